// Bundles loaded with the code V8 compiled at an earlier start (src/main/startup/codeCache.ts). Each
// load runs in a fresh Node process, as each start of the editor's host does: the first compiles
// and saves, the next runs from the saved code, and a changed bundle or a damaged or unwritable
// cache only costs the compile.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const LOADER = path.join(__dirname, '..', '..', 'src', 'main', 'startup', 'codeCache.js');

/** Loads `file` in a fresh process (its cache saved at once) and reports what the bundle gave. */
function loadFresh(file: string): { fromCache: boolean; value: unknown; dirname: unknown; joined: unknown } {
  const script = `
    const { requireWithCodeCache } = require(${JSON.stringify(LOADER)});
    const { exports, fromCache } = requireWithCodeCache(${JSON.stringify(file)}, 0);
    // the save runs on a timer that does not keep the process alive
    setTimeout(() => console.log(JSON.stringify({ fromCache, value: exports.value(), dirname: exports.dirname, joined: exports.joined })), 50);`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as ReturnType<typeof loadFresh>;
}

const bundle = (value: number): string =>
  `exports.value = function () { return ${value}; };\nexports.dirname = __dirname;\nexports.joined = require('node:path').join('a', 'b');\n`;

describe('bundles loaded with saved compiled code', () => {
  let dir: string;
  let file: string;
  const cacheFiles = (): string[] => fs.readdirSync(path.join(dir, '.code-cache'));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-pulse-code-cache-'));
    file = path.join(dir, 'bundle.js');
    fs.writeFileSync(file, bundle(42));
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('compiles and saves at the first load, runs from the saved code at the next', () => {
    assert.deepEqual(loadFresh(file), { fromCache: false, value: 42, dirname: dir, joined: path.join('a', 'b') });
    assert.equal(cacheFiles().length, 1);
    assert.deepEqual(loadFresh(file), { fromCache: true, value: 42, dirname: dir, joined: path.join('a', 'b') });
  });

  it('never runs code saved for another text of the bundle, even of the same length', () => {
    loadFresh(file);
    fs.writeFileSync(file, bundle(43));
    assert.equal(fs.statSync(file).size, Buffer.byteLength(bundle(42)));
    assert.deepEqual({ ...loadFresh(file), dirname: undefined, joined: undefined }, { fromCache: false, value: 43, dirname: undefined, joined: undefined });
    // the new text's code replaced the old
    assert.equal(cacheFiles().length, 1);
    assert.equal(loadFresh(file).fromCache, true);
  });

  it('compiles when the saved code is damaged, and saves it anew', () => {
    loadFresh(file);
    const saved = path.join(dir, '.code-cache', cacheFiles()[0]!);
    const data = fs.readFileSync(saved);
    data[data.length - 1] ^= 0xff;
    fs.writeFileSync(saved, data);
    assert.equal(loadFresh(file).fromCache, false);
    assert.equal(loadFresh(file).fromCache, true);
  });

  it('compiles each time, as require would, where the cache cannot be written', () => {
    fs.writeFileSync(path.join(dir, '.code-cache'), 'a file where the folder would be');
    assert.deepEqual(loadFresh(file).value, 42);
    assert.deepEqual(loadFresh(file).fromCache, false);
    assert.deepEqual(fs.readdirSync(dir).sort(), ['.code-cache', 'bundle.js']);
  });

  it('runs a bundle once per process: a later load gives the same module, as require does', () => {
    fs.writeFileSync(file, 'globalThis.runs = (globalThis.runs || 0) + 1;\nexports.made = {};');
    const script = `
      const { requireWithCodeCache } = require(${JSON.stringify(LOADER)});
      const first = requireWithCodeCache(${JSON.stringify(file)}, 0);
      const second = requireWithCodeCache(${JSON.stringify(file)}, 0);
      console.log(JSON.stringify({ runs: globalThis.runs, same: first.exports.made === second.exports.made, fromCache: second.fromCache }));`;
    assert.deepEqual(JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })), { runs: 1, same: true, fromCache: false });
  });

  it('throws what the bundle throws, and a later load runs it again', () => {
    fs.writeFileSync(file, 'throw new Error("broken at the top");');
    const script = `
      const { requireWithCodeCache } = require(${JSON.stringify(LOADER)});
      for (let i = 0; i < 2; i++) try { requireWithCodeCache(${JSON.stringify(file)}, 0); } catch (e) { console.log(e.message); }`;
    assert.equal(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }), 'broken at the top\nbroken at the top\n');
  });
});
