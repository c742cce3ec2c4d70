// `npm run lint` (and a step of `npm test`): the layer boundaries of the architecture (which
// folder may import what) and a few rules for real defects. No style rules.
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { commandRule, pureRule, rankRule } from './scripts/lint-floors.mjs';
import { localisedSinks } from './scripts/lint-l10n.mjs';

const VSCODE = { name: 'vscode', message: 'This layer runs without VS Code (plain Node or the browser): no `vscode` import.' };
const NODE = { regex: '^node:', message: 'Code bundled into the webview runs in the browser: no Node built-ins.' };

const viaSinks = (what, instead) => `${what} shows service text: use ${instead} from src/sinks, which takes only neutralised text.`;
/** Calls that put text in front of a person, each allowed only inside its sink module (src/sinks). */
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

/** The start of a relative import that leaves a folder from a file `depth` folders below it. */
function leaving(depth) {
  return `^(\\.\\./){${depth + 1}}`;
}

/**
 * What code bundled into the webview may import from outside its folder: the protocol, display
 * formatting, the catalogue of figures and the subject model (pure and browser-safe), the client's value lists
 * (src/api/values.ts: constants only), and only types from the rest of the client.
 * Everything else is host code and stays out of the browser bundle.
 */
function sharedOnly(up, who) {
  return [
    {
      regex: `${up}(?!(protocol|format|figures|api)/|items$)`,
      message: `${who} may import only src/protocol, src/format, src/figures and src/items from outside: host code stays out of the webview bundle.`,
    },
    { regex: `${up}api/(?!values$)`, allowTypeImports: true, message: `${who} may take only types from src/api (\`import type\`): the client is host code.` },
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
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [VSCODE], patterns: patternsAt(leaving(depth)) }],
    },
  }));
}

const SRC = path.join(import.meta.dirname, 'src');

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
  // service text reaches the editor's sinks only through their neutralisers (src/sinks)
  {
    files: ['src/**/*.ts'],
    ignores: ['src/sinks/**'],
    rules: { 'no-restricted-syntax': ['error', ...SINKS] },
  },
  {
    files: ['src/chat/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SINKS, ...CHAT_SINKS] },
  },
  // our words reach a person only through the l10n bundle (scripts/lint-l10n.mjs)
  {
    files: ['src/**/*.ts'],
    ignores: ['src/sinks/**', 'src/api/**', 'src/demo/**'],
    plugins: { l10n: { rules: { 'localised-sinks': localisedSinks } } },
    rules: { 'l10n/localised-sinks': 'error' },
  },
  // the client never reaches up into the editor layer; the emulator only into the client
  ...layer('src/api', (out) => [{ regex: out, message: 'src/api imports only src/api: the editor layer depends on the client, never the reverse.' }]),
  ...layer('src/demo', (out) => [{ regex: `${out}(?!api/)`, message: 'src/demo imports only src/demo and src/api.' }]),
  // shared by host and webview, so held to the webview's rules
  ...layer('src/protocol', (out) => [NODE, ...sharedOnly(out, 'Code shared with the webview')]),
  ...layer('src/format', (out) => [NODE, ...sharedOnly(out, 'Code shared with the webview')]),
  // the catalogue of figures: what each figure is, how it is derived and formatted; below the
  // protocol and every surface, above the formatting it builds on
  ...layer('src/figures', (out) => [
    NODE,
    { regex: `${out}(?!(format|api)/)`, message: 'src/figures imports only src/format and types of src/api: every surface reads it, so it sits below them all.' },
    { regex: `${out}api/`, allowTypeImports: true, message: 'src/figures takes only types from src/api (`import type`): it describes answers, it does not fetch them.' },
  ]),
  // pure shared floors under the features: what a subject's data is and how to get it on a plan
  // (queries), and the markdown and tables written from it (render)
  ...layer('src/queries', (out) => [{ regex: `${out}(?!(api|protocol|format|figures|render|lookup)/|items$)`, message: 'src/queries imports only src/api, src/items, src/protocol, src/format, src/figures, src/render and src/lookup (pure: how typed names and addresses read): it sits below every feature.' }]),
  ...layer('src/render', (out) => [
    { regex: `${out}(?!(format|figures|protocol|api)/|items$)`, message: 'src/render imports only src/format, src/figures, src/protocol, src/items and types of src/api: it sits below every feature.' },
    { regex: `${out}api/`, allowTypeImports: true, message: 'src/render takes only types from src/api (`import type`): it writes data, it does not fetch it.' },
  ]),
  // the sinks sit below every feature; their neutralisers are pure
  ...[['src/sinks/*.ts', []], ['src/sinks/neutral.ts', [VSCODE]]].map(([files, paths]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns: [{ regex: '^\\.\\./(?!format/)', message: 'src/sinks imports only src/format.' }] }],
    },
  })),
  ...layer('src/webview', (out) => [NODE, ...sharedOnly(out, 'Webview code')]),
  // the notebook renderer's browser code: what a webview may import, and the panels' chart parts
  ...layer('src/notebookRenderer', (out) => [NODE, ...sharedOnly(`${out}(?!webview/(parts/|dom$))`, 'Notebook renderer code')]),
  // the webview host's loop, unit-tested in plain Node with a stand-in webview (shell.ts wires VS Code in)
  {
    files: ['src/webviewHost/{host,sections,provider,registry}.ts'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ ...VSCODE, allowTypeImports: true }] }] },
  },
  {
    files: ['src/items.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [VSCODE], patterns: [NODE, ...sharedOnly('^\\./', 'The subject model (shared with the webview)')] }],
    },
  },
);
