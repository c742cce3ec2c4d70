// Social activity of a subject as a function of time. Every value is computed from the
// subject's key and the time alone, so any point of any series costs the same and a year of
// hourly points is cheap; neighbouring points still move smoothly.
import { clamp, noise, smoothNoise } from './prng';

const TAU = Math.PI * 2;

export interface Pulse {
  key: number;
  /** Mean interactions per hour. */
  scale: number;
  /** Mean sentiment, percent positive. */
  sentiment: number;
  phases: readonly number[];
}

export function makePulse(key: number, scale: number, sentiment: number): Pulse {
  return { key, scale, sentiment, phases: [0, 1, 2, 3, 4, 5].map((i) => TAU * noise(key, i, 1)) };
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
  const n = noise(p.key, Math.floor(hour / 6), 77);
  return n > 0.985 ? 1.5 + (n - 0.985) * 250 : 1;
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

function point(p: Pulse, interactions: number, hours: number, hour: number, salt: number): SocialPoint {
  const posts = postsFor(interactions, hours);
  const contributors = Math.round(posts * (0.5 + 0.1 * noise(p.key, salt, 41)));
  const created = Math.round(posts * (0.28 + 0.06 * noise(p.key, salt, 43)));
  return {
    interactions,
    posts_active: posts,
    posts_created: created,
    contributors_active: contributors,
    contributors_created: Math.round(contributors * (0.3 + 0.1 * noise(p.key, salt, 47))),
    sentiment: sentimentAt(p, hour),
    spam: Math.round(created * (0.02 + 0.06 * noise(p.key, salt, 53))),
  };
}

/** The bucket that starts at `start` (unix seconds) and lasts `hours` (1 or 24). */
export function socialAt(p: Pulse, start: number, hours: number): SocialPoint {
  const hour = start / 3600 + hours / 2;
  const index = Math.floor(start / (hours * 3600));
  let m = level(p, hour) * burst(p, hour) * (0.85 + 0.3 * noise(p.key, index, hours));
  if (hours === 1) m *= diurnal(p, hour);
  return point(p, Math.round(p.scale * hours * m), hours, hour, index);
}

/** The 24 hours up to `t`: what summaries, lists and coins report as `*_24h`. */
export function rolling24(p: Pulse, t: number): SocialPoint {
  const hour = t / 3600;
  const m = level(p, hour - 12) * (0.92 + 0.16 * smoothNoise(p.key, hour, 21));
  return point(p, Math.round(p.scale * 24 * m), 24, hour, Math.floor(hour));
}

export type Trend = 'up' | 'down' | 'flat';

export function trendAt(p: Pulse, t: number): Trend {
  const ratio = rolling24(p, t).interactions / Math.max(1, rolling24(p, t - 86400).interactions);
  return ratio > 1.05 ? 'up' : ratio < 0.95 ? 'down' : 'flat';
}
