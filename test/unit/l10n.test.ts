// Localisation: every manifest string a person reads is a %key% of package.nls.json, the runtime
// bundle is what the sources ask for, and each second language covers all of it with the same
// placeholders. (The sources' literals at the sinks are checked by the lint rule l10n/localised-sinks.)
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ESLint } from 'eslint';
import { t, useBundle } from '../../src/shared/format/l10n';
import { tLabel, tMarkdown, tNotice, tPick } from '../../src/editor/sinks/neutral';

const ROOT = path.join(__dirname, '../../..');
const json = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;

/** Manifest fields a person reads (not ids, not the model's descriptions, not sample arguments a command parses). */
const SHOWN = new Set(['title', 'category', 'name', 'contents', 'markdownDescription', 'description', 'enumDescriptions', 'markdownEnumDescriptions',
  'altText', 'label', 'displayName', 'userDescription', 'fullName', 'shortTitle', 'deprecationMessage', 'markdownDeprecationMessage']);
/** Where those field names hold ids or text for a model instead. */
const NOT_SHOWN = [/\.contributes\.languageModelTools\.\d+\.(name|inputSchema)/, /\.contributes\.chatParticipants\.\d+\.(name|commands\.\d+\.name)$/,
  /\.contributes\.configuration\.properties\.[^.]+\.(items|properties)/, /\.contributes\.viewsContainers\.\w+\.\d+\.icon/];

function shownStrings(value: unknown, at: string, out: [string, string][]): [string, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => shownStrings(v, `${at}.${i}`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const where = `${at}.${k}`;
      const shown = SHOWN.has(k) && !NOT_SHOWN.some((re) => re.test(where));
      if (shown && typeof v === 'string') out.push([where, v]);
      else if (shown && Array.isArray(v) && v.every((s) => typeof s === 'string')) v.forEach((s: string, i) => out.push([`${where}.${i}`, s]));
      else shownStrings(v, where, out);
    }
  }
  return out;
}

