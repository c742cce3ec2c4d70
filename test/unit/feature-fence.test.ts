// The lint rules that keep the floors (eslint.config.mjs, scripts/lint-floors.mjs): the shared
// floors in their declared order, every other folder of src/ a feature, none importing another nor
// running another's command unless its owner shares it, no `vscode` in a core/ folder or a pure floor. Real files
// of src/ (or a file of a folder that does not exist yet) with one line added, linted by the
// project's own config (only these rules, without type information: they read paths and literals).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.join(__dirname, '../../..');

function linter(rules: readonly string[]): (file: string, added: string) => Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    ruleFilter: ({ ruleId }) => rules.includes(ruleId),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  return async (file, added) => {
    const where = path.join(ROOT, file);
    const text = `${fs.existsSync(where) ? fs.readFileSync(where, 'utf8') : ''}\n${added}\n`;
    const [result] = await eslint.lintText(text, { filePath: where });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  };
}

describe('lint: the floors in their order, every other folder a feature', function () {
  this.timeout(60_000);
  const fenceMessages = linter(['floors/rank']);

  it('refuses a feature importing another feature', async () => {
    const messages = await fenceMessages('src/alerts/core/cost.ts', "import { COINS_ROOT } from '../../trees/coins';\nexport const probe = COINS_ROOT;");
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /floors\/rank: A feature never imports another feature \(src\/alerts → src\/trees\)/);
  });

  it('refuses a floor importing a feature, a type-only import too', async () => {
    const messages = await fenceMessages('src/queries/freshness.ts', "export type Probe = typeof import('../panels/register');");
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /src\/queries is a shared floor and imports no feature \(→ src\/panels\)/);
    const deep = await fenceMessages('src/chat/core/cost.ts', "export { reportSubject } from '../../reports/register';");
    assert.match(deep.join('\n'), /src\/chat → src\/reports/, 'from a folder inside a feature as well');
  });

  it('refuses a floor importing a floor above it (the circle connection → keys → connection)', async () => {
    const messages = await fenceMessages('src/keys/verify.ts', "import type { ClientModule } from '../connection/bundles';\nexport type Probe = ClientModule;");
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /src\/keys is a shared floor and imports only the floors below it \(→ src\/connection/);
    const loose = await fenceMessages('src/items.ts', "export type { Settings } from './settings';");
    assert.match(loose.join('\n'), /src\/items\.ts is a shared floor and imports only the floors below it \(→ src\/settings\.ts/, 'a loose file of src/ as well');
    assert.deepEqual(await fenceMessages('src/connection/connection.ts', ''), [], 'and lets it import the floors below it');
  });

  it('fences a new folder from its first file', async () => {
    const messages = await fenceMessages('src/brandNew/first.ts', "export { COINS_ROOT } from '../trees/coins';");
    assert.match(messages.join('\n'), /A feature never imports another feature \(src\/brandNew → src\/trees\)/);
    const below = await fenceMessages('src/queries/freshness.ts', "export * from '../brandNew/first';");
    assert.match(below.join('\n'), /src\/queries is a shared floor and imports no feature \(→ src\/brandNew\)/);
    assert.deepEqual(await fenceMessages('src/brandNew/first.ts', "export { COMMANDS } from '../commandTable';"), [], 'a floor it may use');
  });

  it('lets the composition roots wire the features, and nothing else import them', async () => {
    assert.deepEqual(await fenceMessages('src/bundles/panels.ts', "export { registerChanges } from '../changes/register';"), []);
    assert.deepEqual(await fenceMessages('src/extension.ts', ''), []);
    assert.deepEqual(await fenceMessages('src/startup/main.ts', ''), [], 'the loader of the editor layer is a root');
    const messages = await fenceMessages('src/trees/views.ts', "export type Probe = typeof import('../bundles/panels');");
    assert.match(messages.join('\n'), /src\/bundles is a composition root: it wires the features and nothing imports it \(from src\/trees\)/);
  });
});

describe('lint: no `vscode` in a core/ folder or a pure floor', function () {
  this.timeout(60_000);
  const pureMessages = linter(['floors/pure']);

  it('refuses `vscode` in any core/ folder, types too, a new one as well', async () => {
    for (const file of ['src/alerts/core/model.ts', 'src/notebook/core/format/read.ts', 'src/treeView/core/node.ts', 'src/brandNew/core/first.ts']) {
      assert.match((await pureMessages(file, "import type { Uri } from 'vscode';\nexport type Probe = Uri;")).join('\n'), /floors\/pure: Code in a core\/ folder runs without VS Code/, file);
    }
  });

  it('refuses `vscode` in a pure floor, and lets the rest of a feature or floor import it', async () => {
    assert.match((await pureMessages('src/queries/freshness.ts', "import * as vscode from 'vscode';\nexport const probe = vscode.version;")).join('\n'), /src\/queries is a pure floor/);
    assert.match((await pureMessages('src/errorPolicy.ts', "export type { Uri } from 'vscode';")).join('\n'), /src\/errorPolicy\.ts is a pure floor/);
    assert.deepEqual(await pureMessages('src/alerts/register.ts', ''), []);
    assert.deepEqual(await pureMessages('src/treeView/render.ts', "import * as vscode from 'vscode';\nexport const probe = vscode.version;"), []);
  });
});

