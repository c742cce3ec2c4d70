// The subjects a notebook's saved answers name, for completions: the topics they list (a
// category's topics) and the sectors of coins lists (what its cells ask about: kinds/). No request.
import { topicRef, type ItemRef } from '../../../../shared/items';
import type { CellOutput } from '../../../../shared/protocol/cellOutput';

/** The topics in an answer's `topic` column, with their titles when the answer has them. */
export function outputRefs(out: CellOutput): ItemRef[] {
  const columns = out.table?.columns ?? [];
  const topic = columns.findIndex((c) => c.key === 'topic');
  if (topic < 0) return [];
  const title = columns.findIndex((c) => c.key === 'title');
  return out.table!.rows.flatMap((row) => {
    const id = row[topic];
    if (typeof id !== 'string' && typeof id !== 'number') return [];
    const name = title >= 0 ? row[title] : undefined;
    return [topicRef(id, typeof name === 'string' ? name : undefined)];
  });
}

/** The sectors in an answer's `categories` column (a coins list's, comma separated). */
export function outputSectors(out: CellOutput): string[] {
  const at = out.table?.columns.findIndex((c) => c.key === 'categories') ?? -1;
  if (at < 0) return [];
  const all = out.table!.rows.flatMap((row) => {
    const v = row[at];
    return typeof v === 'string' ? v.split(',').map((s) => s.trim().toLowerCase()).filter((s) => /^[a-z0-9 _-]{1,40}$/.test(s)) : [];
  });
  return [...new Set(all)];
}
