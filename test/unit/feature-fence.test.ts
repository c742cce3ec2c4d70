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
    const messages = await fenceMessages('src/features/alerts/core/cost.ts', "import { COINS_ROOT } from '../../trees/coins';\nexport const probe = COINS_ROOT;");
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /floors\/rank: A feature never imports another feature \(src\/features\/alerts → src\/features\/trees\)/);
  });

  it('refuses a floor importing a feature, a type-only import too', async () => {
    const messages = await fenceMessages('src/shared/queries/freshness.ts', "export type Probe = typeof import('../../features/panels/register');");
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /src\/shared\/queries is a shared floor and imports no feature \(→ src\/features\/panels\)/);
    const deep = await fenceMessages('src/features/chat/core/cost.ts', "export { reportSubject } from '../../reports/register';");
    assert.match(deep.join('\n'), /src\/features\/chat → src\/features\/reports/, 'from a folder inside a feature as well');
  });

  it('refuses a floor importing a floor above it (the circle connection → keys → connection)', async () => {
    const messages = await fenceMessages('src/editor/keys/verify.ts', "import type { ClientModule } from '../connection/bundles';\nexport type Probe = ClientModule;");
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /src\/editor\/keys is a shared floor and imports only the floors below it \(→ src\/editor\/connection/);
    const loose = await fenceMessages('src/shared/items.ts', "export type { Settings } from '../editor/settings';");
    assert.match(loose.join('\n'), /src\/shared\/items\.ts is a shared floor and imports only the floors below it \(→ src\/editor\/settings\.ts/, 'a loose file of a group as well');
    assert.deepEqual(await fenceMessages('src/editor/connection/connection.ts', ''), [], 'and lets it import the floors below it');
  });

  it('fences a new folder of features/ from its first file, and refuses one beside the floors or the groups', async () => {
    const messages = await fenceMessages('src/features/brandNew/first.ts', "export { COINS_ROOT } from '../trees/coins';");
    assert.match(messages.join('\n'), /A feature never imports another feature \(src\/features\/brandNew → src\/features\/trees\)/);
    const below = await fenceMessages('src/shared/queries/freshness.ts', "export * from '../../features/brandNew/first';");
    assert.match(below.join('\n'), /src\/shared\/queries is a shared floor and imports no feature \(→ src\/features\/brandNew\)/);
    assert.deepEqual(await fenceMessages('src/features/brandNew/first.ts', "export { COMMANDS } from '../../shared/commandTable';"), [], 'a floor it may use');
    for (const file of ['src/editor/brandNew/first.ts', 'src/shared/brandNew.ts', 'src/brandNew/first.ts', 'src/first.ts']) {
      assert.match((await fenceMessages(file, '')).join('\n'), /is not where its kind lives: a feature goes in src\/features\//, file);
    }
    const floorAmongFeatures = await fenceMessages('src/features/keys/verify.ts', '');
    assert.match(floorAmongFeatures.join('\n'), /src\/features\/keys is not where its kind lives/, 'a floor in features/');
  });

  it('lets the composition roots wire the features, and nothing else import them', async () => {
    assert.deepEqual(await fenceMessages('src/main/bundles/panels.ts', "export { registerChanges } from '../../features/changes/register';"), []);
    assert.deepEqual(await fenceMessages('src/main/extension.ts', ''), []);
    assert.deepEqual(await fenceMessages('src/main/startup/main.ts', ''), [], 'the loader of the editor layer is a root');
    const messages = await fenceMessages('src/features/trees/views.ts', "export type Probe = typeof import('../../main/bundles/panels');");
    assert.match(messages.join('\n'), /src\/main\/bundles is a composition root: it wires the features and nothing imports it \(from src\/features\/trees\)/);
  });
});

describe('lint: no `vscode` in a core/ folder or a pure floor', function () {
  this.timeout(60_000);
  const pureMessages = linter(['floors/pure']);

  it('refuses `vscode` in any core/ folder, types too, a new one as well', async () => {
    for (const file of ['src/features/alerts/core/model.ts', 'src/features/notebook/core/format/read.ts', 'src/editor/treeKit/core/node.ts', 'src/features/brandNew/core/first.ts']) {
      assert.match((await pureMessages(file, "import type { Uri } from 'vscode';\nexport type Probe = Uri;")).join('\n'), /floors\/pure: Code in a core\/ folder runs without VS Code/, file);
    }
  });

  it('refuses `vscode` in a pure floor, and lets the rest of a feature or floor import it', async () => {
    assert.match((await pureMessages('src/shared/queries/freshness.ts', "import * as vscode from 'vscode';\nexport const probe = vscode.version;")).join('\n'), /src\/shared\/queries is a pure floor/);
    assert.match((await pureMessages('src/editor/errorPolicy.ts', "export type { Uri } from 'vscode';")).join('\n'), /src\/editor\/errorPolicy\.ts is a pure floor/);
    assert.deepEqual(await pureMessages('src/features/alerts/register.ts', ''), []);
    assert.deepEqual(await pureMessages('src/editor/treeKit/render.ts', "import * as vscode from 'vscode';\nexport const probe = vscode.version;"), []);
  });
});

