// In Restricted Mode VS Code ignores a workspace's value of the settings the manifest lists as
// restricted. Demo data switches the source the alerts check (and the views show): a workspace
// the person has not trusted must not turn it on or off.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

interface Manifest {
  capabilities: { untrustedWorkspaces: { restrictedConfigurations: string[] } };
  contributes: { configuration: { properties: Record<string, { scope?: string; pattern?: string; patternErrorMessage?: string }> } };
}

const root = path.join(__dirname, '../../..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const manifest = (): Manifest => readJson<Manifest>('package.json');

describe('manifest: settings a workspace in Restricted Mode cannot set', () => {
  it('include the demo switch with the quota and pacing settings', () => {
    const restricted = manifest().capabilities.untrustedWorkspaces.restrictedConfigurations;
    for (const setting of ['socialPulse.demo', 'socialPulse.plan', 'socialPulse.enterpriseLimits', 'socialPulse.backgroundRefreshMinutes']) {
      assert.ok(restricted.includes(setting), setting);
    }
  });
});

// A cloned folder's .vscode/settings.json must not schedule the digest, spend its budget, choose
// the file it writes, nor send the key elsewhere: user settings only, and restricted while untrusted.
describe('manifest: settings only the person\'s own settings may set', () => {
  const DIGEST_OWN = ['socialPulse.digest.time', 'socialPulse.digest.days', 'socialPulse.digest.maxRequests', 'socialPulse.digest.target'];
  const KEY_ROUTING = ['socialPulse.baseUrl', 'socialPulse.markdownUrl', 'socialPulse.mcpUrl'];

  it('the digest\'s schedule, budget and target are machine-scoped', () => {
    const properties = manifest().contributes.configuration.properties;
    for (const setting of [...DIGEST_OWN, ...KEY_ROUTING]) assert.equal(properties[setting]?.scope, 'machine', setting);
  });

  it('the digest\'s settings and the service addresses are restricted in an untrusted workspace', () => {
    const restricted = manifest().capabilities.untrustedWorkspaces.restrictedConfigurations;
    for (const setting of [...DIGEST_OWN, ...KEY_ROUTING]) assert.ok(restricted.includes(setting), setting);
  });
});

// VS Code shows a setting's raw regular expression when a value breaks its pattern, unless the
// manifest gives a message; ours is translated like every other manifest word.
describe('manifest: every setting with a pattern says what it wants', () => {
  const properties = Object.entries(manifest().contributes.configuration.properties).filter(([, p]) => p.pattern !== undefined);

  it('has at least one patterned setting to check', () => assert.ok(properties.length > 0));

  for (const [name, p] of properties) {
    it(`${name}: patternErrorMessage is a %key% in English and Chinese`, () => {
      const key = /^%(.+)%$/.exec(p.patternErrorMessage ?? '')?.[1];
      assert.ok(key, `${name} has no patternErrorMessage %key%`);
      for (const file of ['package.nls.json', 'package.nls.zh-cn.json']) {
        const text = readJson<Record<string, string>>(file)[key];
        assert.ok(typeof text === 'string' && text.trim() !== '', `${key} in ${file}`);
      }
    });
  }
});
