// The subject model: a reference to something a person can open. Passed from trees, lookups and
// links to `socialPulse.openItem`, pinned in the watchlist, and used as the panel key. Every ref is
// built here, so the key of an item is the same whichever way it was reached. Pure and
// browser-safe: the webview checks and keys refs with it too.
import * as l10n from './format/l10n';
import { oneLine, truncate } from './format/markdown';

export const ITEM_KINDS = ['topic', 'category', 'coin', 'stock', 'nft', 'creator', 'post', 'search'] as const;

export type ItemKind = (typeof ITEM_KINDS)[number];

export interface ItemRef {
  kind: ItemKind;
  /**
   * topic / category identifier (lower case); coin, stock or NFT id, symbol or slug (lower case);
   * creator `network::id-or-screen-name`; post `type::id`; saved search slug.
   */
  id: string;
  /** What to show before data arrives. */
  title: string;
}

/**
 * A kind in English whatever the person's language: for text that is deliberately not translated
 * (the header of a comparison's CSV, read by spreadsheets and scripts). A person reads kindNoun.
 */
export const KIND_NOUNS: Readonly<Record<ItemKind, string>> = {
  topic: 'topic',
  category: 'category',
  coin: 'coin',
  stock: 'stock',
  nft: 'NFT collection',
  creator: 'creator',
  post: 'post',
  search: 'saved search',
};

/** A kind as a sentence in the person's language names it, looked up when called. */
export function kindNoun(kind: ItemKind): string {
  switch (kind) {
    case 'topic': return l10n.t('topic');
    case 'category': return l10n.t('category');
    case 'coin': return l10n.t('coin');
    case 'stock': return l10n.t('stock');
    case 'nft': return l10n.t('NFT collection');
    case 'creator': return l10n.t('creator');
    case 'post': return l10n.t('post');
    case 'search': return l10n.t('saved search');
  }
}

/**
 * Subjects named side by side (a comparison's columns): each by its title, its kind added where
 * another has the same title ("Bitcoin (topic)", "Bitcoin (coin)"), and its id where another of
 * the same kind has it too ("Bitcoin (coin, 1)"), so no two columns read alike.
 */
export function subjectNames(refs: readonly ItemRef[]): string[] {
  const counts = (key: (r: ItemRef) => string): ((r: ItemRef) => boolean) => {
    const seen = new Map<string, number>();
    for (const r of refs) seen.set(key(r), (seen.get(key(r)) ?? 0) + 1);
    return (r) => (seen.get(key(r)) ?? 0) > 1;
  };
  // as it reads: "Bit\u200Bcoin" is another "Bitcoin"
  const title = (r: ItemRef): string => oneLine(r.title);
  const sameTitle = counts((r) => title(r).toLocaleLowerCase());
  const sameKindToo = counts((r) => `${r.kind}\n${title(r).toLocaleLowerCase()}`);
  return refs.map((r) => (sameKindToo(r) ? l10n.t('{0} ({1}, {2})', title(r), kindNoun(r.kind), r.id)
    : sameTitle(r) ? l10n.t('{0} ({1})', title(r), kindNoun(r.kind)) : title(r)));
}

/** Many of a kind, in the person's language: "The Watchlist holds no {0}". */
export function kindNounPlural(kind: ItemKind): string {
  switch (kind) {
    case 'topic': return l10n.t('topics');
    case 'category': return l10n.t('categories');
    case 'coin': return l10n.t('coins');
    case 'stock': return l10n.t('stocks');
    case 'nft': return l10n.t('NFT collections');
    case 'creator': return l10n.t('creators');
    case 'post': return l10n.t('posts');
    case 'search': return l10n.t('saved searches');
  }
}

/** A kind on its own, as a label starts: a quick pick's item, a panel's header, a row's spoken name. */
export function kindLabel(kind: ItemKind): string {
  switch (kind) {
    case 'topic': return l10n.t('Topic');
    case 'category': return l10n.t('Category');
    case 'coin': return l10n.t('Coin');
    case 'stock': return l10n.t('Stock');
    case 'nft': return l10n.t('NFT collection');
    case 'creator': return l10n.t('Creator');
    case 'post': return l10n.t('Post');
    case 'search': return l10n.t('Saved search');
  }
}

/**
 * Whether the English noun of a kind takes "an": picks between two whole sentences ("An {0} has
 * no …" or "A {0} has no …"), each translated whole, never an article put before a translated noun.
 */
export function takesAn(kind: ItemKind): boolean {
  return kind === 'nft';
}

/** `topic:bitcoin`, `coin:btc`, `creator:twitter::elonmusk`: stored with pins and panels, so never changed. */
export function itemKey(ref: ItemRef): string {
  return `${ref.kind}:${ref.id}`;
}

export type MarketListKind = 'coin' | 'stock' | 'nft';

/**
 * A market table (every coin, stock or NFT collection): the one kind of reference with no id.
 * Its title is looked up when asked for, once the person's language is installed.
 */
