// `npm test` (scripts/test-all.mjs) type-checks every TypeScript project under src/: the browser
// code has tsconfigs of its own that tsconfig.json excludes and esbuild never type-checks.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '../../..');

function tsconfigsUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return tsconfigsUnder(rel);
    return entry.name === 'tsconfig.json' ? [rel] : [];
  });
}

describe('npm test', () => {
  it('type-checks each tsconfig under src/ that tsconfig.json leaves out', () => {
    const steps = fs.readFileSync(path.join(ROOT, 'scripts/test-all.mjs'), 'utf8');
    const projects = tsconfigsUnder('src');
    assert.ok(projects.length >= 2, projects.join(', '));
    assert.deepEqual(projects.filter((p) => !steps.includes(`'tsc', '-p', '${p}', '--noEmit'`)), []);
  });
});
