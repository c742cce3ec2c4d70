// Social activity of a subject as a function of time. Each hour's figures are computed from the
// subject's key and the hour alone, so any point of any series costs the same; every longer
// window adds its hours up. Neighbouring hours still move smoothly.
import { clamp, noise, round, smoothNoise } from './prng';

const TAU = Math.PI * 2;
const HOUR = 3600;
const DAY = 86400;

export interface Pulse {
  key: number;
  /** Mean interactions per hour. */
  scale: number;
  /** Mean sentiment, percent positive. */
  sentiment: number;
  phases: readonly number[];
  /** Which of the world's rotating story slots this subject breaks in (see `BREAKING_SLOTS`). */
  breakingSlot?: number;
}

/**
 * The world always has one story breaking: the 6-hour blocks take turns among this many subjects,
 * so at any hour one of them draws a burst. Five turns make 30 hours, so a subject's burst falls
 * on a different hour of the day each time and its usual level at that hour stays usual.
 */
export const BREAKING_SLOTS = 5;

export function makePulse(key: number, scale: number, sentiment: number, breakingSlot?: number): Pulse {
  const pulse: Pulse = { key, scale, sentiment, phases: [0, 1, 2, 3, 4, 5].map((i) => TAU * noise(key, i, 1)) };
  return breakingSlot === undefined ? pulse : { ...pulse, breakingSlot };
}

export interface SocialPoint {
  interactions: number;
  posts_active: number;
  posts_created: number;
  contributors_active: number;
  contributors_created: number;
  sentiment: number;
  spam: number;
}

/** Slow waves of attention (weeks, days), the same at every bucket size. */
function level(p: Pulse, hour: number): number {
  const ph = p.phases;
  return Math.exp(
    0.35 * Math.sin((TAU * hour) / (24 * 41) + ph[0]!)
    + 0.2 * Math.sin((TAU * hour) / (24 * 11.7) + ph[1]!)
    + 0.1 * Math.sin((TAU * hour) / (24 * 3.1) + ph[2]!),
  );
}

/** More people post in the evening of the topic's main audience. */
function diurnal(p: Pulse, hour: number): number {
  return 1 + 0.3 * Math.sin((TAU * hour) / 24 + p.phases[3]!);
}

/** Now and then a burst of attention lasting a few hours. */
function burst(p: Pulse, hour: number): number {
  const block = Math.floor(hour / 6);
  const n = noise(p.key, block, 77);
  const breaking = p.breakingSlot !== undefined && block % BREAKING_SLOTS === p.breakingSlot ? 2.5 : 1;
  return Math.max(breaking, n > 0.985 ? 1.5 + (n - 0.985) * 250 : 1);
}

export function sentimentAt(p: Pulse, hour: number): number {
  return Math.round(clamp(
    p.sentiment + 7 * Math.sin((TAU * hour) / (24 * 8.3) + p.phases[4]!) + 10 * (smoothNoise(p.key, hour / 6, 31) - 0.5),
    3, 97,
  ));
}

/** Unique posts with interactions among `interactions` over `hours` hours. */
function postsFor(interactions: number, hours: number): number {
  return Math.round(0.03 * interactions ** 0.85 * hours ** 0.15);
}

function point(p: Pulse, interactions: number, sentiment: number, hours: number, salt: number): SocialPoint {
  const posts = postsFor(interactions, hours);
  const contributors = Math.round(posts * (0.5 + 0.1 * noise(p.key, salt, 41)));
  const created = Math.round(posts * (0.28 + 0.06 * noise(p.key, salt, 43)));
  return {
    interactions,
    posts_active: posts,
    posts_created: created,
    contributors_active: contributors,
    contributors_created: Math.round(contributors * (0.3 + 0.1 * noise(p.key, salt, 47))),
    sentiment,
    spam: Math.round(created * (0.02 + 0.06 * noise(p.key, salt, 53))),
  };
}

/** Interactions in the hour that starts at `start` (unix seconds, on the hour). */
function hourInteractions(p: Pulse, start: number): number {
  const hour = start / HOUR + 0.5;
  const m = level(p, hour) * burst(p, hour) * diurnal(p, hour) * (0.85 + 0.3 * noise(p.key, start / HOUR, 1));
  return Math.round(p.scale * m);
}

/**
 * The hours from `start` to `end` (unix seconds, on the hour) added up: interactions are the
 * sum of the hours', sentiment their mean weighted by interactions. Every figure of a window
 * (a series' bucket, a list's 24 hours, a day so far) is made here, so they all agree.
 */
export function socialOver(p: Pulse, start: number, end: number): SocialPoint {
  const from = Math.floor(start / HOUR);
  const to = Math.max(from + 1, Math.floor(end / HOUR));
  let interactions = 0;
  let weighted = 0;
  for (let h = from; h < to; h++) {
    const n = hourInteractions(p, h * HOUR);
    interactions += n;
    weighted += n * sentimentAt(p, h + 0.5);
  }
  const sentiment = interactions ? Math.round(weighted / interactions) : sentimentAt(p, (from + to) / 2);
  // a window's own draws: the same window gives the same posts whoever asks
  return point(p, interactions, sentiment, to - from, from * 32 + Math.min(to - from, 31));
}

/** The 24 hours up to `t`: what summaries, lists and coins report as `*_24h`. */
export function rolling24(p: Pulse, t: number): SocialPoint {
  return socialOver(p, t - DAY, t);
}

/** Posts with interactions in an hour across the whole service: social dominance is a subject's share of them. */
const SERVICE_POSTS_PER_HOUR = postsFor(2.5e8, 1);

/**
 * Percent of the whole service's social volume (posts with interactions) over `hours` that
 * `posts` are. The whole grows with the hours as a subject's posts do, so a day's share lies
 * among its hours' shares.
 */
export function socialDominance(posts: number, hours: number): number {
  return round((posts / (SERVICE_POSTS_PER_HOUR * hours)) * 100, 4);
}

export type Trend = 'up' | 'down' | 'flat';

export function trendAt(p: Pulse, t: number): Trend {
  const ratio = rolling24(p, t).interactions / Math.max(1, rolling24(p, t - DAY).interactions);
  return ratio > 1.05 ? 'up' : ratio < 0.95 ? 'down' : 'flat';
}
