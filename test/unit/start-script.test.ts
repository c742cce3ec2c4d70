// `npm start` (scripts/start.mjs) on each platform: the desktop `code` run through a shell on
// Windows, where it is code.cmd (spawned bare it was never found); and, with no `code`, a clear
// word where its browser stand-in cannot be set up (bash, apt and dpkg) instead of a failure deep in bash.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';

interface Desktop {
  codeCommand(args: string[], platform: string): { command: string; args: string[]; shell: boolean };
  fallbackRefusal(platform: string, hasDpkg: boolean): string | undefined;
}

const load = (): Promise<Desktop> => (new Function('p', 'return import(p)') as (p: string) => Promise<Desktop>)(
  path.join(__dirname, '../../../scripts/real-vscode/desktop.mjs'));

describe('npm start: the desktop code command and its stand-in', () => {
  it('runs code.cmd through a shell on Windows, quoting a path with a space; elsewhere code as it is', async () => {
    const { codeCommand } = await load();
    assert.deepEqual(codeCommand(['--extensionDevelopmentPath=C:\\Users\\Ana Lu\\social-pulse', '--version'], 'win32'),
      { command: 'code "--extensionDevelopmentPath=C:\\Users\\Ana Lu\\social-pulse" --version', args: [], shell: true });
    assert.deepEqual(codeCommand(['--version'], 'darwin'), { command: 'code', args: ['--version'], shell: false });
  });

  it('says where the browser VS Code cannot stand in, and what to install instead', async () => {
    const { fallbackRefusal } = await load();
    assert.equal(fallbackRefusal('linux', true), undefined);
    for (const [platform, hasDpkg] of [['win32', false], ['darwin', false], ['linux', false]] as const) {
      assert.match(fallbackRefusal(platform, hasDpkg) ?? '', /Debian or Ubuntu Linux only.*Install VS Code with its `code` command/, platform);
    }
  });
});
