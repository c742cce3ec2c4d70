// Field readers for the tolerant decoders: each reads one value of a known kind, repairs what
// can be repaired (a number sent as text, an id sent as a number), drops what cannot, and
// writes a short note for every repair or drop. Nothing here throws on odd input.
import type { SentimentDetail, Theme, Trend } from './types';

export type FieldKind =
  | 'num' | 'str' | 'strs' | 'strOrStrs' | 'bool' | 'numOrStr' | 'trend'
  | 'perNum' | 'perDetail' | 'themes' | 'objs';

/** Distinct notes about repaired or dropped fields, in the order first seen. */
export class Notes {
  private readonly seen = new Set<string>();

  add(note: string): void {
    this.seen.add(note);
  }

  list(): string[] {
    return [...this.seen];
  }
}

export type Json = Record<string, unknown>;

export function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Sets a property even when its name is `__proto__`: keys come from the network. */
export function setOwn(target: Json, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function readNum(v: unknown, field: string, notes: Notes): number | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return undefined;
    // "1e400" is numeric text whose value is Infinity: no more a number than "Infinity" is
    const n = NUMERIC.test(t) ? Number(t) : NaN;
    if (Number.isFinite(n)) {
      notes.add(`"${field}" arrived as text; read as a number`);
      return n;
    }
  }
  notes.add(`"${field}" was not a number; left out`);
  return undefined;
}

export function readStr(v: unknown, field: string, notes: Notes): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) {
    notes.add(`"${field}" arrived as a number; read as text`);
    return String(v);
  }
  notes.add(`"${field}" was not text; left out`);
  return undefined;
}

/** The entries of a list as sent: none for null, none and a note for what is not a list. */
function listOf(v: unknown, field: string, notes: Notes): readonly unknown[] {
  if (v === null || v === undefined) return [];
  if (Array.isArray(v)) return v;
  notes.add(`"${field}" was not a list; left out`);
  return [];
}

function readStrs(v: unknown, field: string, notes: Notes): string[] {
  if (typeof v === 'string') {
    notes.add(`"${field}" arrived as one text; split at commas`);
    return v.split(',').map((s) => s.trim()).filter(Boolean);
  }
  const out: string[] = [];
  for (const item of listOf(v, field, notes)) {
    const s = readStr(item, `${field}[]`, notes);
    if (s !== undefined) out.push(s);
  }
  return out;
}

/** One text: as sent, or a list's texts joined with commas (a coin's sectors, sent like a topic's). */
function readStrOrStrs(v: unknown, field: string, notes: Notes): string | undefined {
  if (!Array.isArray(v)) return readStr(v, field, notes);
  notes.add(`"${field}" arrived as a list; read as comma-separated text`);
  return readStrs(v, field, notes).join(',');
}

function readBool(v: unknown, field: string, notes: Notes): boolean | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0 || v === '1' || v === '0' || v === 'true' || v === 'false') {
    notes.add(`"${field}" arrived as ${typeof v === 'string' ? 'text' : 'a number'}; read as yes/no`);
    return v === 1 || v === '1' || v === 'true';
  }
  notes.add(`"${field}" was not yes/no; left out`);
  return undefined;
}

function readNumOrStr(v: unknown, field: string, notes: Notes): number | string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  return readStr(v, field, notes);
}

const TRENDS: readonly string[] = ['up', 'down', 'flat'];

function readTrend(v: unknown, field: string, notes: Notes): Trend | undefined {
  const s = readStr(v, field, notes)?.trim().toLowerCase();
  if (s === undefined || s === '') return undefined;
  if (TRENDS.includes(s)) return s as Trend;
  notes.add(`"${field}" had an unknown value; left out`);
  return undefined;
}

function readMap<T>(v: unknown, field: string, notes: Notes, read: (x: unknown, f: string) => T | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  if (v === null || v === undefined) return out;
  if (!isObject(v)) {
    notes.add(`"${field}" was not an object; left out`);
    return out;
  }
  for (const [key, value] of Object.entries(v)) {
    const x = read(value, `${field}.${key}`);
    if (x !== undefined) setOwn(out, key, x);
  }
  return out;
}

function readDetail(v: unknown, field: string, notes: Notes): SentimentDetail | undefined {
  if (v === null || v === undefined) return undefined;
  if (!isObject(v)) {
    notes.add(`"${field}" was not an object; left out`);
    return undefined;
  }
  const d: SentimentDetail = {};
  for (const k of ['positive', 'neutral', 'negative'] as const) {
    const n = readNum(v[k], `${field}.${k}`, notes);
    if (n !== undefined) d[k] = n;
  }
  return d;
}

function readThemes(v: unknown, field: string, notes: Notes): Theme[] {
  const out: Theme[] = [];
  for (const item of listOf(v, field, notes)) {
    if (!isObject(item)) {
      notes.add(`an entry of "${field}" was not an object; left out`);
      continue;
    }
    const title = readStr(item.title, `${field}.title`, notes) ?? '';
    const description = readStr(item.description, `${field}.description`, notes) ?? '';
    if (!title && !description) {
      notes.add(`an entry of "${field}" had neither title nor description; left out`);
      continue;
    }
    const theme: Theme = { title, description };
    const percent = readNum(item.percent, `${field}.percent`, notes);
    if (percent !== undefined) theme.percent = percent;
    out.push(theme);
  }
  return out;
}

