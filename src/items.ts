// A reference to something a person can open: passed from trees, lookups and links to
// `socialPulse.openItem`, pinned in the watchlist, and used as the panel key.

export type ItemKind = 'topic' | 'category' | 'coin' | 'creator' | 'post';

export interface ItemRef {
  kind: ItemKind;
  /** topic / category identifier (lower case), coin id or symbol, creator `network::id`, post `type::id` */
  id: string;
  /** What to show before data arrives. */
  title: string;
}

export function itemKey(ref: ItemRef): string {
  return `${ref.kind}:${ref.id}`;
}

const KINDS: readonly ItemKind[] = ['topic', 'category', 'coin', 'creator', 'post'];

/** Guards a value from state, a webview or a command argument. */
export function isItemRef(value: unknown): value is ItemRef {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.kind === 'string' && (KINDS as readonly string[]).includes(v.kind)
    && typeof v.id === 'string' && v.id.length > 0 && v.id.length <= 300
    && typeof v.title === 'string' && v.title.length <= 300;
}