describe('lint: every command is named through src/shared/commandTable.ts, and fenced by its owner', function () {
  this.timeout(60_000);
  const commandMessages = linter(['floors/commands']);
  const runString = (id: string): string => `import * as vscode from 'vscode';\nexport const probe = (): Thenable<unknown> => vscode.commands.executeCommand('${id}');`;

  it('refuses a command id written as a string, in a feature, a floor or a new folder', async () => {
    const messages = await commandMessages('src/features/status/showQuota.ts', runString('socialPulse.openItem'));
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /floors\/commands: socialPulse\.openItem is a command: take it from src\/shared\/commandTable\.ts \(COMMANDS\.openItem\)/);
    assert.match((await commandMessages('src/editor/treeKit/render.ts', "export const probe = 'socialPulse.retry';")).join('\n'), /COMMANDS\.retry/);
    assert.match((await commandMessages('src/features/brandNew/first.ts', runString('socialPulse.addAlert'))).join('\n'), /COMMANDS\.addAlert/);
    assert.deepEqual(await commandMessages('src/features/brandNew/first.ts', "export const probe = 'socialPulse.timeZone';"), [], 'a setting is not a command');
  });

  it("refuses a feature running another feature's command that its owner does not share", async () => {
    const messages = await commandMessages('src/features/status/showQuota.ts', 'export const probe = (): Thenable<unknown> => execute(COMMANDS.openCoins);');
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /COMMANDS\.openCoins is a command of the feature src\/features\/panels, which does not share it: src\/features\/status may run it only if/);
    const link = await commandMessages('src/features/brandNew/first.ts', "import { COMMANDS } from '../../shared/commandTable';\nexport const probe = COMMANDS.editAlert.id;");
    assert.match(link.join('\n'), /COMMANDS\.editAlert is a command of the feature src\/features\/alerts, which does not share it: src\/features\/brandNew/, 'a command link too');
  });

  it("refuses a feature registering another's command", async () => {
    const messages = await commandMessages('src/features/status/showQuota.ts', 'export const probe = register(COMMANDS.openItem, () => undefined);');
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /COMMANDS\.openItem is a command of src\/features\/panels: only that feature registers it \(src\/features\/status does\)/);
  });

  it("lets a feature run its own commands, a shared one, a floor's; a floor and a root anything", async () => {
    assert.deepEqual(await commandMessages('src/features/alerts/register.ts', 'export const probe = (): Thenable<unknown> => execute(COMMANDS.editAlert);'), []);
    assert.deepEqual(await commandMessages('src/features/status/showQuota.ts', 'export const probe = (): Thenable<unknown> => execute(COMMANDS.openItem, marketListRef("coin"));'), [], 'openItem is shared');
    assert.deepEqual(await commandMessages('src/features/mcp/check.ts', 'export const probe = (): Thenable<unknown> => execute(COMMANDS.setApiKey);'), [], 'the key commands are of the keys floor');
    assert.deepEqual(await commandMessages('src/editor/treeKit/render.ts', 'export const probe = COMMANDS.openCoins.id;'), [], 'a floor');
    assert.deepEqual(await commandMessages('src/main/bundles/commands.ts', ''), [], 'a root registers checkMcp for src/features/mcp');
  });
});

describe('lint: the catalogue of figures is a shared floor', function () {
  this.timeout(60_000);
  const messages = linter(['@typescript-eslint/no-restricted-imports']);

  it('src/shared/figures imports only src/shared/format and types of src/service/api: every surface reads it', async () => {
    assert.match((await messages('src/shared/figures/format.ts', "export { METRICS } from '../protocol/metrics';")).join('\n'), /src\/shared\/figures imports only src\/shared\/format/);
    assert.match((await messages('src/shared/figures/derive.ts', "export { OPERATIONS } from '../../service/api/operations';")).join('\n'), /only types from src\/service\/api/);
    assert.deepEqual(await messages('src/shared/figures/describe.ts', "export type { OperationRow } from '../../service/api/operations';"), []);
  });

  it('the webview, the protocol, the queries and the renderers may read it', async () => {
    for (const file of ['src/browser/webview/parts/figure.ts', 'src/shared/protocol/metrics.ts', 'src/shared/queries/coinSort.ts', 'src/shared/render/figureTables.ts']) {
      const up = '../'.repeat(file.split('/').length - 2);
      assert.deepEqual(await messages(file, `export { allFigures as probe } from '${up}shared/figures/catalogue';`), [], file);
    }
  });
});
