// What the Open Topic / Category / Coin / Stock / NFT pickers offer and accept. Pure: the quick pick
// (../pickItem.ts) only displays these and reports what was typed and chosen. What is typed or pasted
// (a name, or an address such as lunarcrush.com/topic/bitcoin) is read by the lookup parser.
import * as l10n from '../../../shared/format/l10n';
import type { RequestOptions, SocialClient } from '../../../service/api/service';
import type { CategoryListItem, Coin, TopicListItem } from '../../../service/api/types';
import type { Nft, Stock } from '../../../service/api/types-market';
import type { CreatorListItem } from '../../../service/api/types-people';
import { briefFigure, formatFigure } from '../../../shared/figures/format';
import { truncate } from '../../../shared/format/markdown';
import { formatCompact } from '../../../shared/format/numbers';
import type { ItemRef } from '../../../shared/items';
import { categoryRef, coinRef, creatorRef, itemKey, kindNoun, nftRef, stockRef, topicRef } from '../../../shared/items';
import { closeMatches } from './closeMatches';
import { parseLookupOf } from '../../../shared/lookup/parse';
import { pick, pickText, type PickText, tPick } from '../../sinks/neutral';
import { DEFAULT_COIN_SORT } from '../../../shared/queries/coinSort';
import { COIN_PAGE_SIZE } from '../../../shared/queries/pages';

export type LookupKind = 'topic' | 'category' | 'coin' | 'stock' | 'nft' | 'creator' | 'post';

export interface LookupPick {
  label: PickText;
  description?: PickText;
  detail?: PickText;
  /** What accepting it opens; undefined for a typed name that is not valid. */
  ref?: ItemRef;
  /** Why a typed name cannot be opened. */
  problem?: string;
  source: 'suggested' | 'typed' | 'recent' | 'trending';
}

export interface LookupWords {
  /** The kind in a sentence, in the person's language ("topic"). */
  noun: string;
  /** The kind at the start of a title ("Topic", "NFT collection"). */
  title: string;
  trending: string;
  placeholder?: string;
}

// each a function: the words are looked up when shown, once the person's language is installed
const LOOKUP_WORDS: Record<LookupKind, () => Omit<LookupWords, 'noun' | 'title'>> = {
  topic: () => ({ trending: l10n.t('Trending topics') }),
  category: () => ({ trending: l10n.t('Categories') }),
  coin: () => ({ trending: l10n.t('Top coins by market cap') }),
  stock: () => ({ trending: l10n.t('Top stocks by market cap') }),
  nft: () => ({ trending: l10n.t('Top NFT collections by market cap') }),
  creator: () => ({ trending: l10n.t('Top creators'), placeholder: l10n.t('twitter/name, a profile address (x.com/…, youtube.com/@…) or twitter::123') }),
  post: () => ({ trending: l10n.t('Posts'), placeholder: l10n.t('A post address (x.com/…/status/…, youtube.com/watch?v=…) or tweet/123') }),
};

/** What a picker of `kind` calls its subjects, its list and its prompt. */
export function lookupWords(kind: LookupKind): LookupWords {
  const noun = kindNoun(kind);
  return { noun, title: `${noun.charAt(0).toLocaleUpperCase()}${noun.slice(1)}`, ...LOOKUP_WORDS[kind]() };
}

/** What the picker says of a typed name the service said it does not have. */
export function missingProblem(kind: LookupKind, ref: ItemRef): string {
  return l10n.t('Nothing found for {0} "{1}": check the name, or pick one from the list.', lookupWords(kind).noun, ref.title);
}

/** How much of the typed text a pick's label shows: people paste whole pages into a lookup box. */
const SHOWN_TYPED = 80;

/**
 * The typed text as a pick: openable, or carrying the reason it is not (`missing`: keys of
 * typed names the service said it does not have).
 */
