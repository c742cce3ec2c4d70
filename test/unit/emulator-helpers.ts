// Shared by the emulator tests: raw HTTP requests (never our client) and a clock to steer.
import type { Operation } from '../../src/service/api/operations';

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

const SAMPLE_IDS: Readonly<Record<string, string>> = {
  topic: 'bitcoin', category: 'cryptocurrencies', coin: 'BTC', stock: 'NVDA', nft: 'cryptopunks', creatorNetwork: 'twitter',
};

/** An operation's path with sample identifiers in place (`ids` for those that depend on the data). */
export function samplePath(op: Operation, ids: Readonly<Record<string, string>> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? SAMPLE_IDS[name] ?? name));
}

export type Json = Record<string, unknown>;
