// The tool-protocol (MCP) integration in the real extension host: the server definition offered
// to chat (address, bearer header added only at start, re-announced on changes, the emulator in
// demo mode) and "Check Tool Endpoint (MCP)" end to end through dist/mcp-probe.js.
import * as assert from 'node:assert/strict';
import * as os from 'node:os';
import * as vscode from 'vscode';
import type { Logger } from '../../src/service/api/service';
import { FileCacheStore } from '../../src/editor/connection/cacheStore';
import { Connection } from '../../src/editor/connection/connection';
import type { SocialPulseApi } from '../../src/main/extension';
import { KeyManager } from '../../src/editor/keys/keyManager';
import type { McpProbeResult } from '../../src/editor/connection/mcpProbe';
import { McpDefinitionProvider } from '../../src/features/mcp/provider';
import { Settings } from '../../src/editor/settings';
import { activateFresh, clientBundle, type Emulator, emulatorBundle, fakeKey, mcpProbeBundle, MemorySecrets, pointAt, resetCore, setSetting, waitFor } from './coreHelpers';

const none = new vscode.CancellationTokenSource().token;

describe('MCP server definition and endpoint check', () => {
  const lines: string[] = [];
  const log: Logger = {
    trace: (m) => lines.push(m), debug: (m) => lines.push(m), info: (m) => lines.push(m),
    warn: (m) => lines.push(m), error: (m) => lines.push(m),
  };
  const first = fakeKey();
  const second = fakeKey();
  let api: SocialPulseApi;
  let emulator: Emulator;
  let keys: KeyManager;
  let connection: Connection;
  let provider: McpDefinitionProvider;
  let announced = 0;
  /** How often the connection loaded dist/client.js or dist/emulator.js. */
  let loads = 0;

  async function definition(): Promise<vscode.McpHttpServerDefinition> {
    const list = await provider.provideMcpServerDefinitions();
    assert.equal(list.length, 1);
    return list[0]!;
  }

  before(async () => {
    api = await activateFresh();
    emulator = await emulatorBundle().startEmulator({ keys: { [first]: 'builder', [second]: 'individual' } });
    await pointAt(emulator);
    const settings = new Settings(log);
    keys = new KeyManager(new MemorySecrets(), log);
    connection = new Connection({ settings, keys, log, store: new FileCacheStore(vscode.Uri.file(os.tmpdir()), () => false, log), loadClient: () => { loads++; return clientBundle(); }, loadEmulator: () => { loads++; return emulatorBundle(); } });
    provider = new McpDefinitionProvider(connection, log);
    provider.onDidChangeMcpServerDefinitions(() => announced++);
    await keys.whenReady();
  });

  after(async () => {
    provider.dispose();
    await connection.shutdown();
    connection.dispose();
    keys.dispose();
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await resetCore(api);
    await emulator.close();
    assert.ok(!lines.join('\n').includes(first) && !lines.join('\n').includes(second), 'a key reached the log');
  });

  it('registers the provider the manifest contributes, and the check command', async () => {
    const ext = vscode.extensions.getExtension('socialpulse.social-pulse')!;
    assert.deepEqual(ext.packageJSON.contributes.mcpServerDefinitionProviders, [{ id: 'socialPulse.mcp', label: 'Social Pulse' }]);
    assert.equal(typeof vscode.lm.registerMcpServerDefinitionProvider, 'function', 'this VS Code has no MCP API');
    assert.ok((await vscode.commands.getCommands(true)).includes('socialPulse.checkMcp'));
  });

  it('offers the configured address with no credential in the definition', async () => {
    const def = await definition();
    assert.ok(def instanceof vscode.McpHttpServerDefinition);
    assert.equal(def.label, 'Social Pulse');
    assert.equal(def.uri.toString(true), emulator.mcpUrl);
    assert.deepEqual(def.headers, {});
  });

  it('adds the active key as the bearer header when the server starts, and the endpoint takes it', async () => {
    await keys.add('Work', first);
    await waitFor('key mode', () => connection.state.mode === 'key');
    const def = await definition();
    const resolved = await provider.resolveMcpServerDefinition(def, none);
    assert.ok(resolved);
    assert.equal(resolved.uri.toString(true), emulator.mcpUrl);
    assert.equal(resolved.headers.Authorization, `Bearer ${first}`);
    const check = await mcpProbeBundle().probeMcp(resolved.uri.toString(true), resolved.headers.Authorization!.slice('Bearer '.length));
    assert.ok(check.ok, check.ok ? '' : check.reason);
    assert.ok(check.tools.some((t) => t.name === 'topic'));
  });

  it('announces the definition again when the key changes, so a running server restarts with the new one', async () => {
    const before = await definition();
    const count = announced;
    const entry = await keys.add('Other', second);
    await keys.setActive(entry.id);
    await waitFor('a new announcement', () => announced > count);
    const after = await definition();
    assert.notEqual(after.version, before.version);
    const resolved = await provider.resolveMcpServerDefinition(after, none);
    assert.equal(resolved?.headers.Authorization, `Bearer ${second}`);
  });

  it('announces the definition again with the new address when socialPulse.mcpUrl changes', async () => {
    const count = announced;
    const other = `${emulator.origin}/other-mcp`;
    await setSetting('mcpUrl', other);
    try {
      await waitFor('a new announcement', () => announced > count);
      assert.equal((await definition()).uri.toString(true), other);
    } finally {
      await setSetting('mcpUrl', emulator.mcpUrl);
    }
  });

  it('in demo mode lists without starting the emulator, and starts there with a session token it accepts', async () => {
    const count = announced;
    await setSetting('demo', true);
    try {
      await waitFor('demo mode', () => connection.state.mode === 'demo');
      await waitFor('a new announcement', () => announced > count);
      const loaded = loads;
      const def = await definition();
      assert.equal(loads, loaded, 'listing loaded the network code');
      assert.equal(def.uri.toString(true), emulator.mcpUrl, 'listing started the emulator');
      assert.deepEqual(def.headers, {});
      const resolved = await provider.resolveMcpServerDefinition(def, none);
      const uri = resolved?.uri.toString(true) ?? '';
      assert.match(uri, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
      assert.notEqual(uri, emulator.mcpUrl, 'demo mode kept the configured address');
      const token = resolved?.headers.Authorization?.slice('Bearer '.length);
      assert.ok(token && token !== first && token !== second);
      const check = await mcpProbeBundle().probeMcp(resolved!.uri.toString(true), token);
      assert.ok(check.ok, check.ok ? '' : check.reason);
    } finally {
      await setSetting('demo', undefined);
    }
  });

  it('asks for a key when none is set, and does not start the server when the person cancels', async () => {
    for (const k of [...keys.list()]) await keys.remove(k.id);
    await waitFor('mode none', () => connection.state.mode === 'none');
    const def = await definition();
    let settled = false;
    const resolving = provider.resolveMcpServerDefinition(def, none).finally(() => { settled = true; });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(settled, false, 'it did not wait for a key');
    // the key prompt is an input box: close it like a person pressing Escape
    await waitFor('the prompt to be answered', async () => {
      await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
      return settled;
    });
    assert.equal(await resolving, undefined);
  });

  it('checks the endpoint with the extension\'s active key and lists its tools', async () => {
    await api.keys.add('Work', first);
    await waitFor('key mode', () => api.connection.state.mode === 'key');
    const result = await vscode.commands.executeCommand<McpProbeResult>('socialPulse.checkMcp');
    assert.ok(result.ok, result.ok ? '' : result.reason);
    assert.deepEqual(result.tools.map((t) => t.name).sort(), ['categories', 'category', 'cryptocurrencies', 'topic', 'topic_posts', 'topic_time_series', 'topics']);
    assert.ok(!JSON.stringify(result).includes(first));
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
  });

  it('says why the check fails: a key the endpoint refuses, an address with no endpoint', async () => {
    const refused = fakeKey();
    await api.keys.replace(api.keys.active()!.id, refused);
    const result = await vscode.commands.executeCommand<McpProbeResult>('socialPulse.checkMcp');
    assert.equal(result.ok, false);
    assert.equal(result.ok ? undefined : result.cause, 'key');
    assert.ok(!JSON.stringify(result).includes(refused));

    await setSetting('mcpUrl', `${emulator.origin}/nothing-here`);
    await waitFor('the new address in use', () => api.connection.mcpUrl().endsWith('/nothing-here'));
    const missing = await vscode.commands.executeCommand<McpProbeResult>('socialPulse.checkMcp');
    assert.equal(missing.ok ? undefined : missing.cause, 'address');
  });
});
