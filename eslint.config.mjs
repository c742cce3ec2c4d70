// `npm run lint` (and a step of `npm test`): the layer boundaries of the architecture (which
// folder may import what) and a few rules for real defects. No style rules.
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { commandRule, pureRule, rankRule } from './scripts/lint-floors.mjs';
import { callTimeWords, localisedSinks } from './scripts/lint-l10n.mjs';

const VSCODE = { name: 'vscode', message: 'This layer runs without VS Code (plain Node or the browser): no `vscode` import.' };
const NODE = { regex: '^node:', message: 'Code bundled into the webview runs in the browser: no Node built-ins.' };

const viaSinks = (what, instead) => `${what} shows service text: use ${instead} from src/editor/sinks, which takes only neutralised text.`;
/** Calls that put text in front of a person, each allowed only inside its sink module (src/editor/sinks). */
const SINKS = [
  { selector: "CallExpression[callee.property.name=/^show(Information|Warning|Error)Message$/]", message: viaSinks('A notification', 'showInfo/showWarning/showError with notice`…`') },
  { selector: "CallExpression[callee.property.name=/^(showQuickPick|createQuickPick)$/]", message: viaSinks('A quick pick', 'showPick/createPick with pick`…`') },
  { selector: "NewExpression[callee.property.name='TreeItem']", message: viaSinks('A tree row', 'treeItem with label`…`') },
  { selector: "NewExpression[callee.property.name='MarkdownString']", message: viaSinks('Markdown', 'untrustedMarkdown with markdown`…`') },
];
/** A chat response stream's text parts. */
const CHAT_SINKS = [
  { selector: "CallExpression[callee.property.name=/^(markdown|progress|warning)$/][callee.object.name=/stream$/i]", message: viaSinks('A chat answer', 'the chat sink') },
];

/**
 * How a relative import from a file `depth` folders below a folder src/<group>/<name> leaves it:
 * into a folder beside it in its group (`sibling`), or up to src/ and into another group (`root`).
 */
function exits(depth) {
  return { sibling: `^(\\.\\./){${depth + 1}}(?!\\.\\./)`, root: `^(\\.\\./){${depth + 2}}` };
}

/**
 * Patterns that let the folder `folder` (src/<group>/<name>) import from outside itself only the
 * paths of `allowed` (below src/, as regexes: 'shared/protocol/', 'shared/items$').
 */
function onlyImports(folder, depth, allowed, message) {
  const group = folder.split('/')[1];
  const siblings = allowed.filter((a) => a.startsWith(`${group}/`)).map((a) => a.slice(group.length + 1));
  const not = (list) => (list.length ? `(?!(${list.join('|')}))` : '');
  const { sibling, root } = exits(depth);
  return [{ regex: `${sibling}${not(siblings)}`, message }, { regex: `${root}${not(allowed)}`, message }];
}

/** Only types from `target` (below src/), for a folder of src/<group>/ at `depth`. */
function typesOnly(folder, depth, target, message) {
  const group = folder.split('/')[1];
  const { sibling, root } = exits(depth);
  const inGroup = target.startsWith(`${group}/`) ? [{ regex: `${sibling}${target.slice(group.length + 1)}`, allowTypeImports: true, message }] : [];
  return [...inGroup, { regex: `${root}${target}`, allowTypeImports: true, message }];
}

/** What code bundled into the webview may import from outside its folder (see sharedOnly). */
const BROWSER_SAFE = ['shared/protocol/', 'shared/format/', 'shared/figures/', 'service/api/', 'shared/items$'];

/**
 * What code bundled into the webview may import from outside its folder: the protocol, display
 * formatting, the catalogue of figures and the subject model (pure and browser-safe), the client's value lists
 * (src/service/api/values.ts: constants only), and only types from the rest of the client.
 * Everything else is host code and stays out of the browser bundle.
 */
function sharedOnly(folder, depth, who, more = []) {
  return [
    ...onlyImports(folder, depth, [...BROWSER_SAFE, ...more],
      `${who} may import only src/shared/protocol, src/shared/format, src/shared/figures and src/shared/items from outside: host code stays out of the webview bundle.`),
    ...typesOnly(folder, depth, 'service/api/(?!values$)', `${who} may take only types from src/service/api (\`import type\`): the client is host code.`),
  ];
}

/**
 * One config per folder depth below `folder`: a rule sees only the import's text, and how many
 * `../` lead out of the folder depends on how deep the importing file sits.
 */
function layer(folder, patternsAt) {
  return [0, 1, 2, 3].map((depth) => ({
    files: [`${folder}/${'*/'.repeat(depth)}*.ts`],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [VSCODE], patterns: patternsAt(depth, folder) }],
    },
  }));
}

