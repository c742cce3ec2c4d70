// Overrides of one subject's fields, for tests that must drive a value across an alert's line:
// set in-process through `emulator.overrides`, or over HTTP at POST /__emulator/overrides when the
// emulator was started with `control: true`. Applied to the JSON the API answers (single items
// and list rows alike), so every operation that shows the subject shows the new value.
import { controlList } from './control';
import type { Reply } from './reply';

export const OVERRIDES_PATH = '/__emulator/overrides';

export interface Override {
  /** topic, category, coin, stock, nft or creator */
  kind: string;
  /** Matched case-insensitively against the subject's identifying fields (id, symbol, topic...). */
  id: string;
  /** The field to replace, e.g. `price`, `galaxy_score`, `topic_rank`, `creator_followers`. */
  field: string;
  value: number | string | null;
}

/** Which answers hold a subject of each kind (by path), and which fields identify it. */
const KINDS: Readonly<Record<string, { path: RegExp; keys: readonly string[] }>> = {
  topic: { path: /\/topics?\//, keys: ['topic'] },
  category: { path: /\/categor(y|ies)\//, keys: ['category'] },
  coin: { path: /\/coins\//, keys: ['id', 'symbol'] },
  stock: { path: /\/stocks\//, keys: ['id', 'symbol'] },
  nft: { path: /\/nfts\//, keys: ['id', 'lunar_id', 'slug'] },
  creator: { path: /\/creators?\//, keys: ['creator_id', 'creator_name'] },
};

export function parseOverride(value: unknown): Override | string {
  if (typeof value !== 'object' || value === null) return 'An override is an object: {kind, id, field, value}.';
  const v = value as Record<string, unknown>;
  if (typeof v.kind !== 'string' || !KINDS[v.kind]) return `kind must be one of ${Object.keys(KINDS).join(', ')}`;
  if (typeof v.id !== 'string' || !v.id) return 'id must be a non-empty string';
  if (typeof v.field !== 'string' || !/^\w{1,64}$/.test(v.field)) return 'field must be a field name';
  if (!(typeof v.value === 'number' || typeof v.value === 'string' || v.value === null)) return 'value must be a number, a string or null';
  return { kind: v.kind, id: v.id, field: v.field, value: v.value };
}

export class Overrides {
  private active: Override[] = [];

  /** Adds or replaces (same kind, id and field). */
  set(list: readonly Override[]): void {
    for (const o of list) {
      this.active = this.active.filter((a) => !(a.kind === o.kind && a.id.toLowerCase() === o.id.toLowerCase() && a.field === o.field));
      this.active.push({ ...o });
    }
  }

  clear(): void {
    this.active = [];
  }

  list(): readonly Override[] {
    return this.active;
  }

  /** The reply with the overrides applied (unchanged when none matches). */
  apply(path: string, reply: Reply): Reply {
    const matching = this.active.filter((o) => KINDS[o.kind]!.path.test(path));
    if (!matching.length || reply.status !== 200) return reply;
    let body: unknown;
    try {
      body = JSON.parse(reply.body);
    } catch {
      return reply;
    }
    const data = (body as { data?: unknown }).data;
    const rows = Array.isArray(data) ? data : [data];
    let changed = false;
    for (const row of rows) {
      if (typeof row !== 'object' || row === null) continue;
      const r = row as Record<string, unknown>;
      for (const o of matching) {
        const want = o.id.toLowerCase();
        if (KINDS[o.kind]!.keys.some((k) => r[k] !== undefined && String(r[k]).toLowerCase() === want)) {
          r[o.field] = o.value;
          changed = true;
        }
      }
    }
    return changed ? { ...reply, body: JSON.stringify(body) } : reply;
  }
}

export function overridesControl(method: string | undefined, body: string, overrides: Overrides): Reply {
  return controlList(method, body, overrides, { name: 'overrides', entries: 'an override, a list of them', parse: parseOverride });
}
