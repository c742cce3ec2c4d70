// Creators as the creator operations show them: the ranking across networks, a profile with
// the topics it influences, its series and its posts. Activity is made from the creator and
// the time alone, so every operation agrees with every other.
import { TRENDING } from './catalog';
import { creatorKey, followersAt, type DemoCreator } from './creators';
import type { Dataset } from './dataset';
import { candidates, top, type Candidate } from './posts';
import { clamp, noise, round, smoothNoise } from './prng';

const HOUR = 3600;
const DAY = 86400;

type Item = Record<string, unknown>;

function keyOf(data: Dataset, c: DemoCreator): number {
  return creatorKey(data.seed, c);
}

/** Interactions on the creator's posts in the hour that starts at `start`. */
function hourInteractions(data: Dataset, c: DemoCreator, start: number): number {
  const key = keyOf(data, c);
  const mood = 0.4 + 1.2 * smoothNoise(key, start / (6 * HOUR), 503);
  return Math.round(followersAt(data.seed, c, start) * 0.004 * mood * (0.5 + noise(key, 1, 505)));
}

/** Interactions on the creator's posts from `start` to `end` (on the hour): its hours added up, as a series shows them. */
function creatorInteractions(data: Dataset, c: DemoCreator, start: number, end: number): number {
  let sum = 0;
  for (let t = start; t < end; t += HOUR) sum += hourInteractions(data, c, t);
  return sum;
}

function postsIn(data: Dataset, c: DemoCreator, start: number, end: number): number {
  const key = keyOf(data, c);
  let rate = 0;
  for (let t = start; t < end; t += HOUR) rate += (0.05 + 0.4 * noise(key, 2, 507)) * (0.6 + 0.8 * noise(key, t / HOUR, 509));
  return Math.round(rate);
}

/** Social creators by their last 24 hours, most interactions first; computed once per hour. */
const rankings = new WeakMap<Dataset, { hour: number; list: DemoCreator[] }>();

function ranking(data: Dataset, t: number): DemoCreator[] {
  const hour = Math.floor(t / 3600);
  const cached = rankings.get(data);
  if (cached?.hour === hour) return cached.list;
  const end = hour * HOUR;
  const list = data.creators.filter((c) => c.network.name !== 'news')
    .map((c) => [c, creatorInteractions(data, c, end - DAY, end)] as const)
    .sort((a, b) => b[1] - a[1] || a[0].creator_id.localeCompare(b[0].creator_id))
    .map(([c]) => c);
  rankings.set(data, { hour, list });
  return list;
}

function rankOf(data: Dataset, c: DemoCreator, t: number): number {
  return ranking(data, t).indexOf(c) + 1;
}

function base(data: Dataset, c: DemoCreator, t: number): Item {
  return {
    creator_id: c.creator_id,
    creator_name: c.name,
    creator_display_name: c.display_name,
    ...(c.avatar === undefined ? {} : { creator_avatar: c.avatar }),
    creator_followers: followersAt(data.seed, c, t),
  };
}

/** The creators list: the top of the ranking. */
export function creatorsList(data: Dataset, t: number, limit: number): Item[] {
  const hour = Math.floor(t / HOUR) * HOUR;
  return ranking(data, t).slice(0, limit).map((c, i) => ({
    ...base(data, c, t),
    creator_network: c.network.name,
    creator_posts: postsIn(data, c, hour - DAY, hour),
    creator_rank: i + 1,
    interactions_24h: creatorInteractions(data, c, hour - DAY, hour),
  }));
}

/** Topics the creator's posts are about: a few trending ones, with shares that sum under 100. */
function topicInfluence(data: Dataset, c: DemoCreator): Item[] {
  const key = keyOf(data, c);
  const count = 3 + Math.floor(noise(key, 3, 511) * 5);
  const picked = TRENDING.map(([topic], i) => [noise(key, i, 513), topic] as const).sort((a, b) => a[0] - b[0]).slice(0, count);
  const weights = picked.map((_p, i) => 1 + 8 * noise(key, i, 515));
  const sum = weights.reduce((a, b) => a + b, 0);
  return picked.map(([, topic], i) => ({
    topic,
    count: 1 + Math.floor(weights[i]! * 6),
    percent: round((weights[i]! / sum) * 85, 2),
    rank: 1 + Math.floor(noise(key, i, 517) * 250),
  }));
}

export function creatorProfile(data: Dataset, c: DemoCreator, t: number): Item {
  const hour = Math.floor(t / HOUR) * HOUR;
  return {
    ...base(data, c, t),
    creator_rank: rankOf(data, c, t) || undefined,
    interactions_24h: creatorInteractions(data, c, hour - DAY, hour),
    topic_influence: topicInfluence(data, c),
  };
}

/**
 * A creator's points for the buckets that start at `times` and last `hours`, up to `now` (on the
 * hour): a bucket not begun is left out, the running one holds what it has so far, so the last
 * point's followers, interactions and rank are those of the profile and the lists.
 */
export function creatorSeries(data: Dataset, c: DemoCreator, times: readonly number[], hours: number, now: number): Item[] {
  const key = keyOf(data, c);
  const rank = Math.max(1, rankOf(data, c, now) || 1000);
  const drift = (t: number): number => 0.3 * smoothNoise(key, t / DAY, 519);
  return times.filter((t) => t < now).map((t) => {
    const end = Math.min(t + hours * HOUR, now);
    return {
      time: t,
      followers: followersAt(data.seed, c, end),
      interactions: creatorInteractions(data, c, t, end),
      posts_active: postsIn(data, c, t, end),
      creator_rank: Math.round(clamp(rank * Math.exp(drift(end) - drift(now)), 1, 5000)),
    };
  });
}

/** The creator's posts about the trending topics created in [from, to], most interactions first. */
export function postsBy(data: Dataset, creator: DemoCreator, from: number, to: number, now: number, limit: number): Candidate[] {
  const mine: Candidate[] = [];
  const news = creator.network.name === 'news';
  for (const s of data.topics) {
    for (const c of candidates(data, s, from, to, now, news)) if (c.creator === creator) mine.push(c);
  }
  return top(mine, limit, false);
}