const placeholders = (text: string): string => (text.match(/\{\d+\}|\$\([\w~-]+\)|\]\(command:[^)]*\)|`[^`]*`/g) ?? []).sort().join(' ');

describe('l10n', () => {
  const pkg = json('package.json');
  const nls = json('package.nls.json');

  it('the manifest names every string a person reads by a %key% of package.nls.json', () => {
    const shown = shownStrings({ contributes: pkg.contributes, displayName: pkg.displayName, description: pkg.description }, 'pkg', []);
    assert.ok(shown.length > 100, `found only ${shown.length} manifest strings`);
    const raw = shown.filter(([, v]) => !/^%[^%]+%$/.test(v));
    assert.deepEqual(raw, [], 'manifest strings not through package.nls.json');
    const missing = shown.map(([, v]) => v.slice(1, -1)).filter((key) => typeof nls[key] !== 'string');
    assert.deepEqual(missing, [], 'keys missing from package.nls.json');
  });

  it('l10n/bundle.l10n.json is what the sources ask for (run `npm run l10n` after changing a message)', async function () {
    // it reads every source file: seconds on a quiet machine, far longer on a busy one
    this.timeout(180_000);
    const { extractedBundle } = await (new Function('p', 'return import(p)') as (p: string) => Promise<{ extractedBundle: () => Promise<string> }>)(
      path.join(ROOT, 'scripts/l10n-export.mjs'));
    assert.equal(fs.readFileSync(path.join(ROOT, 'l10n/bundle.l10n.json'), 'utf8'), await extractedBundle());
  });

  for (const [english, translated] of [['package.nls.json', 'package.nls.zh-cn.json'], ['l10n/bundle.l10n.json', 'l10n/bundle.l10n.zh-cn.json']]) {
    it(`${translated} translates every message of ${english}, keeping its placeholders, links and codicons`, () => {
      const en = json(english) as Record<string, string>;
      const zh = json(translated) as Record<string, string>;
      assert.deepEqual(Object.keys(en).filter((k) => typeof zh[k] !== 'string'), [], 'untranslated');
      assert.deepEqual(Object.keys(zh).filter((k) => !(k in en)), [], 'no longer asked for');
      const mismatched = Object.keys(en).filter((k) => placeholders(en[k]) !== placeholders(zh[k]));
      assert.deepEqual(mismatched, [], 'placeholders differ');
      // brand names and pure data stay; a message with words of ours left in English is not translated
      const leftInEnglish = Object.keys(en).filter((k) => en[k] === zh[k] && /[a-z]{3,}/.test(en[k].replace(/Social Pulse|Galaxy Score|AltRank|GitHub|Reddit|CoinGecko|CoinMarketCap|\{\d+\}|\$\([\w-]+\)/g, '')));
      assert.deepEqual(leftInEnglish, [], 'left in English');
    });
  }

  it('no source compares a person\'s answer with the English of a button it shows translated (a translated "Delete" then never deleted)', () => {
    const found: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.ts')) {
          const text = fs.readFileSync(file, 'utf8');
          const shown = new Set([...text.matchAll(/l10n\.t\('((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]));
          for (const m of text.matchAll(/[!=]==\s*'([A-Z][^'\n]*)'/g)) {
            if (shown.has(m[1]!)) found.push(`${path.relative(ROOT, file)}: compares with '${m[1]}'`);
          }
        }
      }
    };
    walk(path.join(ROOT, 'src'));
    assert.deepEqual(found, []);
  });

  describe('the sink helpers fill a translation with neutralised values', () => {
    afterEach(() => useBundle(undefined));

    it('place a value once, as text for the sink, wherever the translation puts it', () => {
      useBundle({ 'Pinned "{0}" to {1}.': '已将{1}固定：“{0}”。' });
      assert.equal(tNotice(t('Pinned "{0}" to {1}.'), '[x](command:evil)', 'W'), '已将W固定：“［x］(command:evil)”。');
      const md = tMarkdown(t('Pinned "{0}" to {1}.'), '**b**', '{0}');
      assert.match(md, /^已将.*固定：“\\\*\\\*b\\\*\\\*”。$/);
      assert.doesNotMatch(md, /“\*\*b/);
    });

    it('never read a value as a placeholder, nor a placeholder the translation lacks', () => {
      assert.equal(tPick(t('{0} and {1}'), '{1}', '$(x)'), '{1} and \\$(x)');
      assert.equal(tLabel(t('Open {0}'), 'a\nb'), 'Open a b');
    });
  });

  describe('lint: a panel\'s words reach the page only through l10n.t', function () {
    this.timeout(60_000);
    const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === 'l10n/localised-sinks',
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } } });
    const lint = async (line: string): Promise<number> => {
      const file = path.join(ROOT, 'src/browser/webview/parts/quote.ts');
      const [result] = await eslint.lintText(`${fs.readFileSync(file, 'utf8')}\n${line}\n`, { filePath: file });
      return result!.messages.length;
    };

    it('fails on English put into an element, a button, an aria-label or a fallback', async () => {
      for (const line of [
        "export const a = h('p', { class: 'empty' }, 'No rows here.');",
        "export const b = (el: HTMLElement, n: number) => replace(el, `${n} of them shown`);",
        "export const c = button('Copy the address', () => undefined);",
        "export const d = (el: HTMLElement) => el.setAttribute('aria-label', 'No chart');",
        "export const e = h('span', { attrs: { 'aria-label': 'Price chart' } });",
        "export const f = (x?: string) => h('td', {}, x ?? 'native (no contract)');",
        "export const g = (x?: string) => { const name = x || 'unknown creator'; return name; };",
        "export const i = (x?: string) => x ?? 'Untitled';",
        "export const j = (x?: string) => x || '(untitled)';",
        "export const k = (x: { name?: string }) => { x.name ??= 'Some collection'; return x; };",
      ]) assert.equal(await lint(line), 1, line);
    });

    it('passes the same words through l10n.t, and data, ids and class names as they are', async () => {
      for (const line of [
        "export const a = h('p', { class: 'empty muted' }, l10n.t('No rows here.'));",
        "export const b = (el: HTMLElement, n: number) => replace(el, l10n.t('{0} of them shown', n));",
        "export const c = (el: HTMLElement, title: string) => replace(el, title, ' · ', '—');",
        "export const d = (el: HTMLElement) => el.setAttribute('aria-rowcount', '12');",
        "export const e = (x?: string) => x ?? 'hour';",
        "export const f = (x?: string) => x || 'codicon-bell';",
        "export const g = (x?: string) => x ?? '$(bell)';",
        "export const i = (x?: string) => x ?? 'socialPulse.openTopic';",
        "export const j = (x?: string) => x ?? '1px solid var(--vscode-focusBorder)';",
        "export const k = (x?: string) => x ?? 'CSV';",
        "export const m = (bundle: Record<string, string>) => bundle['Loading…'] ?? 'Loading…';",
        "export const n = (x?: string) => x || l10n.t('Untitled');",
      ]) assert.equal(await lint(line), 0, line);
    });
  });

  describe('lint: English given to a helper\'s title is English a person reads', function () {
    // the parameter's name is read from the signature: the project's types are loaded
    this.timeout(180_000);
    const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === 'l10n/localised-sinks' });
    const lint = async (line: string): Promise<number> => {
      const file = path.join(ROOT, 'src/features/panels/export.ts');
      const [result] = await eslint.lintText(`${fs.readFileSync(file, 'utf8')}\n${line}\n`, { filePath: file });
      return result!.messages.length;
    };

    it('fails on English given as a helper\'s title or a VS Code call\'s label, passes words through l10n.t and ids', async () => {
      const helper = 'function titled(id: string, title: string, ...detail: string[]): string { return [id, title, ...detail].join(); }';
      for (const [line, found] of [
        [`${helper} export const a = titled('x', 'Paste the New Secret');`, 1],
        [`${helper} export const b = titled('x', 'Supportive');`, 1],
        [`${helper} export const c = titled('x', l10n.t('Supportive'), 'Critical', 'Mixed');`, 2],
        [`${helper} export const d = titled('Some id with words', 'hour', 'by');`, 0],
        ["export const e = () => vscode.notebooks.createNotebookController('id', 'type', 'Pulse notebooks');", 1],
        ["export const f = () => vscode.notebooks.createNotebookController('id', 'type', 'Social Pulse');", 0],
      ] as const) assert.equal(await lint(line), found, line);
    });
  });
});
