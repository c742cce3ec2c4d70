// Loads a CommonJS bundle as `require` does, but with the code V8 compiled for it at an earlier
// start: a start then skips parsing and compiling the bundle and the functions it ran (in plain
// Node, the client's first request 56 ms instead of 88: npm run bench:first-request). That code
// is saved beside the bundle, in dist/.code-cache, some seconds after a load that had none, so it
// holds what a start runs; where the folder is read-only each start compiles, as `require` does.
// No `vscode` import: dist/extension.js loads the editor layer with it before activation.
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import Module from 'node:module';
import * as path from 'node:path';
import * as vm from 'node:vm';

/** Long enough for a start's first views and requests to have run (their code is what is saved). */
const SAVE_AFTER_MS = 20_000;
const CACHE_DIR = '.code-cache';
const CHECKSUM_BYTES = 32;

const sha256 = (...parts: (string | Buffer)[]): Buffer => parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest();

/**
 * The cache file of this bundle text for this V8 and architecture. V8 checks its version and flags
 * itself, but of the source only its length: the name carries a hash of the text.
 */
function cacheFileFor(file: string, source: Buffer): string {
  const key = sha256(source, `\0${process.versions.v8}\0${process.arch}`).toString('hex').slice(0, 24);
  return path.join(path.dirname(file), CACHE_DIR, `${path.basename(file)}-${key}.bin`);
}

/** The saved code, if the file is whole (a checksum leads it: V8 does not check the payload). */
function readCache(cacheFile: string): Buffer | undefined {
  let data: Buffer;
  try {
    data = fs.readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  const payload = data.subarray(CHECKSUM_BYTES);
  return data.length > CHECKSUM_BYTES && sha256(payload).equals(data.subarray(0, CHECKSUM_BYTES)) ? payload : undefined;
}

/** Writes the code compiled so far, whole or not at all; older caches of the bundle go. */
function saveCache(script: vm.Script, cacheFile: string): void {
  const dir = path.dirname(cacheFile);
  const prefix = `${path.basename(cacheFile).replace(/-[0-9a-f]+\.bin$/, '')}-`;
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    const payload = script.createCachedData();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(temporary, Buffer.concat([sha256(payload), payload]));
    fs.renameSync(temporary, cacheFile);
    for (const name of fs.readdirSync(dir)) {
      if (name.startsWith(prefix) && name.endsWith('.bin') && name !== path.basename(cacheFile)) fs.rmSync(path.join(dir, name), { force: true });
    }
  } catch {
    // a folder we may not write (a read-only installation): each start compiles, as without a cache
    fs.rm(temporary, { force: true }, () => undefined);
  }
}

export interface LoadedBundle {
  readonly exports: unknown;
  /** It ran from the code saved at an earlier start (false also when it was loaded already). */
  readonly fromCache: boolean;
}

/**
 * `require(file)` for a bundle of ours, compiled from the saved code when there is some; without,
 * the code is saved `saveAfterMs` later. Throws what `require` would for a missing file or an error
 * at the bundle's top level.
 */
export function requireWithCodeCache(file: string, saveAfterMs = SAVE_AFTER_MS): LoadedBundle {
  const loaded = require.cache[file];
  if (loaded) return { exports: loaded.exports, fromCache: false };
  const source = fs.readFileSync(file);
  const cacheFile = cacheFileFor(file, source);
  const cachedData = readCache(cacheFile);
  const script = new vm.Script(Module.wrap(source.toString('utf8')), {
    filename: file,
    cachedData,
    // as for a module that `require` loads (one bundle imports a Node built-in this way)
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const fromCache = cachedData !== undefined && !script.cachedDataRejected;
  const module = new Module(file, require.main);
  module.filename = file;
  require.cache[file] = module;
  try {
    const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
    // the editor's host finds which extension asks for `vscode` by the requiring module's file
    wrapper.call(module.exports, module.exports, Module.createRequire(file), module, file, path.dirname(file));
  } catch (e) {
    delete require.cache[file];
    throw e;
  }
  module.loaded = true;
  if (!fromCache) setTimeout(() => saveCache(script, cacheFile), saveAfterMs).unref();
  return { exports: module.exports, fromCache };
}
