// Our words are looked up when shown, not when a module loads: dist/extension.js loads the editor
// layer (dist/editor.js) before activate() installs the person's language, so a word looked up at
// load stays English in a Chinese VS Code ("Choose Plan…", "News", "X post" were).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ESLint } from 'eslint';
import { useBundle } from '../../src/shared/format/l10n';
import { networkLabel } from '../../src/shared/format/networks';
import { fixLabel } from '../../src/shared/protocol/fixes';
import { marketListRef } from '../../src/shared/items';
import { coinLinks } from '../../src/shared/protocol/coinLinks';
import { failureNode } from '../../src/editor/treeKit/core/states';
import { lookupWords } from '../../src/editor/pickers/core/lookupModel';
import { ServiceError } from '../../src/service/api/errors';

const ROOT = path.join(__dirname, '../../..');
const BUNDLE_SLOT = Symbol.for('socialPulse.l10nBundle');

/** A stand-in for the `vscode` module with the API's top-level names, each answering anything. */
function anyVscode(): Record<string, unknown> {
  const anything = (): unknown => new Proxy(function stand() { /* callable and constructible */ }, {
    get: (_, key) => (key === 'prototype' ? {} : key === Symbol.toPrimitive ? () => '' : anything()),
    apply: () => anything(),
    construct: () => anything() as object,
  });
  const types = fs.readFileSync(path.join(ROOT, 'node_modules/@types/vscode/index.d.ts'), 'utf8');
  const names = [...types.matchAll(/^\texport (?:namespace|class|enum|const|function|let) (\w+)/gm)].map((m) => m[1]!);
  return Object.fromEntries(names.map((name) => [name, anything()]));
}

/** The words dist/editor.js looks up while it loads (run as dist/extension.js runs it, before activate()). */
function wordsLookedUpLoading(file: string): string[] {
  const asked: string[] = [];
  const holder = globalThis as Record<symbol, unknown>;
  const before = holder[BUNDLE_SLOT];
  holder[BUNDLE_SLOT] = new Proxy({}, { get: (_, key) => { if (typeof key === 'string') asked.push(key); return undefined; } });
  try {
    const vscode = anyVscode();
    const module = { exports: {} };
    const load = new Function('require', 'module', 'exports', '__filename', '__dirname', fs.readFileSync(file, 'utf8')) as
      (r: (id: string) => unknown, m: object, e: object, f: string, d: string) => void;
    load((id) => (id === 'vscode' ? vscode : require(id)), module, module.exports, file, path.dirname(file));
  } finally {
    holder[BUNDLE_SLOT] = before;
  }
  return asked;
}

describe('l10n: words are looked up when shown, not when a module loads', () => {
  afterEach(() => useBundle(undefined));

  it('dist/editor.js looks up no words while it loads (build first)', () => {
    assert.deepEqual(wordsLookedUpLoading(path.join(ROOT, 'dist/editor.js')), []);
  });

  it('labels built by modules loaded before the bundle is installed are in the person\'s language', () => {
    // every module above was loaded before this bundle, as dist/editor.js is before activate()
    useBundle({
      'News': '新闻', 'X post': 'X 帖子', 'Choose Plan': '选择套餐', 'Coins': '币种', 'Website': '网站',
      'Top creators': '热门创作者', 'open the setting {0}': '打开设置 {0}',
    });
    assert.deepEqual(['news', 'tweet'].map(networkLabel), ['新闻', 'X 帖子']);
    assert.equal(fixLabel('choosePlan').label, '选择套餐');
    assert.equal(marketListRef('coin').title, '币种');
    assert.deepEqual(coinLinks({ website_link: 'https://example.com' } as Parameters<typeof coinLinks>[0]).map((l) => l.label), ['网站']);
    assert.equal(lookupWords('creator').trending, '热门创作者');
    const planRow = failureNode('topics', new ServiceError('plan', 'Your plan does not include this.'), 0);
    assert.match(planRow.label, /选择套餐…$/);
    const addressRow = failureNode('topics', new ServiceError('address', 'Not at the address.', { status: 404, setting: 'socialPulse.baseUrl' }), 0);
    assert.match(addressRow.a11y ?? '', /打开设置 socialPulse\.baseUrl/);
  });

  describe('lint: l10n.t at a module\'s top level is refused', function () {
    this.timeout(60_000);
    const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === 'l10n-timing/call-time',
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } } });
    const lint = async (file: string, line: string): Promise<number> => {
      const [result] = await eslint.lintText(`import * as l10n from '../format/l10n';\n${line}\n`, { filePath: path.join(ROOT, file) });
      return result!.messages.length;
    };

    it('fails on words looked up as the module loads: a constant, a table, a class\'s static field', async () => {
      for (const line of [
        "export const a = l10n.t('News');",
        "export const b = { news: { label: l10n.t('News') } };",
        "export class C { static label = l10n.t('News'); }",
      ]) assert.equal(await lint('src/shared/protocol/probe.ts', line), 1, line);
    });

    it('passes words looked up when shown: in a function, a getter, an instance field; and the panels\' page', async () => {
      for (const line of [
        "export const a = (): string => l10n.t('News');",
        "export const b = { get news() { return l10n.t('News'); } };",
        "export class C { label = l10n.t('News'); }",
      ]) assert.equal(await lint('src/shared/protocol/probe.ts', line), 0, line);
      assert.equal(await lint('src/browser/webview/views/probe.ts', "export const a = l10n.t('News');"), 0, 'l10nBoot.ts installs the bundle first');
    });
  });
});
