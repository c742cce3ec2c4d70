// Time-series points of a topic or category, each computed from (subject, bucket start) alone.
import type { Bucket } from '../../api/values';
import { altRankAt, dominanceAt, galaxyAt, marketIndex, priceAt, supplyAt, volumeAt, type Asset } from './assets';
import type { Dataset, Subject } from './dataset';
import { noise, round, sig } from './prng';
import { socialDominance, socialOver } from './pulse';
import { quirkPoint } from './quirks';

export type Point = Record<string, number | string | null>;

const BUCKET_SECONDS: Record<Bucket, number> = { hour: 3600, day: 86400 };

/** Bucket starts from the first boundary at or after `start` up to `end`. */
export function bucketTimes(start: number, end: number, bucket: Bucket): number[] {
  const size = BUCKET_SECONDS[bucket];
  const times: number[] = [];
  for (let t = Math.ceil(start / size) * size; t <= end; t += size) times.push(t);
  return times;
}

/** Price and market fields of an asset's bucket, written into the point. */
function addAssetFields(p: Point, data: Dataset, a: Asset, t: number, size: number, now: number): void {
  const close = Math.min(t + size, now);
  const open = priceAt(a, t);
  const last = priceAt(a, close);
  const mid1 = priceAt(a, t + (close - t) / 3);
  const mid2 = priceAt(a, t + ((close - t) * 2) / 3);
  const wick = 1 + a.swing * 0.02 * noise(a.pulse.key, Math.floor(t / size), 61);
  const cap = last * supplyAt(a, close);
  p.open = sig(open);
  p.high = sig(Math.max(open, last, mid1, mid2) * wick);
  p.low = sig(Math.min(open, last, mid1, mid2) / wick);
  p.close = sig(last);
  p.market_cap = Math.round(cap);
  p.volume_24h = Math.round(volumeAt(a, cap, close));
  p.circulating_supply = Math.round(supplyAt(a, close));
  p.galaxy_score = galaxyAt(a, close);
  p.alt_rank = altRankAt(a, close, data.market[a.kind].length);
  p.market_dominance = round(dominanceAt(data.market, a, cap, close), 4);
}

interface CategoryMarket {
  cap0: number;
  kind: Asset['kind'];
}

const categoryMarkets = new WeakMap<Subject, CategoryMarket>();

/** A market category's cap at the anchor (the sum over its priced topics) and which market moves it. */
function categoryMarket(data: Dataset, s: Subject): CategoryMarket {
  let market = categoryMarkets.get(s);
  if (!market) {
    let cap0 = 0;
    let stocks = 0;
    for (const topic of s.category?.topics ?? []) {
      const a = data.topic(topic)?.asset;
      if (!a) continue;
      cap0 += a.cap0;
      if (a.kind === 'stocks') stocks += a.cap0;
    }
    market = { cap0, kind: stocks > cap0 / 2 ? 'stocks' : 'coins' };
    categoryMarkets.set(s, market);
  }
  return market;
}

/**
 * The points of the buckets that start at `times`, up to the world's moment `now`: a bucket
 * not begun by then is left out, the one running then holds what it has so far (today's day),
 * so the last point ends at `now` and agrees with every figure of that moment.
 */
export function seriesPoints(data: Dataset, s: Subject, times: readonly number[], bucket: Bucket, now: number): Point[] {
  const size = BUCKET_SECONDS[bucket];
  const market = s.kind === 'category' && s.category?.market ? categoryMarket(data, s) : undefined;
  return times.filter((t) => t < now).map((t, i) => {
    const end = Math.min(t + size, now);
    const social = socialOver(s.pulse, t, end);
    const p: Point = {
      time: t,
      contributors_active: social.contributors_active,
      contributors_created: social.contributors_created,
      interactions: social.interactions,
      posts_active: social.posts_active,
      posts_created: social.posts_created,
      sentiment: social.sentiment,
      spam: social.spam,
    };
    if (s.kind === 'topic') {
      if (s.asset) addAssetFields(p, data, s.asset, t, size, now);
      p.social_dominance = socialDominance(social.posts_active, (end - t) / 3600);
    } else if (market?.cap0) {
      const cap = market.cap0 * marketIndex(data.market, market.kind, end);
      p.market_cap = Math.round(cap);
      p.volume_24h = Math.round(cap * (0.03 + 0.03 * noise(s.pulse.key, Math.floor(t / size), 67)));
    }
    if (data.flavor.quirks) quirkPoint(p, s.pulse.key, Math.floor(t / size), i);
    return p;
  });
}
