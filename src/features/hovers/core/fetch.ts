// A hover's figures: from the cache first (the pages the Watchlist and the alerts read, then the
// subject's own answer; up to an hour old, the hover says how old), else with at most one request
// at background priority, which the client refuses when the day has only the person's reserve
// left. Pure: the client is passed in.
import type { RequestOptions, SocialApi } from '../../../service/api/service';
import type { Answer, Coin } from '../../../service/api/types';
import type { Stock } from '../../../service/api/types-market';
import { errorMessage } from '../../../editor/errorPolicy';
import * as l10n from '../../../shared/format/l10n';
import { OPERATIONS, type OperationId } from '../../../service/api/operations';
import { allows, PLANS, type Access } from '../../../service/api/plans';
import { coinRef, stockRef, type ItemRef } from '../../../shared/items';
import { nftCurrencyOnPage, PINNED_COINS_PAGE } from '../../../shared/queries/pinned';
import type { Named } from './find';
import { marketGlance, nftGlance, summaryGlance, type Glance } from './glance';

export type HoverClient = Pick<SocialApi, 'coinsListV2' | 'stocksListV2' | 'nftsListV2' | 'coin' | 'stock' | 'nft' | 'topic' | 'category'>;

/** The figures, or why there are none (said in the hover instead). */
export type Looked = { glance: Glance } | { missing: string; ref?: ItemRef };

type Row = { id: string | number; symbol?: string; name?: string };

function matches(row: Row, id: string): boolean {
  const want = id.toLowerCase();
  return String(row.id).toLowerCase() === want || String(row.symbol ?? '').toLowerCase() === want;
}

function at(op: OperationId, answer: Answer<unknown>): { read: { op: OperationId; generated: number }; receivedAt: number } {
  return { read: { op, generated: answer.generated }, receivedAt: answer.receivedAt };
}

/** A way to a subject's figures; `mayAsk`: it may be sent once when nothing was cached. */
interface Way {
  run(o: RequestOptions): Promise<Glance | undefined>;
  mayAsk: boolean;
}

/**
 * How old a cached answer a hover shows (with its age) rather than spend a request: the Watchlist's
 * background refresh reads its pages again well within it (every 15 minutes by default).
 */
export const HOVER_MAX_AGE_MS = 60 * 60_000;

/**
 * One look: each way is tried from the cache in order (a cache-only miss is refused without a
 * request); only if none answers, the first way that may ask and was not in the cache is sent
 * once, at background priority. `unasked`: ways that may ask, neither cached nor sent (a later
 * look sends the next).
 */
async function firstOf(ways: readonly Way[], signal?: AbortSignal): Promise<{ glance?: Glance; unasked: number }> {
  const missed: Way[] = [];
  for (const w of ways) {
    const found = await w.run({ cacheOnly: true, maxAge: HOVER_MAX_AGE_MS, signal }).then((g) => ({ g }), () => undefined);
    if (!found) missed.push(w);
    else if (found.g) return { glance: found.g, unasked: 0 };
  }
  const asking = missed.filter((w) => w.mayAsk);
  const glance = await asking[0]?.run({ priority: 'background', signal });
  return { ...(glance ? { glance } : {}), unasked: Math.max(0, asking.length - 1) };
}

function marketPage(c: HoverClient, id: string, kind: 'coin' | 'stock', mayAsk: boolean): Way {
  return { mayAsk, run: async (o) => {
    const page = kind === 'coin' ? await c.coinsListV2(PINNED_COINS_PAGE, o) : await c.stocksListV2(PINNED_COINS_PAGE, o);
    const row = (page.data as (Coin | Stock)[]).find((r) => matches(r, id));
    if (!row) return undefined;
    return marketGlance(kind === 'coin' ? coinRef(row) : stockRef(row), row, at(kind === 'coin' ? 'coinsListV2' : 'stocksListV2', page));
  } };
}