export function typedPick(kind: LookupKind, value: string, missing: ReadonlySet<string> = new Set()): LookupPick | undefined {
  if (!value.trim()) return undefined;
  const parsed = parseLookupOf(value, kind);
  const result = 'ref' in parsed && missing.has(itemKey(parsed.ref)) ? { problem: missingProblem(kind, parsed.ref) } : parsed;
  if ('problem' in result) return { label: pick`$(error) ${truncate(value, SHOWN_TYPED)}`, detail: pickText(result.problem), problem: result.problem, source: 'typed' };
  const { ref } = result;
  return { label: pickText(truncate(value, SHOWN_TYPED)), description: tPick(l10n.t('Open {0} "{1}"'), lookupWords(kind).noun, ref.id), ref, source: 'typed' };
}

/** A topic or category of a ranked list. */
function rankedPick(ref: ItemRef, rank: number | undefined, interactions: number | undefined): LookupPick {
  return {
    label: pickText(ref.title),
    description: rank !== undefined
      ? tPick(l10n.t('{0} · {1} interactions'), formatFigure(ref.kind === 'category' ? 'category_rank' : 'topic_rank', rank), formatCompact(interactions))
      : tPick(l10n.t('{0} interactions'), formatCompact(interactions)),
    ref,
    source: 'trending',
  };
}

export function topicPicks(items: readonly TopicListItem[]): LookupPick[] {
  return items.map((t) => rankedPick(topicRef(t.topic, t.title), t.topic_rank, t.interactions_24h));
}

export function categoryPicks(items: readonly CategoryListItem[]): LookupPick[] {
  return items.map((c) => rankedPick(categoryRef(c.category, c.title), c.category_rank, c.interactions_24h));
}

/** "$84,559.90 · +1.20% 24 h": a coin's or stock's price and change, as the catalogue writes them. */
function marketFacts(price: number | undefined, change: number | undefined): PickText {
  return pickText(`${briefFigure('price', price)} · ${briefFigure('percent_change_24h', change)}`);
}

export function coinPicks(items: readonly Coin[]): LookupPick[] {
  return items.map((c) => {
    const ref = coinRef(c);
    return { label: pickText(ref.title), description: marketFacts(c.price, c.percent_change_24h), ref, source: 'trending' as const };
  });
}

export function stockPicks(items: readonly Stock[]): LookupPick[] {
  return items.map((s) => {
    const ref = stockRef(s);
    return { label: pickText(ref.title), description: marketFacts(s.price, s.percent_change_24h), ref, source: 'trending' as const };
  });
}

export function nftPicks(items: readonly Nft[]): LookupPick[] {
  return items.map((n) => {
    const ref = nftRef(n);
    const floor = n.floor_price === undefined ? undefined : briefFigure('floor_price', n.floor_price, { currency: n.base_crypto });
    return { label: pickText(ref.title), description: pickText([floor, briefFigure('percent_change_24h', n.percent_change_24h)].filter(Boolean).join(' · ')), ref, source: 'trending' as const };
  });
}

export function creatorPicks(items: readonly CreatorListItem[]): LookupPick[] {
  return items.map((c) => {
    const ref = creatorRef(c.creator_id, c.creator_display_name || c.creator_name);
    const where = [c.creator_network, c.creator_name ? `@${c.creator_name}` : undefined].filter(Boolean).join(' ');
    return { label: pickText(ref.title), description: tPick(l10n.t('{0} · {1} followers'), where, formatCompact(c.creator_followers)), ref, source: 'trending' as const };
  });
}

export function recentPicks(refs: readonly ItemRef[]): LookupPick[] {
  return refs.map((ref) => ({ label: pickText(ref.title), description: ref.title.toLowerCase() === ref.id ? undefined : pickText(ref.id), ref, source: 'recent' as const }));
}

/**
 * Everything the picker lists: the typed name (always shown, so a name outside the lists can be
 * opened), then recent lookups, then trending items not already listed. A typed name that names
 * a listed item by another id ("tesla" for the stock TSLA) or is close to listed ones
 * ("bitcoinn") has those first, so Enter opens the real item rather than an unknown name.
 */