export function marketListRef(kind: MarketListKind): ItemRef {
  const title = kind === 'coin' ? l10n.t('Coins') : kind === 'stock' ? l10n.t('Stocks') : l10n.t('NFT collections');
  return { kind, id: '', title };
}

/** Guards a value from state, a webview or a command argument. */
export function isItemRef(value: unknown): value is ItemRef {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.kind === 'string' && (ITEM_KINDS as readonly string[]).includes(v.kind)
    && typeof v.id === 'string' && v.id.length > 0 && v.id.length <= 300
    && typeof v.title === 'string' && v.title.length <= 300;
}

/**
 * 'creator "twitter/elonmusk"', for messages, the kind in the person's language. One message, so a
 * translation sets the order and the quotation marks.
 */
export function describeRef(ref: ItemRef): string {
  return l10n.t('{0} "{1}"', kindNoun(ref.kind), ref.title || ref.id);
}

const TITLE_MAX = 120;

function titled(kind: ItemKind, id: string, title: string): ItemRef {
  return { kind, id, title: truncate(title, TITLE_MAX) || id };
}

/** Names match case-insensitively and are sent in lower case. */
function lowerId(value: string | number): string {
  return String(value).trim().toLowerCase();
}

/** `topic` can arrive as a number (category topic lists). */
export function topicRef(topic: string | number, title?: string): ItemRef {
  return titled('topic', lowerId(topic), title || String(topic));
}

export function categoryRef(category: string | number, title?: string): ItemRef {
  return titled('category', lowerId(category), title || String(category));
}

/** A row of a coin, stock or NFT list, as far as a ref needs it. */
export interface MarketRow {
  id?: string | number;
  symbol?: string;
  name?: string;
}

/** From a list row (its id, else its symbol), or from a typed id, symbol or slug. */
export function marketRef(kind: 'coin' | 'stock' | 'nft', item: MarketRow | string): ItemRef {
  if (typeof item === 'string') return titled(kind, lowerId(item), item);
  const id = item.id !== undefined && item.id !== '' ? String(item.id) : lowerId(item.symbol ?? '');
  const title = item.name && item.symbol ? `${item.name} (${item.symbol})` : item.name || item.symbol || id;
  return titled(kind, id, title);
}

export function coinRef(coin: MarketRow | string): ItemRef {
  return marketRef('coin', coin);
}

export function stockRef(stock: MarketRow | string): ItemRef {
  return marketRef('stock', stock);
}

export function nftRef(nft: MarketRow | string): ItemRef {
  return marketRef('nft', nft);
}

export interface CreatorParts {
  /** `twitter`, `youtube`, `reddit`, `tiktok`, `instagram` */
  network: string;
  /** The creator's unique id or screen name (the service takes either). */
  id: string;
}

export interface PostParts {
  /** `tweet`, `youtube-video`, `reddit-post`, … */
  type: string;
  id: string;
}

/** `a::b` as its two halves; undefined when either is missing. */
function pair(id: string): [string, string] | undefined {
  const i = id.indexOf('::');
  if (i <= 0 || i + 2 >= id.length) return undefined;
  return [id.slice(0, i), id.slice(i + 2)];
}

/** From the service's creator id (`twitter::12345`) or from a network and a name or id. */
export function creatorRef(creator: string | CreatorParts, title?: string): ItemRef {
  if (typeof creator === 'string') return titled('creator', creator, title || creator);
  const network = lowerId(creator.network);
  return titled('creator', `${network}::${creator.id}`, title || `${network}/${creator.id}`);
}

export function creatorParts(ref: ItemRef): CreatorParts | undefined {
  const parts = ref.kind === 'creator' ? pair(ref.id) : undefined;
  return parts && { network: parts[0], id: parts[1] };
}

export function postRef(post: PostParts, title?: string): ItemRef {
  const type = lowerId(post.type);
  return titled('post', `${type}::${post.id}`, title || `${type}/${post.id}`);
}

export function postParts(ref: ItemRef): PostParts | undefined {
  const parts = ref.kind === 'post' ? pair(ref.id) : undefined;
  return parts && { type: parts[0], id: parts[1] };
}

/** A saved search, by its slug (kept as written). */
export function searchRef(slug: string, title?: string): ItemRef {
  const id = slug.trim();
  return titled('search', id, title || id);
}

/** A term searched with `Search Posts…` rather than saved: a slug never holds a `/`. */
const TERM_PREFIX = 'term/';

export function searchTermRef(term: string): ItemRef {
  const t = term.trim();
  return titled('search', `${TERM_PREFIX}${t}`, l10n.t('Search: {0}', t));
}

/** The term of a ref made by searchTermRef; undefined for a saved search. */
export function searchTermOf(ref: ItemRef): string | undefined {
  return ref.kind === 'search' && ref.id.startsWith(TERM_PREFIX) ? ref.id.slice(TERM_PREFIX.length) : undefined;
}
