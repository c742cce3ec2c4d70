// The four operations the crash bench kills the extension host in, each as the extension does it
// with our real code: what is there before (prepare), the extension host's part (run, in the child
// that is killed), what the next start does (restart), and the invariants read from disk and
// globalState afterwards (check): nothing lost, nothing twice, nothing half written.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AlertChecker } from '../../src/features/alerts/core/checker';
import type { AlertRule } from '../../src/features/alerts/core/model';
import { alertSource } from '../../src/features/alerts/source';
import { AlertStore } from '../../src/features/alerts/core/store';
import { CacheFile } from '../../src/editor/connection/cacheFile';
import { DayClaim } from '../../src/features/digest/claim';
import { digestDay } from '../../src/features/digest/schedule';
import { writeFileWhole } from '../../src/editor/fileWrite';
import { MachineState } from '../../src/editor/machineState';
import { plainMarkdown } from '../../src/features/notebook/core/format/export';
import { readPulseFile } from '../../src/features/notebook/core/format/read';
import { writePulseFile } from '../../src/features/notebook/core/format/write';
import { SyncedWriter } from '../../src/editor/syncedWrite';
import { applyNoteEdit, datedSectionEdit, dayIn, sectionHeading, type DatedSection } from '../../src/editor/toNotes/dailyNote';
import { writeSectionToFile } from '../../src/editor/toNotes/dailyNoteFile';
import { WatchlistStore } from '../../src/editor/watchlist/store';
import type { CacheStore, SocialClient } from '../../src/service/api/service';
import { clientAt, leftTemporaries, T0, unreadableJson, type HostContext, type Memento, type Moment, type World } from './world';

export interface Outcome {
  lost: number;
  duplicated: number;
  halfWritten: number;
  /** Firings recorded but never notified (a kill between the two). */
  notNotified: number;
  /** Temporary files a killed write left beside its target. */
  temporaries: number;
}

export interface Operation {
  name: string;
  moments: readonly Moment[];
  prepare(world: World): Promise<void>;
  /** Holds the operation's requests for the 'in flight' moment. */
  hold?(world: World): void;
  run(host: HostContext): Promise<void>;
  /** Right after the kill: what is on disk is whole (the old or the new, nothing between). */
  afterKill(world: World): Partial<Outcome>;
  restart(world: World): Promise<void>;
  check(world: World): Partial<Outcome>;
}

/** How many times each line is in `text`. */
function lineCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of text.split(/\r?\n/)) counts.set(line, (counts.get(line) ?? 0) + 1);
  return counts;
}

// ---- (1) an alert round ----------------------------------------------------------------------

const SOURCE = alertSource(false, 'https://crash-bench.example/api4');
const RULE_ID = 'crash-price';
const bitcoin = { kind: 'topic' as const, id: 'bitcoin', title: 'Bitcoin' };

function alertRule(world: World): AlertRule {
  const coin = world.emulator.data.coins[0]!;
  return { id: RULE_ID, name: 'Price watch', subject: { kind: 'coin', id: String(coin.id), title: coin.name }, metric: 'price', condition: { kind: 'above', value: 1e12 }, cooldownMinutes: 0, paused: false, createdAt: T0 };
}

/** A window's alerts as register.ts wires them: rules and history in globalState, states and markers in this machine's state. */
function alertWindow(dir: string, globalState: Memento, client: SocialClient, notify: (ids: string[]) => void): { checker: AlertChecker; store: AlertStore; synced: SyncedWriter } {
  const machine = new MachineState(path.join(dir, 'state'));
  const synced = new SyncedWriter(globalState, 'crash-window', async () => undefined);
  const store = new AlertStore(globalState, machine, synced);
  const checker = new AlertChecker({
    store, client: async () => client, clock: { now: () => Date.now() }, source: () => SOURCE,
    mayNotify: () => true, notify: (fired) => notify(fired.map((f) => f.ruleId)), once: (firing) => machine.once(firing),
  });
  return { checker, store, synced };
}

const notifiedLog = (dir: string): string => path.join(dir, 'notified.log');
const notifications = (dir: string): number => (fs.existsSync(notifiedLog(dir)) ? fs.readFileSync(notifiedLog(dir), 'utf8').split('\n').filter((l) => l === RULE_ID).length : 0);

