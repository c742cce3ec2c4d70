// The lint rule that keeps the features apart (eslint.config.mjs, floors/feature-fence): a feature
// folder importing another feature, or a floor importing any feature, fails `npm run lint`; the
// composition roots wire the features and may. Real files of src/ with one import added, linted by
// the project's own config (only this rule, without type information: it reads paths alone).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.join(__dirname, '../../..');
const RULE = 'floors/feature-fence';

describe('lint: no feature imports another feature', function () {
  this.timeout(60_000);
  const eslint = new ESLint({
    cwd: ROOT,
    ruleFilter: ({ ruleId }) => ruleId === RULE,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });

  async function fenceMessages(file: string, added: string): Promise<string[]> {
    const text = `${fs.readFileSync(path.join(ROOT, file), 'utf8')}\n${added}\n`;
    const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, file) });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  }

  it('refuses a feature importing another feature', async () => {
    const messages = await fenceMessages('src/alerts/cost.ts', "import { COINS_ROOT } from '../trees/coins';\nexport const probe = COINS_ROOT;");
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /floors\/feature-fence: A feature never imports another feature \(src\/alerts → src\/trees\)/);
  });

  it('refuses a floor importing a feature, a type-only import too', async () => {
    const messages = await fenceMessages('src/queries/freshness.ts', "export type Probe = typeof import('../panels/register');");
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /src\/queries sits below every feature and imports none \(→ src\/panels\)/);
    const deep = await fenceMessages('src/chat/core/cost.ts', "export { reportSubject } from '../../reports/register';");
    assert.match(deep.join('\n'), /src\/chat → src\/reports/, 'from a folder inside a feature as well');
  });

  it('lets the composition roots wire the features', async () => {
    assert.deepEqual(await fenceMessages('src/bundles/panels.ts', "export { registerChanges } from '../changes/register';"), []);
    assert.deepEqual(await fenceMessages('src/extension.ts', ''), []);
  });
});

describe('lint: the catalogue of figures is a shared floor', function () {
  this.timeout(60_000);
  const RESTRICTED = '@typescript-eslint/no-restricted-imports';
  const eslint = new ESLint({
    cwd: ROOT,
    ruleFilter: ({ ruleId }) => ruleId === RESTRICTED,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });

  async function messages(file: string, added: string): Promise<string[]> {
    const text = `${fs.readFileSync(path.join(ROOT, file), 'utf8')}\n${added}\n`;
    const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, file) });
    return result!.messages.map((m) => m.message);
  }

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
