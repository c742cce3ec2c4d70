// The API key stays secret (runs after the other scenarios): a key set from the palette is used
// by the trees, a panel, a report and the MCP server, found in the editor's secret store, then
// removed through Manage API Keys and gone from that store. Last, every file the e2e runs left
// (user data, extensions, logs, settings, state, browser profile, captured frame HTML and browser
// storage) and the test output are scanned for every key the runs used, in every encoding.
import fs from 'node:fs';
import path from 'node:path';
import {
  answerInput, findInWebviews, notification, openContainer, pickQuickItem, runCommand, waitForTreeItems,
  waitInputClosed, welcomeButton,
} from '../../scripts/real-vscode/workbench.mjs';
import { repoRoot } from '../../scripts/real-vscode/tools.mjs';
import { freshKey, panelFrame, setKeyFromPalette, topRows, until, emulatorSettings } from './lib/social.mjs';
import { filesUnder, findIn, keyForms, readSecretStore, sealedCopiesOnDisk } from './lib/secrets.mjs';

export const name = 'secrets scan';
/** Runs after the other scenarios: it scans what they left. */
export const last = true;

const KEY = freshKey('scan');
const LABEL = 'scan test key';
const EXTENSION_SECRET = /^\{"extensionId":"socialpulse\.social-pulse","key":"socialPulse\.key\.[\w-]+"\}$/;

export async function setup(h) {
  const emulator = await h.startEmulator({ key: KEY, plan: 'builder', seed: 5 });
  return { settings: { ...emulatorSettings(emulator), 'chat.disableAIFeatures': false } };
}