async function alertRound(world: World): Promise<void> {
  const client = clientAt(world.emulator.baseUrl, world.emulator.markdownUrl);
  const { checker, synced } = alertWindow(world.dir, world.globalState, client, (ids) => fs.appendFileSync(notifiedLog(world.dir), ids.map((id) => `${id}\n`).join('')));
  await checker.check();
  await synced.settled();
  client.dispose();
}

const alertRoundOperation: Operation = {
  name: 'alert round',
  moments: ['before', 'during', 'after', 'in flight'],
  async prepare(world) {
    world.emulator.overrides.clear();
    const synced = new SyncedWriter(world.globalState, 'setup', async () => undefined);
    await new WatchlistStore(world.globalState, synced).add(bitcoin);
    await new AlertStore(world.globalState, new MachineState(path.join(world.dir, 'state')), synced).put(alertRule(world));
    await synced.settled();
    // a first round: the rule is armed, its price below the line
    await alertRound(world);
    if (notifications(world.dir)) throw new Error('the rule fired before its price crossed the line');
    world.emulator.overrides.set([{ kind: 'coin', id: alertRule(world).subject.id, field: 'price', value: 2e12 }]);
  },
  hold(world) {
    world.emulator.faults.set({ kind: 'latency', ms: 4_000 });
  },
  async run(host) {
    const client = host.client();
    const { checker, synced } = alertWindow(host.dir, host.globalState, client, (ids) => {
      host.steps.step('write', 'notify');
      fs.appendFileSync(notifiedLog(host.dir), ids.map((id) => `${id}\n`).join(''));
    });
    host.steps.start();
    host.phase('requesting');
    await checker.check();
    await synced.settled();
  },
  afterKill(world) {
    return { halfWritten: unreadableJson(path.join(world.dir, 'state')).length };
  },
  async restart(world) {
    world.emulator.faults.clear();
    await alertRound(world);
  },
  check(world) {
    const store = new AlertStore(world.globalState, new MachineState(path.join(world.dir, 'state')));
    const fired = store.history().filter((f) => f.ruleId === RULE_ID).length;
    const notified = notifications(world.dir);
    const ruleKept = store.rules().some((r) => r.id === RULE_ID);
    const pinKept = new WatchlistStore(world.globalState).items().some((i) => i.id === bitcoin.id);
    return {
      lost: (ruleKept ? 0 : 1) + (pinKept ? 0 : 1) + (fired === 0 ? 1 : 0),
      duplicated: (fired > 1 ? 1 : 0) + (notified > 1 ? 1 : 0),
      halfWritten: unreadableJson(path.join(world.dir, 'state')).length,
      notNotified: fired > 0 && notified === 0 ? 1 : 0,
      temporaries: leftTemporaries(world.dir).length,
    };
  },
};

// ---- (2) the digest written into today's note (a note not open in the editor) ----------------

const NOTE = (dir: string): string => path.join(dir, 'notes', '2026-03-10.md');
const section = (): DatedSection => ({ title: 'Social Pulse digest', day: dayIn(T0, 'UTC'), body: ['- Bitcoin: rank 1, sentiment 81%', '- Solana: rank 4, sentiment 74%', '', 'Fired today: Price watch.'].join('\n') });

/** The person's note: long enough that half a write cuts it. */
function personsNote(): string {
  const out = ['# 2026-03-10', ''];
  for (let i = 1; i <= 3000; i++) out.push(`- my own line ${i}: what I think about the market today`);
  return `${out.join('\n')}\n`;
}

/** The scheduled digest as digest/register.ts writes it: claim the day, write the note, mark the day written. */
async function scheduledDigest(dir: string, now: number): Promise<void> {
  const claim = new DayClaim(new MachineState(path.join(dir, 'state')), () => now, 'crash-window', async () => undefined);
  const day = digestDay(now, 'UTC');
  if ((await claim.claim(day, dir)) !== 'claimed') return;
  await writeSectionToFile(NOTE(dir), section(), 'replace');
  await claim.written(day);
}