const SRC = path.join(import.meta.dirname, 'src');
const ITEMS_ONLY = 'The subject model (shared with the webview) imports only src/shared/protocol, src/shared/format, src/shared/figures and types of src/service/api.';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.vscode-test/**', 'test-results/**'] },
  {
    files: ['src/**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // a promise nobody awaits or marks with `void` loses its rejection
      '@typescript-eslint/no-floating-promises': 'error',
      // an async callback where its promise is dropped (event handlers, conditions)
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      'no-cond-assign': 'error',
      'no-debugger': 'error',
      'no-dupe-keys': 'error',
      'no-fallthrough': 'error',
      'no-self-compare': 'error',
      'no-unreachable': 'error',
    },
  },
  // the floors in their order, every other folder a feature, no feature importing another nor
  // running another's command by its id; no `vscode` in a core/ folder or a pure floor (scripts/lint-floors.mjs)
  {
    files: ['src/**/*.ts'],
    plugins: { floors: { rules: { rank: rankRule(SRC), pure: pureRule(SRC), commands: commandRule(SRC) } } },
    rules: { 'floors/rank': 'error', 'floors/pure': 'error', 'floors/commands': 'error' },
  },
  // service text reaches the editor's sinks only through their neutralisers (src/editor/sinks)
  {
    files: ['src/**/*.ts'],
    ignores: ['src/editor/sinks/**'],
    rules: { 'no-restricted-syntax': ['error', ...SINKS] },
  },
  {
    files: ['src/features/chat/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SINKS, ...CHAT_SINKS] },
  },
  // our words reach a person only through the l10n bundle (scripts/lint-l10n.mjs)
  {
    files: ['src/**/*.ts'],
    ignores: ['src/editor/sinks/**', 'src/service/api/**', 'src/service/demo/**'],
    plugins: { l10n: { rules: { 'localised-sinks': localisedSinks } } },
    rules: { 'l10n/localised-sinks': 'error' },
  },
  // our words are looked up when shown, not when a module loads (scripts/lint-l10n.mjs)
  {
    files: ['src/**/*.ts'],
    ignores: ['src/browser/webview/**'],
    plugins: { 'l10n-timing': { rules: { 'call-time': callTimeWords } } },
    rules: { 'l10n-timing/call-time': 'error' },
  },
  // the client never reaches up into the editor layer; the emulator only into the client
  ...layer('src/service/api', (d, f) => onlyImports(f, d, [], 'src/service/api imports only src/service/api: the editor layer depends on the client, never the reverse.')),
  ...layer('src/service/demo', (d, f) => onlyImports(f, d, ['service/api/'], 'src/service/demo imports only src/service/demo and src/service/api.')),
  // shared by host and webview, so held to the webview's rules
  ...layer('src/shared/protocol', (d, f) => [NODE, ...sharedOnly(f, d, 'Code shared with the webview')]),
  ...layer('src/shared/format', (d, f) => [NODE, ...sharedOnly(f, d, 'Code shared with the webview')]),
  // the catalogue of figures: what each figure is, how it is derived and formatted; below the
  // protocol and every surface, above the formatting it builds on
  ...layer('src/shared/figures', (d, f) => [
    NODE,
    ...onlyImports(f, d, ['shared/format/', 'service/api/'], 'src/shared/figures imports only src/shared/format and types of src/service/api: every surface reads it, so it sits below them all.'),
    ...typesOnly(f, d, 'service/api/', 'src/shared/figures takes only types from src/service/api (`import type`): it describes answers, it does not fetch them.'),
  ]),
  // pure shared floors under the features: what a subject's data is and how to get it on a plan
  // (queries), and the markdown and tables written from it (render)
  ...layer('src/shared/queries', (d, f) => onlyImports(f, d, ['service/api/', 'shared/protocol/', 'shared/format/', 'shared/figures/', 'shared/render/', 'shared/lookup/', 'shared/items$'],
    'src/shared/queries imports only src/service/api, src/shared/items, src/shared/protocol, src/shared/format, src/shared/figures, src/shared/render and src/shared/lookup (pure: how typed names and addresses read): it sits below every feature.')),
  ...layer('src/shared/render', (d, f) => [
    ...onlyImports(f, d, ['shared/format/', 'shared/figures/', 'shared/protocol/', 'service/api/', 'shared/items$'],
      'src/shared/render imports only src/shared/format, src/shared/figures, src/shared/protocol, src/shared/items and types of src/service/api: it sits below every feature.'),
    ...typesOnly(f, d, 'service/api/', 'src/shared/render takes only types from src/service/api (`import type`): it writes data, it does not fetch it.'),
  ]),
  // the sinks sit below every feature; their neutralisers are pure
  ...[['src/editor/sinks/*.ts', []], ['src/editor/sinks/neutral.ts', [VSCODE]]].map(([files, paths]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns: onlyImports('src/editor/sinks', 0, ['shared/format/'], 'src/editor/sinks imports only src/shared/format.') }],
    },
  })),
  ...layer('src/browser/webview', (d, f) => [NODE, ...sharedOnly(f, d, 'Webview code')]),
  // the notebook renderer's browser code: what a webview may import, and the panels' chart parts
  ...layer('src/features/notebookRenderer', (d, f) => [NODE, ...sharedOnly(f, d, 'Notebook renderer code', ['browser/webview/parts/', 'browser/webview/dom$'])]),
  // the webview host's loop, unit-tested in plain Node with a stand-in webview (shell.ts wires VS Code in)
  {
    files: ['src/editor/panelHost/{host,sections,provider,registry}.ts'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ ...VSCODE, allowTypeImports: true }] }] },
  },
  {
    files: ['src/shared/items.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [VSCODE], patterns: [NODE,
        { regex: '^\\./(?!(protocol|format|figures)/)', message: ITEMS_ONLY },
        { regex: '^\\.\\./(?!service/api/)', message: ITEMS_ONLY },
        { regex: '^\\.\\./service/api/(?!values$)', allowTypeImports: true, message: 'The subject model takes only types from src/service/api (`import type`): the client is host code.' }] }],
    },
  },
);