export function lookupPicks(
  kind: LookupKind, value: string, recent: readonly ItemRef[], trending: readonly LookupPick[], missing: ReadonlySet<string> = new Set(),
): LookupPick[] {
  const typed = typedPick(kind, value, missing);
  const seen = new Set<string>();
  const listed = (p: LookupPick): boolean => {
    if (!p.ref) return true;
    const key = itemKey(p.ref);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const recentList = recentPicks(recent);
  const known = [...recentList, ...trending];
  const refs = known.flatMap((p) => (p.ref ? [p.ref] : []));
  // what cannot be opened as typed ("Bored Ape Yacht Club" is no NFT slug) may still name a listed item
  const typedName = typed?.ref?.id ?? (typed ? value : '');
  // a listed item the typed name is itself needs no suggestion: the typed row opens it
  const suggested = closeMatches(typedName, refs).filter((ref) => !typed?.ref || itemKey(ref) !== itemKey(typed.ref))
    .map((ref) => ({ ...known.find((p) => p.ref === ref)!, source: 'suggested' as const }));
  return [...suggested.filter(listed), ...(typed ? [typed] : []), ...recentList.filter(listed), ...trending.filter(listed)];
}

/** The same entry: its source and its item (a typed name that cannot be opened: its words). */
function samePick(a: LookupPick, b: LookupPick): boolean {
  return a.source === b.source && (a.ref && b.ref ? itemKey(a.ref) === itemKey(b.ref) : !a.ref && !b.ref && a.label === b.label);
}

/**
 * The entry Enter takes for what is typed now (`picks`: the list for `value`). The editor draws
 * the list apart from the extension: Enter pressed right after typing can come with the entry
 * focused in the list drawn for the text before ("Tesla (TSLA)" offered for "tesla", then
 * "zzzqqq" typed and Enter at once). An entry the list for `value` would not show gives way to
 * what that list offers first: its suggestion, else the typed name.
 */
export function pickFor(value: string, chosen: LookupPick | undefined, picks: readonly LookupPick[]): LookupPick | undefined {
  const text = value.trim().toLowerCase();
  const shown = (p: LookupPick): boolean => p.source === 'typed' || p.source === 'suggested'
    || !text || `${p.label} ${p.description ?? ''}`.toLowerCase().includes(text);
  if (chosen && picks.some((p) => samePick(p, chosen)) && shown(chosen)) return chosen;
  return picks.find((p) => p.source === 'suggested') ?? picks.find((p) => p.source === 'typed') ?? chosen;
}

/** What accepting a pick does: open its item, or explain why it cannot. */
export function acceptPick(pick: LookupPick | undefined, kind: LookupKind, value: string): { ref: ItemRef } | { problem: string } {
  if (pick?.ref) return { ref: pick.ref };
  if (pick?.problem) return { problem: pick.problem };
  const typed = typedPick(kind, value);
  if (typed?.ref) return { ref: typed.ref };
  return { problem: typed?.problem ?? l10n.t('Type a {0} name or pick one from the list.', lookupWords(kind).noun) };
}

/**
 * The list shown under the typed name. The calls are the ones the views make, so the
 * client's cache usually answers them without a request.
 */
export async function trendingPicks(kind: LookupKind, client: SocialClient, options: RequestOptions): Promise<LookupPick[]> {
  if (kind === 'topic') return topicPicks((await client.topicsList(options)).data);
  if (kind === 'category') return categoryPicks((await client.categoriesList(options)).data);
  if (kind === 'creator') return creatorPicks((await client.creatorsList(options)).data);
  // the service lists no posts by themselves: recent ones only
  if (kind === 'post') return [];
  const sort = DEFAULT_COIN_SORT;
  const top = { sort: sort.key, desc: sort.desc, limit: COIN_PAGE_SIZE, page: 0 };
  if (kind === 'stock') return stockPicks((await client.stocksList(top, options)).data);
  if (kind === 'nft') return nftPicks((await client.nftsList(top, options)).data);
  return coinPicks((await client.coinsList(top, options)).data);
}