const digestOperation: Operation = {
  name: 'digest write to a note',
  moments: ['before', 'during', 'after'],
  async prepare(world) {
    fs.mkdirSync(path.dirname(NOTE(world.dir)), { recursive: true });
    const original = personsNote();
    fs.writeFileSync(NOTE(world.dir), original);
    world.data.original = original;
    world.data.expected = applyNoteEdit(original, datedSectionEdit(original, section(), 'replace'));
  },
  async run(host) {
    host.steps.start();
    await scheduledDigest(host.dir, T0);
  },
  afterKill(world) {
    const text = fs.readFileSync(NOTE(world.dir), 'utf8');
    return { halfWritten: text === world.data.original || text === world.data.expected ? 0 : 1 };
  },
  async restart(world) {
    // the next look at the schedule, after a claim left by the window that died has expired
    await scheduledDigest(world.dir, T0 + 11 * 60_000);
  },
  check(world) {
    const text = fs.readFileSync(NOTE(world.dir), 'utf8');
    const counts = lineCounts(text);
    const mine = (world.data.original as string).split('\n').filter((l) => l.startsWith('- my own line'));
    const kept = mine.every((l) => counts.get(l) === 1);
    const sections = counts.get(sectionHeading(section().title, section().day)) ?? 0;
    return {
      lost: (kept ? 0 : 1) + (sections === 0 ? 1 : 0),
      duplicated: sections > 1 ? 1 : 0,
      halfWritten: text === world.data.expected ? 0 : 1,
      temporaries: leftTemporaries(world.dir).length,
    };
  },
};

// ---- (3) a notebook save (*.pulse.md): the extension host serializes, the editor writes -------

const NOTEBOOK = (dir: string): string => path.join(dir, 'research.pulse.md');
const NEW_TEXT = 'What I wrote before saving: Solana looks stretched.';

function notebookText(): string {
  const out = ['# Research', ''];
  for (let i = 1; i <= 200; i++) out.push(`Paragraph ${i} of my notes on the market.`, '', '```pulse', `topic bitcoin`, '```', '');
  return out.join('\n');
}

/** The notebook as the person has it in the editor, unsaved: a new paragraph at the end. */
function edited(text: string): string {
  const file = readPulseFile(text);
  file.cells.push({ kind: 'prose', source: NEW_TEXT });
  return writePulseFile(file);
}

const proseOf = (text: string): string[] => readPulseFile(text).cells.filter((c) => c.kind === 'prose').map((c) => c.source);

const notebookSaveOperation: Operation = {
  name: 'notebook save (*.pulse.md)',
  moments: ['before', 'during', 'after'],
  async prepare(world) {
    const original = notebookText();
    fs.writeFileSync(NOTEBOOK(world.dir), original);
    world.data.original = original;
    world.data.expected = edited(original);
  },
  async run(host) {
    host.steps.start();
    // VS Code hands the serializer the cells; the bytes go back to the editor, which writes the file
    const text = edited(await fs.promises.readFile(NOTEBOOK(host.dir), 'utf8'));
    host.steps.step('write', 'to the editor');
    await host.editorSave(NOTEBOOK(host.dir), text);
  },
  afterKill(world) {
    const text = fs.readFileSync(NOTEBOOK(world.dir), 'utf8');
    return { halfWritten: text === world.data.original || text === world.data.expected ? 0 : 1 };
  },
  async restart(world) {
    // the notebook is still unsaved in the editor when the save did not go through: saved again
    const text = fs.readFileSync(NOTEBOOK(world.dir), 'utf8');
    if (text !== world.data.expected) fs.writeFileSync(NOTEBOOK(world.dir), edited(world.data.original as string));
  },
  check(world) {
    const text = fs.readFileSync(NOTEBOOK(world.dir), 'utf8');
    const prose = proseOf(text);
    const kept = proseOf(world.data.original as string).every((p) => prose.includes(p));
    const added = prose.filter((p) => p === NEW_TEXT).length;
    return { lost: (kept ? 0 : 1) + (added === 0 ? 1 : 0), duplicated: added > 1 ? 1 : 0, halfWritten: text === world.data.expected ? 0 : 1, temporaries: leftTemporaries(world.dir).length };
  },
};

// ---- (3b) a notebook exported as markdown over an earlier export (written by our code) ----------

const EXPORT = (dir: string): string => path.join(dir, 'research.md');