describe('lint: every command is named through src/commandTable.ts, and fenced by its owner', function () {
  this.timeout(60_000);
  const commandMessages = linter(['floors/commands']);
  const runString = (id: string): string => `import * as vscode from 'vscode';\nexport const probe = (): Thenable<unknown> => vscode.commands.executeCommand('${id}');`;

  it('refuses a command id written as a string, in a feature, a floor or a new folder', async () => {
    const messages = await commandMessages('src/status/showQuota.ts', runString('socialPulse.openItem'));
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /floors\/commands: socialPulse\.openItem is a command: take it from src\/commandTable\.ts \(COMMANDS\.openItem\)/);
    assert.match((await commandMessages('src/treeView/render.ts', "export const probe = 'socialPulse.retry';")).join('\n'), /COMMANDS\.retry/);
    assert.match((await commandMessages('src/brandNew/first.ts', runString('socialPulse.addAlert'))).join('\n'), /COMMANDS\.addAlert/);
    assert.deepEqual(await commandMessages('src/brandNew/first.ts', "export const probe = 'socialPulse.timeZone';"), [], 'a setting is not a command');
  });

  it("refuses a feature running another feature's command that its owner does not share", async () => {
    const messages = await commandMessages('src/status/showQuota.ts', 'export const probe = (): Thenable<unknown> => execute(COMMANDS.openCoins);');
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /COMMANDS\.openCoins is a command of the feature src\/panels, which does not share it: src\/status may run it only if/);
    const link = await commandMessages('src/brandNew/first.ts', "import { COMMANDS } from '../commandTable';\nexport const probe = COMMANDS.editAlert.id;");
    assert.match(link.join('\n'), /COMMANDS\.editAlert is a command of the feature src\/alerts, which does not share it: src\/brandNew/, 'a command link too');
  });

  it("refuses a feature registering another's command", async () => {
    const messages = await commandMessages('src/status/showQuota.ts', 'export const probe = register(COMMANDS.openItem, () => undefined);');
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /COMMANDS\.openItem is a command of src\/panels: only that feature registers it \(src\/status does\)/);
  });

  it("lets a feature run its own commands, a shared one, a floor's; a floor and a root anything", async () => {
    assert.deepEqual(await commandMessages('src/alerts/register.ts', 'export const probe = (): Thenable<unknown> => execute(COMMANDS.editAlert);'), []);
    assert.deepEqual(await commandMessages('src/status/showQuota.ts', 'export const probe = (): Thenable<unknown> => execute(COMMANDS.openItem, COINS_REF);'), [], 'openItem is shared');
    assert.deepEqual(await commandMessages('src/mcp/check.ts', 'export const probe = (): Thenable<unknown> => execute(COMMANDS.setApiKey);'), [], 'the key commands are of the keys floor');
    assert.deepEqual(await commandMessages('src/treeView/render.ts', 'export const probe = COMMANDS.openCoins.id;'), [], 'a floor');
    assert.deepEqual(await commandMessages('src/bundles/commands.ts', ''), [], 'a root registers checkMcp for src/mcp');
  });
});

describe('lint: the catalogue of figures is a shared floor', function () {
  this.timeout(60_000);
  const messages = linter(['@typescript-eslint/no-restricted-imports']);

  it('src/figures imports only src/format and types of src/api: every surface reads it', async () => {
    assert.match((await messages('src/figures/format.ts', "export { METRICS } from '../protocol/metrics';")).join('\n'), /src\/figures imports only src\/format/);
    assert.match((await messages('src/figures/derive.ts', "export { OPERATIONS } from '../api/operations';")).join('\n'), /only types from src\/api/);
    assert.deepEqual(await messages('src/figures/describe.ts', "export type { OperationRow } from '../api/operations';"), []);
  });

  it('the webview, the protocol, the queries and the renderers may read it', async () => {
    for (const file of ['src/webview/parts/figure.ts', 'src/protocol/metrics.ts', 'src/queries/coinSort.ts', 'src/render/figureTables.ts']) {
      const up = '../'.repeat(file.split('/').length - 2);
      assert.deepEqual(await messages(file, `export { allFigures as probe } from '${up}figures/catalogue';`), [], file);
    }
  });
});
