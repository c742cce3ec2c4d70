// Activation figures: bundle sizes (raw and gzip) and how long activate() took inside a real
// extension host (recorded by test/integration/activation.test.ts during the integration run).
//   node scripts/bench-activation.mjs      (after `npm run build` and `npm run test:integration`)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const build = fs.existsSync(path.join(root, 'dist', 'extension.js.map')) ? 'development build' : 'production build';
console.log(`bundles (${build}; npm run build:prod for shipped sizes)`);

for (const bundle of ['dist/extension.js', 'dist/client.js', 'dist/emulator.js', 'dist/mcp-probe.js', 'dist/llhttp-wasm.js', 'dist/webview/webview.js']) {
  const file = path.join(root, bundle);
  if (!fs.existsSync(file)) { console.log(`${bundle.padEnd(24)} not built`); continue; }
  const body = fs.readFileSync(file);
  console.log(`${bundle.padEnd(24)} ${kb(body.length).padStart(9)}  (${kb(gzipSync(body).length)} gzip)`);
}

const figure = path.join(root, 'test-results', 'activation.json');
if (fs.existsSync(figure)) {
  const { activateMs, vscode, at } = JSON.parse(fs.readFileSync(figure, 'utf8'));
  console.log(`${'activate()'.padEnd(24)} ${`${activateMs} ms`.padStart(9)}  (VS Code ${vscode}, extension host, ${at})`);
} else {
  console.log(`${'activate()'.padEnd(24)} not measured yet (npm run test:integration records it)`);
}
