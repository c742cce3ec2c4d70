// The line under an inserted report's dated heading that says what the report is on, so the note
// can fetch it again ("Add today's figures"): an HTML comment, which the preview does not show.
// Service text cannot forge one: a report's `<` is escaped (safeMarkdown.ts) and its headings sit
// below the dated one; and what a marker names is read back through the lookups' own checks.
import type { ItemKind, ItemRef } from '../../items';
import { parseLookupOf } from '../../lookup/parse';

/** The kinds whose reports are fetched by their id alone. */
const MARKED_KINDS: readonly ItemKind[] = ['topic', 'category', 'creator', 'post'];

const MARKER = /^<!-- social-pulse:report ([a-z]+)\/([A-Za-z0-9%._~!*'()-]+) -->$/;

/** `<!-- social-pulse:report topic/bitcoin -->`, or undefined for a subject without one (a search, a list). */
export function reportMarker(ref: ItemRef): string | undefined {
  if (!MARKED_KINDS.includes(ref.kind) || !ref.id) return undefined;
  return `<!-- social-pulse:report ${ref.kind}/${encodeURIComponent(ref.id)} -->`;
}

/** Whether the line has a marker's shape (what it names is checked by readMarker). */
export function isMarkerLine(line: string): boolean {
  return MARKER.test(line);
}

/** The subject a marker line names, when it names a valid one of the marked kinds. */
export function readMarker(line: string): ItemRef | undefined {
  const m = MARKER.exec(line);
  const kind = MARKED_KINDS.find((k) => k === m?.[1]);
  if (!m || !kind) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(m[2]!);
  } catch {
    return undefined;
  }
  const read = parseLookupOf(id, kind);
  return 'ref' in read ? read.ref : undefined;
}
