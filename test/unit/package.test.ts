// What ships is what the tests run: the .vsix made as `npm run package` makes it holds every file
// the manifest names or the code loads by path, none of the sources, tests, source maps or the
// compiled code the extension saves at run time, and a README (the listing) whose every picture
// VS Code's extension details page can show. It packs what dist/ holds now: build first.
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '../../..');

interface VsixScripts {
  readVsix(file: string): Map<string, Buffer>;
  pictureSources(markdown: string): string[];
  listingReadme(markdown: string, o: { hosted: boolean }): string;
}
const vsixScripts = (): Promise<VsixScripts> =>
  (new Function('p', 'return import(p)') as (p: string) => Promise<VsixScripts>)(path.join(ROOT, 'scripts/vsix.mjs'));

/** A manifest value that names a file of the extension (folder and name, with its extension). */
const FILE_PATH = /^(\.\/)?[\w.-]+(\/[\w.-]+)+\.(js|mjs|cjs|json|png|svg|gif|jpe?g|webp|md|css|ttf|woff2?)$/i;

/** Every file path in a manifest value. */
function namedFiles(value: unknown): string[] {
  if (typeof value === 'string') return FILE_PATH.test(value) ? [path.posix.normalize(value)] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(namedFiles);
  return [];
}

/** Files under `dir` (relative to the root, with /), recursively. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** A source map and saved compiled code, as a development build and a run of the extension leave them. */
const PLANTED = ['dist/.code-cache/package-test.cache', 'dist/package-test.js.map', 'dist/notebookRenderer/package-test.js.map'];

describe('the packaged extension (.vsix)', function () {
  this.timeout(180000);
  let work: string;
  let vsix: Map<string, Buffer>;
  let shipped: Set<string>;
  let scripts: VsixScripts;
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown> & { main: string };

  before(async () => {
    assert.ok(fs.existsSync(path.join(ROOT, manifest.main)), `${manifest.main} is missing: npm run build first`);
    for (const file of PLANTED) {
      fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
      fs.writeFileSync(path.join(ROOT, file), 'planted by test/unit/package.test.ts');
    }
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'social-pulse-vsix-'));
    const file = path.join(work, 'social-pulse.vsix');
    const made = spawnSync(process.execPath, ['scripts/package.mjs', '--no-build', '--out', file], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(made.status, 0, `scripts/package.mjs failed:\n${made.stdout}\n${made.stderr}`);
    scripts = await vsixScripts();
    vsix = scripts.readVsix(file);
    shipped = new Set([...vsix.keys()].filter((n) => n.startsWith('extension/')).map((n) => n.slice('extension/'.length)));
  });

  after(() => {
    for (const file of PLANTED) fs.rmSync(path.join(ROOT, file), { force: true });
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  const missing = (files: string[]): string[] => files.filter((f) => !shipped.has(f));

  it('holds every file the manifest names: entry points, the notebook renderer, icons, walkthrough media', () => {
    // not the tools' (scripts, dependencies), nor a setting's default: a file of the person's folder
    const declared = { ...manifest, scripts: undefined, devDependencies: undefined, dependencies: undefined,
      contributes: { ...(manifest.contributes as object), configuration: undefined } };
    const named = [...new Set(namedFiles(declared))];
    const renderers = (manifest.contributes as { notebookRenderer: { entrypoint: string }[] }).notebookRenderer;
    for (const f of [manifest.main, manifest.icon as string, ...renderers.map((r) => r.entrypoint)]) {
      assert.ok(named.includes(path.posix.normalize(f)), `the manifest walk found ${f}`);
    }
    assert.deepEqual(named.filter((f) => !fs.existsSync(path.join(ROOT, f))), [], 'the manifest names files the folder lacks');
    assert.deepEqual(missing(named), [], 'files the manifest names are not in the .vsix');
  });

  it('holds the l10n bundles and the manifest\'s translations (package.nls*.json)', () => {
    const l10n = filesUnder(path.posix.normalize(manifest.l10n as string)).filter((f) => f.endsWith('.json'));
    const nls = fs.readdirSync(ROOT).filter((f) => /^package\.nls(\.[\w-]+)?\.json$/.test(f));
    assert.ok(l10n.length >= 2 && nls.length >= 2, `l10n ${l10n.join(', ')}; nls ${nls.join(', ')}`);
    assert.deepEqual(missing([...l10n, ...nls]), []);
  });

  it('holds every bundle the code loads by a computed path, and every file the build wrote', () => {
    const source = filesUnder('src').filter((f) => f.endsWith('.ts')).map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8')).join('\n');
    const loaded = [...source.matchAll(/loadBundle(?:<\w+>)?\('([\w-]+\.js)'|path\.join\(__dirname, '([\w-]+\.js)'\)/g)]
      .map((m) => `dist/${m[1] ?? m[2]}`);
    for (const bundle of ['dist/editor.js', 'dist/client.js', 'dist/panels.js', 'dist/notebook.js']) assert.ok(loaded.includes(bundle), bundle);
    assert.deepEqual(missing(loaded), [], 'bundles the code loads are not in the .vsix');
    const built = filesUnder('dist').filter((f) => !f.endsWith('.map') && !f.startsWith('dist/.code-cache/'));
    assert.ok(built.some((f) => f.startsWith('dist/webview/')) && built.some((f) => f.startsWith('dist/notebookRenderer/')), built.join(', '));
    assert.deepEqual(missing(built), [], 'files the build wrote are not in the .vsix');
  });

  it('leaves out sources, tests, source maps and the compiled code saved at run time', () => {
    const unwanted = [...shipped].filter((f) => f.endsWith('.map') || f.startsWith('dist/.code-cache/')
      || /^(src|test|out|scripts|bench|node_modules|\.vscode)\//.test(f) || /^(tsconfig.*\.json|esbuild\.mjs|eslint\.config\.mjs|\.vscodeignore)$/.test(f));
    assert.deepEqual(unwanted, []);
  });

  it('has a README (the listing) whose every picture the extension details page can show', () => {
    const readme = vsix.get('extension/readme.md')?.toString('utf8');
    assert.ok(readme, `no extension/readme.md in ${[...vsix.keys()].join(', ')}`);
    // VS Code renders it under `img-src https: data:` with no base address: a path is never shown
    const unshown = scripts.pictureSources(readme).filter((src) => !src.startsWith('https://'));
    assert.deepEqual(unshown, [], 'pictures the details page cannot show');
    // everything else README.md says is there; a link to a file of the folder keeps its words
    const source = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const lost = source.split('\n').filter((line) => !line.includes('![')).map((line) => line.replace(/\]\(<([^>]*)>\)/g, ']($1)')
      .replace(/(?<!!)\[([^\]]+)\]\((?!https?:\/\/|#|mailto:)[^)]*\)/g, '$1'))
      .filter((line) => !readme.includes(line));
    assert.deepEqual(lost, []);
  });

  it('README.md\'s pictures are files of the folder, which vsce links to a repository once package.json names one', () => {
    const source = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const pictures = scripts.pictureSources(source);
    assert.ok(pictures.length >= 6, pictures.join(', '));
    assert.deepEqual(pictures.filter((p) => !fs.existsSync(path.join(ROOT, p))), []);
    assert.deepEqual(scripts.pictureSources(scripts.listingReadme(source, { hosted: true })), pictures);
  });
});
