// "Shapes in the wild" (field notes): the real service now and then sends a number as a
// string, an identifier as a number, a null, or a field nobody documented. Each rule here is
// sparse and deterministic (by position or key), and all are off with `quirks: false`.
import { noise } from './prng';

type Item = Record<string, unknown>;

function stringify(item: Item, field: string): void {
  if (typeof item[field] === 'number') item[field] = String(item[field]);
}

/** Topic list: the 7th item's `num_posts` is a string; the 13th carries an undocumented field. */
export function quirkTopicListItem(item: Item, index: number): void {
  if (index === 6) stringify(item, 'num_posts');
  if (index === 12) item.interactions_24h_previous = Math.round(Number(item.interactions_24h) * 0.93);
}

/** Category topics: the interface shows `topic` as an integer here, so numeric names are sent as numbers. */
export function quirkCategoryTopicItem(item: Item): void {
  if (typeof item.topic === 'string' && /^\d+$/.test(item.topic)) item.topic = Number(item.topic);
}

/** Categories list: the 5th item's `social_dominance` is a string. */
export function quirkCategoryListItem(item: Item, index: number): void {
  if (index === 4) stringify(item, 'social_dominance');
}

/** Summaries: a quarter of subjects report a seventh network; a third of categories lack contributors. */
export function quirkSummary(item: Item, key: number, category: boolean): void {
  if (key % 4 === 0) {
    for (const field of ['types_count', 'types_interactions']) {
      const map = item[field] as Record<string, number>;
      map['threads-post'] = Math.max(1, Math.round((map.tweet ?? 0) * 0.03));
    }
    // its posts read as X's do: its sentiment agrees with its counts and barely moves the networks' average
    const sentiment = (item.types_sentiment as Record<string, number>).tweet ?? 71;
    const count = (item.types_count as Record<string, number>)['threads-post']!;
    const neutral = Math.round(count * 0.25);
    const positive = Math.round(((count - neutral) * sentiment) / 100);
    (item.types_sentiment as Record<string, number>)['threads-post'] = sentiment;
    (item.types_sentiment_detail as Record<string, unknown>)['threads-post'] = { positive, neutral, negative: count - neutral - positive };
  }
  if (category && key % 3 === 0) item.num_contributors = null;
}

export function quirkTheme(item: Item, index: number): void {
  if (index === 1) stringify(item, 'percent');
}

/** An image sent over plain http, which panels must drop; on loopback, so it never leaves the machine. */
const INSECURE_IMAGE = 'http://127.0.0.1:9/image.jpg';

export function quirkPost(item: Item, index: number): void {
  if (index % 13 === 3) {
    item.creator_avatar = INSECURE_IMAGE;
    if (item.post_type === 'news') item.post_image = INSECURE_IMAGE;
  }
  if (index % 11 === 4) item.creator_display_name = null;
  if (index % 17 === 8) stringify(item, 'post_sentiment');
  if (index % 23 === 12) delete item.interactions_total;
}

export function quirkCreator(item: Item, index: number): void {
  if (index % 9 === 7) stringify(item, 'creator_followers');
}

/** Time series: about one point in 500 has a null sentiment or a string interactions count. */
export function quirkPoint(item: Item, key: number, bucketIndex: number, index: number): void {
  if (noise(key, bucketIndex, 901) < 0.002) item.sentiment = null;
  if (noise(key, bucketIndex, 903) < 0.002 && index > 0) stringify(item, 'interactions');
}

export function quirkCoin(item: Item, id: number): void {
  if (id % 97 === 13) stringify(item, 'price');
  if (id % 89 === 3) stringify(item, 'volume_24h');
  if (id % 151 === 7 && 'galaxy_score' in item) item.galaxy_score = null;
  if (id % 10 === 1 && id > 100) item.blockchains = [{ type: 'erc20', network: 'ethereum', address: `0x${id.toString(16).padStart(40, '0')}`, decimals: 18 }];
}

/** Below this many followers an account posts rarely: the real service sends its series as one point. */
const SMALL_ACCOUNT = 5_000;

/** A small account's series: its latest point alone, as real creator series often are. */
export function quirkCreatorSeries<T>(points: T[], followers: number): T[] {
  return followers < SMALL_ACCOUNT && points.length > 1 ? points.slice(-1) : points;
}
