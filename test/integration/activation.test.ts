// The extension is installed, activates without touching the network, and registers every
// command its manifest contributes. Records how long activate() took (read by the activation bench).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import { commandsOf } from '../../src/shared/commandTable';

const EXTENSION_ID = 'socialpulse.social-pulse';
const ADDRESS_SETTINGS: Record<string, string> = { baseUrl: '/api4', markdownUrl: '/ai', mcpUrl: '/mcp' };

interface ContributedCommand {
  command: string;
}

function extension(): vscode.Extension<unknown> {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(ext, `${EXTENSION_ID} is not installed`);
  return ext;
}

function recordFigure(name: string, figure: Record<string, unknown>): void {
  const dir = process.env.SOCIAL_PULSE_TEST_RESULTS ?? path.join(extension().extensionPath, 'test-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ ...figure, vscode: vscode.version, at: new Date().toISOString() }, null, 2)}\n`);
}

describe('activation', () => {
  const requests: string[] = [];
  let server: http.Server;

  before(async () => {
    // Every service address points at a loopback server that counts what reaches it.
    server = http.createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await fetch(`${origin}/probe`);
    assert.deepEqual(requests, ['GET /probe'], 'the counting server does not see requests');
    requests.length = 0;
    const config = vscode.workspace.getConfiguration('socialPulse');
    for (const [key, suffix] of Object.entries(ADDRESS_SETTINGS)) {
      await config.update(key, `${origin}${suffix}`, vscode.ConfigurationTarget.Global);
    }
  });

  after(async () => {
    const config = vscode.workspace.getConfiguration('socialPulse');
    for (const key of Object.keys(ADDRESS_SETTINGS)) await config.update(key, undefined, vscode.ConfigurationTarget.Global);
    await new Promise((resolve) => server.close(resolve));
  });

  it('is installed from this folder', () => {
    const ext = extension();
    assert.equal(ext.packageJSON.name, 'social-pulse');
  });

  it('activates (at startup, for the alerts) without a request to the service', async () => {
    const api = (await extension().activate()) as SocialPulseApi;
    assert.ok(api.activateMs >= 0 && api.activateMs < 10_000, `activate() took ${api.activateMs} ms`);
    recordFigure('activation', { activateMs: api.activateMs });
    // Work started without awaiting in activate(), or a background round, would reach the server shortly after.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.deepEqual(requests, []);
  });

  it('registers every command the manifest contributes', async () => {
    const ext = extension();
    await ext.activate();
    const contributed = (ext.packageJSON.contributes.commands as ContributedCommand[]).map((c) => c.command);
    assert.ok(contributed.length > 0, 'the manifest contributes no commands');
    const registered = new Set(await vscode.commands.getCommands(true));
    assert.deepEqual(contributed.filter((c) => !registered.has(c)), []);
  });

  it('loads the panels, the chat and the prompts only when first used, and keeps every command registered', async () => {
    const ext = extension();
    await ext.activate();
    const loaded = (file: string): boolean => !!require.cache[path.join(ext.extensionPath, 'dist', file)];
    assert.deepEqual([loaded('extension.js'), loaded('editor.js'), loaded('panels.js'), loaded('chat.js'), loaded('commands.js'), loaded('notebook.js')],
      [true, true, false, false, false, false]);
    // a stand-in hands the call over and returns the real command's answer: no panel is open
    assert.deepEqual(await vscode.commands.executeCommand('socialPulse.test.panels'), []);
    assert.deepEqual([loaded('panels.js'), loaded('chat.js')], [true, false]);
    const contributed = (ext.packageJSON.contributes.commands as ContributedCommand[]).map((c) => c.command);
    const registered = new Set(await vscode.commands.getCommands(true));
    const standIns = (['activation', 'commands', 'panels', 'notebook', 'digest', 'hovers'] as const).flatMap((b) => commandsOf(b, ['manifest', 'internal', 'test']));
    assert.deepEqual([...contributed, ...standIns].filter((c) => !registered.has(c)), []);
  });
});
