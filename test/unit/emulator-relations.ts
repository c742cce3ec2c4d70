// The relations the real service's answers keep between themselves, as checks over the
// emulator's answers (emulator-relations.test.ts): what one figure read in two answers must be.
import * as assert from 'node:assert/strict';
import type { Json } from './emulator-helpers';

const HOUR = 3600;
const DAY = 86400;

/** A number as sent (numbers now and then arrive as strings); undefined when left out or null. */
export function num(value: unknown): number | undefined {
  return value === null || value === undefined || value === '' ? undefined : Number(value);
}

/** The same figure in two answers: equal, or both left out. */
export function same(a: unknown, b: unknown, what: string): void {
  if (num(a) === undefined || num(b) === undefined) return;
  assert.equal(num(a), num(b), `${what}: ${String(a)} and ${String(b)}`);
}

export function near(a: number | undefined, b: number | undefined, within: number, what: string): void {
  if (a === undefined || b === undefined) return;
  assert.ok(Math.abs(a - b) <= within + 1e-9, `${what}: ${a} and ${b} differ by more than ${within}`);
}

/**
 * The hourly points of the 24 hours up to the moment `at` (on the hour): the series ends at
 * the moment, its last point the hour just ended.
 */
export function lastDay(points: readonly Json[], at: number, what: string): Json[] {
  assert.equal(num(points[points.length - 1]?.time), at - HOUR, `${what}: the last point is the hour up to the moment`);
  const day = points.slice(-24);
  assert.equal(num(day[0]?.time), at - DAY, `${what}: 24 hourly points end at the moment`);
  return day;
}

export function total(points: readonly Json[], field: string): number {
  return points.reduce((sum, p) => sum + (num(p[field]) ?? 0), 0);
}

/** Sentiment of the points together, weighted by their interactions; undefined when a point's is missing. */
export function weightedSentiment(points: readonly Json[]): number | undefined {
  let weighted = 0;
  for (const p of points) {
    const s = num(p.sentiment);
    if (s === undefined) return undefined;
    weighted += s * (num(p.interactions) ?? 0);
  }
  const all = total(points, 'interactions');
  return all ? weighted / all : undefined;
}

/** The point 24 hours before `p`. */
export function dayBefore(points: readonly Json[], p: Json, what: string): Json {
  const before = points.find((q) => num(q.time) === num(p.time)! - DAY);
  assert.ok(before, `${what}: a point 24 hours before the last`);
  return before;
}

/** Percent change from `from` to `to`. */
export function change(from: unknown, to: unknown): number | undefined {
  const a = num(from);
  const b = num(to);
  return a === undefined || b === undefined || a === 0 ? undefined : (b / a - 1) * 100;
}

/** A share of the service's posts shown to 4 decimals, of posts counted whole: what rounding may move it by. */
const DOMINANCE_ROUNDING = 2.5e-4;

/**
 * The 24-hour figures of a list or summary against its subject's hourly series: interactions
 * are the series' last 24 hours added up, sentiment their mean weighted by interactions, social
 * dominance (a share of all posts with interactions) among the hours' shares.
 */
export function agreesWithSeries(item: Json, day: readonly Json[], what: string): void {
  same(item.interactions_24h, total(day, 'interactions'), `${what}: 24-hour interactions and the series' last 24 hours`);
  if ('sentiment' in item) near(num(item.sentiment), weightedSentiment(day), 0.5, `${what}: sentiment and the series' last 24 hours`);
  const dominance = num(item.social_dominance);
  if (dominance === undefined) return;
  const hours = day.map((p) => num(p.social_dominance)).filter((d): d is number => d !== undefined);
  const [low, high] = [Math.min(...hours), Math.max(...hours)];
  assert.ok(dominance >= low - DOMINANCE_ROUNDING && dominance <= high + DOMINANCE_ROUNDING,
    `${what}: social dominance ${dominance} among the last 24 hours' (${low} to ${high})`);
}

type ByNetwork<T> = Record<string, T>;

/**
 * A summary's networks: each network's positive and negative posts make its sentiment (50: as
 * many of each; neutral posts aside), its three kinds add up to its posts, and the networks'
 * sentiment weighted by their interactions is the subject's own within `spread`.
 */
export function networksAgree(summary: Json, overall: number | undefined, spread: number, what: string): void {
  const counts = summary.types_count as ByNetwork<unknown>;
  const interactions = summary.types_interactions as ByNetwork<unknown>;
  const sentiments = summary.types_sentiment as ByNetwork<unknown>;
  const details = summary.types_sentiment_detail as ByNetwork<Json>;
  let weighted = 0;
  let all = 0;
  for (const [network, s] of Object.entries(sentiments)) {
    const d = details[network]!;
    const positive = num(d.positive)!;
    const negative = num(d.negative)!;
    same(positive + num(d.neutral)! + negative, counts[network], `${what}: ${network}'s posts by kind`);
    if (positive + negative > 0) {
      near((100 * positive) / (positive + negative), num(s), 50 / (positive + negative), `${what}: ${network}'s positive share and its sentiment`);
    }
    weighted += num(s)! * num(interactions[network])!;
    all += num(interactions[network])!;
  }
  if (all) near(weighted / all, overall, spread, `${what}: the networks' sentiment and the subject's`);
}