function nftPage(c: HoverClient, id: string): Way {
  return { mayAsk: false, run: async (o) => {
    const page = await c.nftsListV2(PINNED_COINS_PAGE, o);
    const row = page.data.find((r) => matches(r, id));
    return row ? nftGlance({ kind: 'nft', id, title: row.name }, row, at('nftsListV2', page)) : undefined;
  } };
}

function single(c: HoverClient, ref: ItemRef, mayAsk: boolean): Way {
  return { mayAsk, run: async (o) => {
    switch (ref.kind) {
      case 'coin': { const a = await c.coin(ref.id, o); return marketGlance(ref, a.data, at('coin', a)); }
      case 'stock': { const a = await c.stock(ref.id, o); return marketGlance(ref, a.data, at('stock', a)); }
      case 'nft': {
        const a = await c.nft(ref.id, o);
        // its own answer names no currency: its row of the page does, when cached (found by the id it was answered with)
        const currency = a.data.base_crypto ?? await nftCurrencyOnPage(c, String(a.data.id), { signal: o.signal });
        return nftGlance(ref, currency ? { ...a.data, base_crypto: currency } : a.data, at('nft', a));
      }
      case 'topic': { const a = await c.topic(ref.id, o); return summaryGlance(ref, a.data, at('topic', a)); }
      case 'category': { const a = await c.category(ref.id, o); return summaryGlance(ref, a.data, at('category', a)); }
      default: return undefined;
    }
  } };
}

/** The ways to what is named, cheapest first. */
function waysTo(c: HoverClient, named: Named): Way[] {
  if (named.kind === 'cashtag') {
    // a symbol may be a coin's or a stock's: the largest of each (one page may be asked for),
    // then a single quote already cached
    const id = named.symbol.toLowerCase();
    return [marketPage(c, id, 'coin', true), marketPage(c, id, 'stock', true), single(c, coinRef(id), false), single(c, stockRef(named.symbol), false)];
  }
  const { ref } = named;
  if (ref.kind === 'coin' || ref.kind === 'stock') return [marketPage(c, ref.id, ref.kind, false), single(c, ref, true)];
  if (ref.kind === 'nft') return [nftPage(c, ref.id), single(c, ref, true)];
  return [single(c, ref, true)];
}

/** Kinds whose figures a hover shows; a creator or a post offers Open only. */
const WITH_FIGURES: readonly ItemRef['kind'][] = ['coin', 'stock', 'nft', 'topic', 'category'];

/** The operation a subject's own figures need when no cheaper way names them (topics and categories: Individual and up). */
const SUMMARY_OP: Partial<Record<ItemRef['kind'], OperationId>> = { topic: 'topic', category: 'category' };

/** `access`: what the key's plan may call; a subject it excludes is said without a request. */
export async function lookFor(client: HoverClient, named: Named, signal?: AbortSignal, access?: Access): Promise<Looked> {
  const ref = named.kind === 'subject' ? named.ref : undefined;
  if (ref && !WITH_FIGURES.includes(ref.kind)) return { missing: '', ref };
  const op = ref && SUMMARY_OP[ref.kind];
  if (op && access && !allows(access, OPERATIONS[op].access)) {
    const need = Object.values(PLANS).find((p) => allows(p.access, OPERATIONS[op].access))!;
    return { missing: l10n.t('Its figures need the {0} plan or higher; no request was sent.', need.label), ref };
  }
  try {
    const { glance, unasked } = await firstOf(waysTo(client, named), signal);
    if (glance) return { glance };
    if (named.kind !== 'cashtag') return { missing: l10n.t('The service has no figures for it.'), ref };
    // the coins page was asked for; the stocks page is the next look's one request
    return { missing: unasked
      ? l10n.t('${0} is not among the 100 largest coins; hover again to look among the 100 largest stocks.', named.symbol)
      : l10n.t('${0} is not among the 100 largest coins or stocks.', named.symbol) };
  } catch (e) {
    return { missing: errorMessage(e), ref };
  }
}
