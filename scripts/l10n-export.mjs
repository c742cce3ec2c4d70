// `npm run l10n`: l10n/bundle.l10n.json, every `l10n.t('…')` of src/ extracted by @vscode/l10n-dev.
// Code that runs without `vscode` (pure floors, the webview) imports src/shared/format/l10n.ts as `l10n`;
// l10n-dev finds only calls on `vscode` or `@vscode/l10n`, so it reads those imports as the latter
// (same call shape). `node scripts/l10n-export.mjs --check` fails when the bundle is stale.
// l10n-dev takes about a second per 20 KB of source it parses, so it is given only the calls: each
// `l10n.t(…)` of every file, found by TypeScript's parser, one after another in one text.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getL10nJson } from '@vscode/l10n-dev';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE = path.join(root, 'l10n', 'bundle.l10n.json');

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** The text of every `l10n.t(…)` / `vscode.l10n.t(…)` call in `text`. */
function l10nCalls(file, text) {
  const calls = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && /(^|\.)l10n\.t$/.test(node.expression.getText())) calls.push(node.getText());
    else ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return calls;
}

/** The bundle as the sources ask for it, serialised as the file is written. */
export async function extractedBundle() {
  const calls = sources(path.join(root, 'src')).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return text.includes('l10n.t(') ? l10nCalls(file, text) : [];
  });
  // as l10n-dev reads them: calls on @vscode/l10n
  const files = [{ extension: '.ts', contents: `import * as l10n from '@vscode/l10n';\n${calls.map((c) => `${c.replace(/^(vscode\.)?l10n\.t/, 'l10n.t')};`).join('\n')}\n` }];
  const bundle = await getL10nJson(files);
  const sorted = Object.fromEntries(Object.keys(bundle).sort().map((k) => [k, bundle[k]]));
  return JSON.stringify(sorted, null, 2) + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await extractedBundle();
  if (process.argv.includes('--check')) {
    const stale = !fs.existsSync(BUNDLE) || fs.readFileSync(BUNDLE, 'utf8') !== text;
    if (stale) { console.error('l10n/bundle.l10n.json is stale: run `npm run l10n`'); process.exit(1); }
  } else {
    fs.mkdirSync(path.dirname(BUNDLE), { recursive: true });
    fs.writeFileSync(BUNDLE, text);
    console.log(`${path.relative(root, BUNDLE)}: ${Object.keys(JSON.parse(text)).length} strings`);
  }
}