/** The objects of a list, as sent (their decoder reads them); anything else in it is dropped. */
function readObjs(v: unknown, field: string, notes: Notes): Json[] {
  const list = listOf(v, field, notes);
  const out = list.filter(isObject);
  if (out.length < list.length) notes.add(`an entry of "${field}" was not an object; left out`);
  return out;
}

/** Normalises the network-key part of a field name (`types_count.tweet` -> `types_count.*`). */
function noteField(field: string): string {
  return field.replace(/^(types_\w+)\.[^.]+/, '$1.*');
}

export function readField(kind: FieldKind, v: unknown, field: string, notes: Notes): unknown {
  switch (kind) {
    case 'num': return readNum(v, field, notes);
    case 'str': return readStr(v, field, notes);
    case 'strs': return readStrs(v, field, notes);
    case 'strOrStrs': return readStrOrStrs(v, field, notes);
    case 'bool': return readBool(v, field, notes);
    case 'numOrStr': return readNumOrStr(v, field, notes);
    case 'trend': return readTrend(v, field, notes);
    case 'perNum': return readMap(v, field, notes, (x, f) => readNum(x, noteField(f), notes));
    case 'perDetail': return readMap(v, field, notes, (x, f) => readDetail(x, noteField(f), notes));
    case 'themes': return readThemes(v, field, notes);
    case 'objs': return readObjs(v, field, notes);
  }
}

interface Compiled {
  kinds: Map<string, FieldKind>;
  /** List and map fields, present (possibly empty) in every record. */
  fills: [string, FieldKind][];
}

// Decoding runs per item of lists thousands long: look a spec up once, not per record.
const compiled = new WeakMap<object, Compiled>();

function compile(spec: Readonly<Record<string, FieldKind>>): Compiled {
  let c = compiled.get(spec);
  if (!c) {
    const entries = Object.entries(spec);
    c = {
      kinds: new Map(entries),
      fills: entries.filter(([, k]) => k === 'strs' || k === 'themes' || k === 'objs' || k === 'perNum' || k === 'perDetail'),
    };
    compiled.set(spec, c);
  }
  return c;
}

/**
 * Unknown values are kept as sent, and later serialised (cache file, webview messages) by code
 * that recurses: a value nested thousands deep, cheap to send, would overflow the stack there.
 */
const MAX_KEPT_DEPTH = 64;

/** Whether `v` nests objects or lists deeper than `max`; iterative, so any depth is safe to ask. */
function nestedBeyond(v: unknown, max: number): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const stack: [object, number][] = [[v, 1]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [node, depth] = top;
    if (depth > max) return true;
    for (const child of Object.values(node)) if (typeof child === 'object' && child !== null) stack.push([child as object, depth + 1]);
  }
  return false;
}

/**
 * Reads the fields of `spec` from `raw`; list and map fields are always present, possibly empty.
 * Fields outside the spec go to `extra` so the UI can still show them. With `inline` (the
 * config echo) they stay where they are and nothing is filled in.
 */
export function readRecord(raw: Json, spec: Readonly<Record<string, FieldKind>>, notes: Notes, unknown: 'extra' | 'inline' = 'extra'): Json {
  const { kinds, fills } = compile(spec);
  const out: Json = {};
  let extra: Json | undefined;
  let fields = 0;
  for (const key in raw) {
    const value = raw[key];
    const kind = kinds.get(key);
    if (kind === undefined) {
      if (nestedBeyond(value, MAX_KEPT_DEPTH)) notes.add(`"${key}" was nested too deeply; left out`);
      else if (unknown === 'extra') setOwn((extra ??= {}), key, value);
      else {
        setOwn(out, key, value);
        fields++;
      }
      continue;
    }
    const read = readField(kind, value, key, notes);
    if (read !== undefined) {
      out[key] = read;
      fields++;
    }
  }
  if (unknown !== 'inline') {
    for (const [key, kind] of fills) {
      if (key in out) continue;
      out[key] = kind === 'strs' || kind === 'themes' || kind === 'objs' ? [] : {};
      fields++;
    }
    if (extra) {
      out.extra = extra;
      fields++;
    }
  }
  // laid out again at once where V8 would keep it as a hash table (COMPACT_AS_BUILT)
  return fields > COMPACT_AS_BUILT ? { ...out } : out;
}

/**
 * More fields than this, given one computed key at a time, and V8 keeps the object as a hash
 * table (Node 20 and 24: 19 stay compact, 20 do not). A coin of the list (28 fields) then takes
 * about 1.9 KB of heap instead of 0.6 KB, and is slower to build and to read.
 */
const COMPACT_AS_BUILT = 19;