const notebookExportOperation: Operation = {
  name: 'notebook export (Export as Markdown)',
  moments: ['before', 'during', 'after'],
  async prepare(world) {
    const notebook = notebookText();
    fs.writeFileSync(NOTEBOOK(world.dir), notebook);
    const earlier = plainMarkdown(readPulseFile(notebook));
    fs.writeFileSync(EXPORT(world.dir), earlier);
    world.data.original = earlier;
    world.data.expected = plainMarkdown(readPulseFile(edited(notebook)));
  },
  async run(host) {
    host.steps.start();
    const notebook = edited(await fs.promises.readFile(NOTEBOOK(host.dir), 'utf8'));
    await writeFileWhole(EXPORT(host.dir), new TextEncoder().encode(plainMarkdown(readPulseFile(notebook))));
  },
  afterKill(world) {
    const text = fs.readFileSync(EXPORT(world.dir), 'utf8');
    return { halfWritten: text === world.data.original || text === world.data.expected ? 0 : 1 };
  },
  async restart(world) {
    // the person exports again (the export said nothing, or later on)
    await writeFileWhole(EXPORT(world.dir), new TextEncoder().encode(world.data.expected as string));
  },
  check(world) {
    const text = fs.readFileSync(EXPORT(world.dir), 'utf8');
    return { lost: text.includes(NEW_TEXT) ? 0 : 1, duplicated: text.split(NEW_TEXT).length > 2 ? 1 : 0, halfWritten: text === world.data.expected ? 0 : 1, temporaries: leftTemporaries(world.dir).length };
  },
};

// ---- (4) the client's saved cache ------------------------------------------------------------

const CACHE = (dir: string): string => path.join(dir, 'globalStorage', 'cache.json');

/** FileCacheStore's part on this machine's disk (connection/cacheStore.ts), over CacheFile. */
function cacheStore(file: string): CacheStore {
  const disk = new CacheFile(file);
  return {
    read: async () => {
      const data = await disk.read();
      return data && new TextDecoder().decode(data);
    },
    write: (text) => disk.write(new TextEncoder().encode(text)),
  };
}

/** The saved answers' keys; undefined when the file does not read as a saved cache. */
function savedKeys(file: string): string[] | undefined {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries?: unknown };
    return Array.isArray(saved.entries) ? saved.entries.map((e) => String((e as unknown[])[0])) : undefined;
  } catch {
    return undefined;
  }
}

async function browse(client: SocialClient, coin: string): Promise<void> {
  await client.topic('bitcoin');
  await client.topicTimeSeries('bitcoin', { bucket: 'hour', interval: '1d' });
  await client.coin(coin);
  await client.flush();
}

const cacheOperation: Operation = {
  name: 'client cache write',
  moments: ['before', 'during', 'after'],
  async prepare(world) {
    const client = clientAt(world.emulator.baseUrl, world.emulator.markdownUrl, { store: cacheStore(CACHE(world.dir)) });
    await client.topicsList();
    await client.flush();
    client.dispose();
    world.data.coin = String(world.emulator.data.coins[0]!.id);
    world.data.keys = savedKeys(CACHE(world.dir));
    if (!(world.data.keys as string[] | undefined)?.length) throw new Error('the cache was not saved before the run');
  },
  async run(host) {
    const client = host.client(cacheStore(CACHE(host.dir)));
    host.steps.start();
    await browse(client, String(host.data.coin));
  },
  afterKill(world) {
    const keys = savedKeys(CACHE(world.dir));
    if (!keys) return { halfWritten: 1 };
    return { lost: (world.data.keys as string[]).every((k) => keys.includes(k)) ? 0 : 1 };
  },
  async restart(world) {
    const warnings: string[] = [];
    const note = (m: string): void => {
      if (/discarded|could not/.test(m)) warnings.push(m);
    };
    const client = clientAt(world.emulator.baseUrl, world.emulator.markdownUrl, { store: cacheStore(CACHE(world.dir)), logger: { trace: note, debug: note, info: note, warn: note, error: note } });
    await client.prepare();
    world.data.warnings = [...warnings];
    await browse(client, String(world.data.coin));
    client.dispose();
  },
  check(world) {
    const keys = savedKeys(CACHE(world.dir));
    const warnings = (world.data.warnings as string[]).length;
    return {
      lost: keys && (world.data.keys as string[]).every((k) => keys.includes(k)) ? 0 : 1,
      duplicated: keys && new Set(keys).size !== keys.length ? 1 : 0,
      halfWritten: !keys || warnings ? 1 : 0,
      temporaries: leftTemporaries(world.dir).length,
    };
  },
};

export const OPERATIONS: readonly Operation[] = [alertRoundOperation, digestOperation, notebookSaveOperation, notebookExportOperation, cacheOperation];