export async function run(h) {
  const { page } = h;
  const userData = h.server.dirs.userData;
  const store = () => readSecretStore(page, userData);
  const holding = async (secret) => Object.values(await store()).includes(secret);

  await h.step('a key set from the palette is used by the trees, a panel, a report and the MCP server', async () => {
    await openContainer(page, 'Social Pulse');
    await setKeyFromPalette(page, LABEL, KEY);
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    // the report first: with a topic panel in front the command would take that topic without asking
    await runCommand(page, 'Social Pulse: Open Markdown Report...');
    await answerInput(page, 'bitcoin', { prompt: 'topic' });
    await waitInputClosed(page);
    await findInWebviews(page, '.report-markdown h1', { text: 'Bitcoin' });
    await topRows(page, 'Trending Topics').first().locator('.label-name').click();
    const frame = await panelFrame(page, 'Bitcoin', { view: 'topic' });
    await frame.locator('.section-summary .figure').first().waitFor();
    // the MCP server starts with the key as its bearer header
    await runCommand(page, 'MCP: List Servers');
    await pickQuickItem(page, 'Social Pulse');
    await pickQuickItem(page, 'Start Server');
    await page.locator('.part.panel .view-lines').filter({ hasText: /Discovered\s\d+\stools/ }).waitFor({ timeout: 60000 });
    await h.shot('secrets-key-in-use');
  });

  await h.step('the key is in the editor\'s secret store (sealed in the browser\'s localStorage)', async () => {
    await until(page, 'the secret store holds the key', () => holding(KEY));
    const names = Object.entries(await store()).filter(([, v]) => v === KEY).map(([k]) => k);
    if (names.length !== 1 || !EXTENSION_SECRET.test(names[0])) throw new Error(`the key is stored under ${JSON.stringify(names)}`);
    const sealed = await page.evaluate(() => localStorage.getItem('secrets.provider'));
    if (sealed.includes(KEY)) throw new Error('the secret store holds the key in plain text');
  });

  await h.step('Manage API Keys → Remove takes the key out of the secret store', async () => {
    await runCommand(page, 'Social Pulse: Manage API Keys');
    await pickQuickItem(page, LABEL);
    await pickQuickItem(page, 'Remove…');
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.filter({ hasText: `Remove the key "${LABEL}"` }).waitFor();
    await h.shot('secrets-remove-confirm');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await notification(page, `key "${LABEL}" removed`).waitFor();
    await until(page, 'the secret store no longer holds the key', async () => !(await holding(KEY)));
    const left = Object.keys(await store()).filter((k) => k.includes('socialPulse.key.'));
    if (left.length) throw new Error(`key entries left in the secret store: ${left.join(', ')}`);
    // with no key left the views, and the open panel's sections, offer to set one again
    await welcomeButton(page, 'Trending Topics', 'Set API Key').waitFor();
    const frame = await panelFrame(page, 'Bitcoin', { view: 'topic' });
    await frame.locator('.section-summary .error').getByRole('button', { name: 'Set API Key' }).waitFor();
    await h.shot('secrets-key-removed');
    // On disk (informational): Chromium writes localStorage to its LevelDB files lazily (here
    // up to about a minute later) and LevelDB keeps earlier values until it compacts, so sealed
    // copies from before the removal can lie there for a while, encrypted like the live one.
    const copies = sealedCopiesOnDisk(path.join(h.server.work, 'chromium-profile', 'Default', 'Local Storage'),
      fs.readFileSync(path.join(userData, 'serve-web-key-half')));
    const older = copies.filter((c) => Object.values(c.record).includes(KEY)).length;
    h.note(`on disk now: ${copies.length} sealed cop${copies.length === 1 ? 'y' : 'ies'} of the secret record in the browser's`
      + ` Local Storage files, ${older} from before the removal (encrypted; written and compacted by Chromium in its own time)`);
  });

  await h.step('no key used in the e2e runs is found in their files or in the test output', async () => {
    const keys = [...h.secrets];
    await h.capture('scan');   // this run's frames and browser storage, as the others' were saved
    // the scanner finds what it looks for: each form, in a buffer planted with it
    for (const key of keys) {
      const planted = Buffer.concat([Buffer.from('x{"token":"'), Buffer.from(`aa${key}zz`, 'utf16le'),
        Buffer.from(Buffer.from(`ab${key}`).toString('base64')), Buffer.from(`"}${encodeURIComponent(key)}`)]);
      if (findIn(planted, [key]).length < 3) throw new Error('the scanner misses planted keys');
    }
    const runs = [...h.runs.map((r) => r.work), h.server.work];
    const results = path.join(repoRoot, 'test-results');
    const files = [
      ...runs.flatMap((w) => filesUnder(w)),
      // this suite's results (screenshots are pictures; what they show is asserted in the steps)
      ...filesUnder(results).filter((f) => !f.endsWith('.png')),
    ];
    const tally = new Map();
    const hits = [];
    for (const file of files) {
      const data = fs.readFileSync(file);
      const kind = kindOf(file, runs, results);
      const t = tally.get(kind) ?? { files: 0, bytes: 0 };
      tally.set(kind, { files: t.files + 1, bytes: t.bytes + data.length });
      for (const hit of findIn(data, keys)) hits.push(`${file}: ${hit.form}`);
    }
    const output = Buffer.from(h.output(), 'utf8');
    tally.set('test output (runner and emulators)', { files: 1, bytes: output.length });
    for (const hit of findIn(output, keys)) hits.push(`test output: ${hit.form}`);
    h.note(`scanned ${runs.length} runs for ${keys.length} keys, ${keyForms(keys[0]).length} forms each:`);
    if (!tally.has('VS Code state (state.vscdb)')) h.note('  (no state.vscdb: code-server keeps VS Code\'s state in the browser\'s IndexedDB, scanned below)');
    for (const [kind, t] of [...tally].sort()) h.note(`  ${kind}: ${t.files} files, ${(t.bytes / 1e6).toFixed(1)} MB`);
    for (const must of ['Social Pulse output channel logs', 'captured frame HTML (workbench and webviews)', 'browser storage dump (localStorage, IndexedDB)', 'settings']) {
      if (!tally.get(must)?.files) throw new Error(`nothing scanned of: ${must}`);
    }
    if (hits.length) throw new Error(`keys found:\n${hits.join('\n')}`);
  });
}

/** What a scanned file is, for the summary. */
function kindOf(file, runs, results) {
  if (file.startsWith(results)) return 'test results (json, logs)';
  const work = runs.find((w) => file.startsWith(`${w}${path.sep}`));
  const rel = path.relative(work, file).split(path.sep);
  const base = path.basename(file);
  if (base === 'Social Pulse.log') return 'Social Pulse output channel logs';
  // code-server keeps VS Code's state in the browser's IndexedDB; a desktop build writes these
  if (base.startsWith('state.vscdb')) return 'VS Code state (state.vscdb)';
  if (rel[0] === 'e2e-capture') return base.endsWith('.json') ? 'browser storage dump (localStorage, IndexedDB)' : 'captured frame HTML (workbench and webviews)';
  if (base === 'settings.json' || base === 'config.yaml') return 'settings';
  if (base.endsWith('.log') || rel[0] === 'server.log') return 'other logs (code-server, extension host, VS Code)';
  if (rel[0] === 'chromium-profile') {
    if (rel.includes('Local Storage')) return 'browser localStorage files (the sealed secret store)';
    if (rel.some((p) => p.endsWith('.indexeddb.leveldb'))) return 'browser IndexedDB files (VS Code state)';
    return 'browser profile (cache, service worker, other)';
  }
  if (rel[0] === 'user-data') return 'VS Code user data (global storage, caches, other)';
  if (rel[0] === 'extensions') return 'extensions dir';
  return 'home, tmp, workspace';
}
