// In Restricted Mode VS Code ignores a workspace's value of the settings the manifest lists as
// restricted. Demo data switches the source the alerts check (and the views show): a workspace
// the person has not trusted must not turn it on or off.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

interface Manifest {
  capabilities: { untrustedWorkspaces: { restrictedConfigurations: string[] } };
}

describe('manifest: settings a workspace in Restricted Mode cannot set', () => {
  it('include the demo switch with the quota and pacing settings', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as Manifest;
    const restricted = manifest.capabilities.untrustedWorkspaces.restrictedConfigurations;
    for (const setting of ['socialPulse.demo', 'socialPulse.plan', 'socialPulse.enterpriseLimits', 'socialPulse.backgroundRefreshMinutes']) {
      assert.ok(restricted.includes(setting), setting);
    }
  });
});
