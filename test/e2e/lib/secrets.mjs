// Finding keys where they must not be, and reading the editor's own secret store.
//
// Where code-server 4.139 keeps SecretStorage (read from its workbench.js and routes/vscode.js):
// the browser-side LocalStorageSecretStorageProvider holds every extension's secrets as ONE
// JSON record in the page's localStorage under "secrets.provider", sealed with AES-256-GCM:
// base64(clientKey[32] | iv[12] | ciphertext+tag). The AES key is clientKey XOR a server half
// that code-server mints once into <user-data-dir>/serve-web-key-half (POST /mint-key). So at
// rest the secrets lie in the Chromium profile (Local Storage/leveldb), encrypted, but whoever
// can read both that profile and the user-data dir can open them: that is VS Code's storage,
// not ours, and no plain copy of a key is expected anywhere.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every form a key could be written in: as is, URL-encoded, base64 (standard and URL-safe, at
 *  each of the three alignments it can have inside a longer base64 text), in UTF-8 and UTF-16LE. */
export function keyForms(key) {
  const texts = new Set([key, encodeURIComponent(key)]);
  const bytes = Buffer.from(key, 'utf8');
  for (let offset = 0; offset < 3; offset++) {
    const b64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    // only the characters that depend on the key alone, not on the bytes around it
    const from = Math.ceil((8 * offset) / 6);
    const to = Math.floor((8 * (offset + bytes.length)) / 6);
    const core = b64.slice(from, to);
    texts.add(core);
    texts.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  const forms = [];
  for (const text of texts) {
    forms.push({ name: `${describe(key, text)} (UTF-8)`, bytes: Buffer.from(text, 'utf8') });
    forms.push({ name: `${describe(key, text)} (UTF-16LE)`, bytes: Buffer.from(text, 'utf16le') });
  }
  return forms;
}

function describe(key, text) {
  if (text === key) return 'as is';
  if (text === encodeURIComponent(key)) return 'URL-encoded';
  return /[-_]/.test(text) && !/[+/]/.test(text) ? 'base64url' : 'base64';
}

/** The forms of `keys` found in `data` (a Buffer): [{ key, form }]. */
export function findIn(data, keys) {
  const found = [];
  for (const key of keys) {
    for (const form of keyForms(key)) if (data.indexOf(form.bytes) >= 0) found.push({ key, form: form.name });
  }
  return found;
}

/** Every regular file under `dir`. */
export function filesUnder(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile()) out.push(p);   // sockets, pipes and links are not content
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

/** Opens a sealed "secrets.provider" value with the server half of the key; undefined if it does not open. */
export function unseal(sealed, serverHalf) {
  try {
    const blob = Buffer.from(sealed, 'base64');
    if (blob.length < 60 || serverHalf.length !== 32) return undefined;
    const key = Buffer.alloc(32);
    for (let i = 0; i < 32; i++) key[i] = blob[i] ^ serverHalf[i];
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, blob.subarray(32, 44));
    decipher.setAuthTag(blob.subarray(blob.length - 16));
    return JSON.parse(Buffer.concat([decipher.update(blob.subarray(44, blob.length - 16)), decipher.final()]).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The editor's secret store as the page holds it now: { extension secret name: value }. */
export async function readSecretStore(page, userDataDir) {
  const sealed = await page.evaluate(() => localStorage.getItem('secrets.provider'));
  if (!sealed) return {};
  const record = unseal(sealed, fs.readFileSync(path.join(userDataDir, 'serve-web-key-half')));
  if (!record) throw new Error('the secret store does not open with the server half of its key');
  return record;
}

/**
 * Sealed copies of the secret store lying in the files of the browser's localStorage, each one
 * that opens, as a record, oldest first: LevelDB keeps earlier values in its tables (.ldb) and
 * appends new ones to its log (.log) until it compacts.
 */
export function sealedCopiesOnDisk(localStorageDir, serverHalf) {
  const records = [];
  const order = (f) => (f.endsWith('.log') ? 1 : 0);
  const files = filesUnder(localStorageDir).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  for (const file of files) {
    const text = fs.readFileSync(file).toString('latin1');
    for (const m of text.matchAll(/[A-Za-z0-9+/]{80,}={0,2}/g)) {
      const record = unseal(m[0], serverHalf);
      if (record) records.push({ file, record });
    }
  }
  return records;
}
