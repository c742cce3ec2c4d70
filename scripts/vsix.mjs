// The .vsix: made by vsce from the working folder with vsce's checks on, and read back.
// scripts/package.mjs (`npm run package`) makes it; test/unit/package.test.ts reads what it holds.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/**
 * Packs what dist/ holds now, with the rest .vscodeignore lets in, into the .vsix at `out`.
 * The README is packed as the listing (see listingReadme). With no repository in package.json
 * vsce would ask whether to go on; the answer is yes, said here, until the project has a public
 * repository to name.
 */
export async function makeVsix(out) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const hosted = manifest.repository !== undefined;
  fs.mkdirSync(path.join(root, 'out'), { recursive: true });
  // vsce packs a readme only from inside the folder it packs
  const listingDir = fs.mkdtempSync(path.join(root, 'out', 'listing-'));
  const listing = path.join(listingDir, 'README.md');
  fs.writeFileSync(listing, listingReadme(fs.readFileSync(path.join(root, 'README.md'), 'utf8'), { hosted }));
  const { createVSIX } = require('@vscode/vsce');
  try {
    await createVSIX({
      cwd: root,
      packagePath: out,
      dependencies: false,
      readmePath: path.relative(root, listing).split(path.sep).join('/'),
      ...(hosted ? {} : { allowMissingRepository: true }),
    });
  } finally {
    fs.rmSync(listingDir, { recursive: true, force: true });
  }
  return { hosted };
}

/**
 * The README as the listing shows it: VS Code's extension details page and a registry's page.
 * The details page renders the installed .vsix's readme.md with no base address, under
 * `img-src https: data:`: a picture given by a path shows as a broken image even when the package
 * holds it (seen in code-server 4.139.1). vsce accepts only https pictures and links a relative
 * picture or link to the repository package.json names. So:
 * - a repository named: the README as it is, vsce links its pictures to the repository;
 * - none named (so far): the pictures given by a path are left out, and a table row left empty
 *   with them, rather than shown broken, and a link to a file of the folder keeps only its words;
 *   README.md keeps them for whoever reads it in the folder.
 * A link written `[text](<https://…>)` (the digest's way) is written `[text](https://…)`, the same
 * link: vsce takes the first form for a relative path.
 */
export function listingReadme(markdown, { hosted }) {
  const unwrapped = markdown.replace(/\]\(<(https?:\/\/[^\s<>()]+)>\)/g, (_, url) => `](${url})`);
  if (hosted) return unwrapped;
  return unwrapped.split('\n').flatMap((line) => {
    const kept = line.replace(/!\[[^\]]*\]\((?!https:\/\/)[^)]*\)/g, '');
    return kept !== line && /^[\s|]*$/.test(kept) ? [] : [kept];
  }).join('\n')
    // a link to a file of the folder (CONTRIBUTING.md) has no address in the listing either: its words stay
    .replace(/(?<!!)\[([^\]]+)\]\((?!https?:\/\/|#|mailto:)[^)]*\)/g, '$1');
}

/** The `src` of every picture in `markdown`, as vsce renders it (markdown-it, HTML allowed). */
export function pictureSources(markdown) {
  const vsceRequire = createRequire(require.resolve('@vscode/vsce/package.json'));
  const html = vsceRequire('markdown-it')({ html: true }).render(markdown);
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)].map((m) => decodeURI(m[1]));
}

/** The files of a .vsix (a zip): path → contents. */
export function readVsix(file) {
  const zip = fs.readFileSync(file);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error(`${file} is not a zip file`);
  const files = new Map();
  let at = zip.readUInt32LE(end + 16);
  for (let i = zip.readUInt16LE(end + 10); i > 0; i--) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`${file}: broken central directory`);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? zlib.inflateRawSync(data) : data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}
