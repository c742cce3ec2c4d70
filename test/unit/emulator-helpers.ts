// Shared by the emulator tests: raw HTTP requests (never our client) and a clock to steer.
import type { Operation } from '../../src/api/operations';

export const KEY = 'emulator-test-key';
/** A fixed moment, mid-minute and mid-day, so windows and rounding are visible. */
export const NOW = Date.UTC(2026, 10, 20, 12, 34, 56);
export const NOW_S = Math.floor(NOW / 1000);

export interface Got {
  status: number;
  headers: Headers;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/** GET with the bearer key (null: no Authorization header). */
export async function get(url: string, key: string | null = KEY, init: RequestInit = {}): Promise<Got> {
  const headers = new Headers(init.headers);
  if (key !== null) headers.set('authorization', `Bearer ${key}`);
  const res = await fetch(url, { ...init, headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
}

export function clock(start = NOW): { now: () => number; advance(ms: number): void } {
  let t = start;
  return { now: () => t, advance: (ms) => { t += ms; } };
}

/** An operation's path with sample identifiers in place. */
export function samplePath(op: Operation, ids: { topic?: string; category?: string; coin?: string } = {}): string {
  return op.path
    .replace('{topic}', encodeURIComponent(ids.topic ?? 'bitcoin'))
    .replace('{category}', encodeURIComponent(ids.category ?? 'cryptocurrencies'))
    .replace('{coin}', encodeURIComponent(ids.coin ?? 'BTC'));
}

export type Json = Record<string, unknown>;
