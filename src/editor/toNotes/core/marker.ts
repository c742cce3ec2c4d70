// The line under an inserted report's dated heading that says what the report is on, so the note
// can fetch it again ("Add today's figures"): an HTML comment, which the preview does not show.
// Service text cannot forge one: a report's `<` is escaped (safeMarkdown.ts) and its headings sit
// below the dated one; and what a marker names is read back through the lookups' own checks.
import type { ItemKind, ItemRef } from '../../../shared/items';
import { marketListRef, searchTermOf, searchTermRef } from '../../../shared/items';
import { parseLookupOf } from '../../../shared/lookup/parse';

/** The kinds whose reports are fetched by their id alone (a saved search by its slug). */
const MARKED_KINDS: readonly ItemKind[] = ['topic', 'category', 'creator', 'post', 'search'];
/** The service's lists with a report of their own: the coins and stocks tables. */
const LISTS = { cryptocurrencies: 'coin', stocks: 'stock' } as const;
/** A term searched without saving it (Search Posts…): the person's own words, kept short. */
const TERM_MAX = 200;

const MARKER = /^<!-- social-pulse:report ([a-z-]+)\/([A-Za-z0-9%._~!*'()-]+) -->$/;

const marker = (kind: string, id: string): string => `<!-- social-pulse:report ${kind}/${encodeURIComponent(id)} -->`;

/** `<!-- social-pulse:report topic/bitcoin -->`, or undefined for a subject without a report of its own (a coin, an NFT). */
export function reportMarker(ref: ItemRef): string | undefined {
  if (!ref.id) {
    const list = Object.entries(LISTS).find(([, kind]) => kind === ref.kind)?.[0];
    return list && marker('list', list);
  }
  const term = searchTermOf(ref);
  if (term !== undefined) return term.length <= TERM_MAX ? marker('search-term', term) : undefined;
  return MARKED_KINDS.includes(ref.kind) ? marker(ref.kind, ref.id) : undefined;
}

/** Whether the line has a marker's shape (what it names is checked by readMarker). */
export function isMarkerLine(line: string): boolean {
  return MARKER.test(line);
}

/** The subject a marker line names, when it names a valid one of the marked kinds. */
export function readMarker(line: string): ItemRef | undefined {
  const m = MARKER.exec(line);
  if (!m) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(m[2]!);
  } catch {
    return undefined;
  }
  if (m[1] === 'list') return Object.hasOwn(LISTS, id) ? marketListRef(LISTS[id as keyof typeof LISTS]) : undefined;
  if (m[1] === 'search-term') return id.trim() && id.length <= TERM_MAX && !/[\u0000-\u001f]/.test(id) ? searchTermRef(id) : undefined;
  const kind = MARKED_KINDS.find((k) => k === m[1]);
  if (!kind) return undefined;
  const read = parseLookupOf(id, kind);
  return 'ref' in read ? read.ref : undefined;
}
