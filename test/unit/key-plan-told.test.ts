// A key on a lower plan than the plan setting is told once per secret: by the save message when
// that said it ("Its limits are Hobby's…"), else by the connection's warning at the key's first
// answer. Another secret of the same key entry (replaced in another window) is told again.
import * as assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import * as clientModule from '../../src/service/api/client';
import type { Logger } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import type * as ConnectionModule from '../../src/editor/connection/connection';
import type * as KeyCommandsModule from '../../src/editor/keys/commands';
import type * as KeyManagerModule from '../../src/editor/keys/keyManager';
import type { Settings } from '../../src/editor/settings';
import { until } from './client-helpers';
import { SharedSecrets } from './shared-secrets';
import { useVscodeStandIn } from './vscode-stand-in';

const quiet: Logger = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

describe('keys: a key on a lower plan is told once per secret', () => {
  const first = `sp-${randomUUID()}`;
  const second = `sp-${randomUUID()}`;
  const infos: string[] = [];
  const warnings: string[] = [];
  const answers: string[] = [];
  const handlers = new Map<string, () => Promise<void>>();
  const standIn = useVscodeStandIn({
    window: {
      showInformationMessage: async (message: string) => { infos.push(message); },
      showWarningMessage: async (message: string) => { warnings.push(message); },
      showErrorMessage: async (message: string) => assert.fail(`an error was shown: ${message}`),
      showInputBox: async () => answers.shift(),
      withProgress: (_options: unknown, task: () => Promise<unknown>) => task(),
    },
    commands: {
      registerCommand: (id: string, handler: () => Promise<void>) => {
        handlers.set(id, handler);
        return { dispose() {} };
      },
    },
  });
  let emulator: Emulator;

  beforeEach(async () => {
    emulator = await startEmulator({ keys: { [first]: 'hobby', [second]: 'hobby' } });
    infos.length = 0;
    warnings.length = 0;
    handlers.clear();
  });
  afterEach(() => emulator.close());

  /** A window with the plan setting on Builder: its keys, connection and key commands, wired as the extension wires them. */
  function window(secrets: SharedSecrets, name: string) {
    const { KeyManager } = standIn.load<typeof KeyManagerModule>('../../src/editor/keys/keyManager');
    const { Connection } = standIn.load<typeof ConnectionModule>('../../src/editor/connection/connection');
    const { registerKeyCommands } = standIn.load<typeof KeyCommandsModule>('../../src/editor/keys/commands');
    const keys = new KeyManager(secrets.window(name), quiet);
    const settings = {
      current: { demo: false, plan: 'builder', baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, mcpUrl: emulator.mcpUrl },
      onDidChange: () => ({ dispose() {} }),
    } as unknown as Settings;
    const connection = new Connection({
      settings, keys, log: quiet, store: undefined as never,
      loadClient: () => clientModule, loadEmulator: () => assert.fail('no demo data'),
    });
    const commands = registerKeyCommands({
      keys, verify: (secret) => connection.verifyKey(secret), isDemo: () => false,
      planTold: (entry, plans) => connection.planToldAtSave(entry, plans),
    });
    const dispose = (): void => {
      commands.dispose();
      connection.dispose();
      keys.dispose();
    };
    return { keys, connection, dispose };
  }

  it('a new Hobby key saved with "Its limits are Hobby\'s" is not warned of again at its first answers', async () => {
    const a = window(new SharedSecrets(), 'A');
    answers.push(first, 'Side project');
    await handlers.get('socialPulse.setApiKey')!();
    assert.equal(infos.length, 1, 'one save message');
    assert.match(infos[0]!, /key "Side project" saved and in use\. Its limits are Hobby's; the plan setting says Builder\./);

    const client = await a.connection.client();
    await client.coinsList({ limit: 1 });
    assert.equal(a.connection.quota()?.keyPlan?.id, 'hobby', 'the answer told the connection the key is Hobby');
    await client.coinsList({ limit: 2 });
    assert.deepEqual(warnings, [], 'the lower plan is not told a second time');
    for (const said of [...infos, ...warnings]) assert.ok(!said.includes(first), 'a message shows the key');
    a.dispose();
  });

  it('a secret replaced by another window with another Hobby key is warned of again, once', async () => {
    const secrets = new SharedSecrets();
    const a = window(secrets, 'A');
    const b = window(secrets, 'B');
    await a.keys.whenReady();
    await b.keys.whenReady();
    const work = await b.keys.add('Work', first);
    await until(() => a.keys.active()?.id === work.id, 'window A has the key');

    const client = await a.connection.client();
    await client.coinsList({ limit: 1 });
    assert.equal(warnings.length, 1, 'the lower plan is told at the first answer');
    assert.match(warnings[0]!, /your key's limits are Hobby's \(4 a minute, 100 a day\); the plan setting says Builder\./);
    await client.coinsList({ limit: 2 });
    assert.equal(warnings.length, 1, 'and not again for the same secret');

    await b.keys.replace(work.id, second);
    await until(() => a.keys.active()?.rotation === 1, 'window A has the replaced key');
    await until(() => a.connection.quota()?.keyPlan === undefined, 'window A starts the new secret unknown');
    await client.coinsList({ limit: 3 });
    assert.equal(warnings.length, 2, 'the new secret\'s lower plan is told');
    await client.coinsList({ limit: 4 });
    assert.equal(warnings.length, 2, 'once');
    for (const said of warnings) assert.ok(!said.includes(first) && !said.includes(second), 'a warning shows the key');
    a.dispose();
    b.dispose();
  });
});
