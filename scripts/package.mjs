// `npm run package`: the production build, then the .vsix made by vsce with its checks on
// (scripts/vsix.mjs). `npm test` runs the end-to-end suite on this file, installed.
//   node scripts/package.mjs [--out FILE] [--no-build]
// --out: where the .vsix goes (default social-pulse.vsix); --no-build: pack dist/ as it is.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeVsix, root } from './vsix.mjs';

const { values } = parseArgs({ options: {
  out: { type: 'string', default: 'social-pulse.vsix' },
  'no-build': { type: 'boolean', default: false },
} });
const out = path.resolve(root, values.out);

if (!values['no-build']) {
  const build = spawnSync(process.execPath, ['esbuild.mjs', '--production'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { hosted } = await makeVsix(out);
if (!hosted) {
  console.log('package.json names no repository: the listing (the README in the .vsix) leaves out the README\'s pictures, which it could show only from a public address');
}
console.log(`${path.relative(process.cwd(), out)}: ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
