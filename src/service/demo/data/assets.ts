// Coins, stocks and NFT collections: real names plus generated ones (several thousand coins,
// a few hundred stocks and collections), and their market values as functions of time (price,
// supply, volume, scores). An NFT collection's price is its floor price in USD.
import { KNOWN_COINS, NAME_HEADS, NAME_MIDS, NAME_TAILS, SECTORS } from './catalog';
import { NFT_NAME_TAILS, NFTS, STOCK_NAME_TAILS, STOCK_SECTORS, STOCKS } from './catalog-markets';
import type { Flavor } from './flavor';
import { makePulse, type Pulse } from './pulse';
import { clamp, hashString, rngFor, smoothNoise, type Rng } from './prng';

const TAU = Math.PI * 2;
const DAY = 86400;
const YEAR = 365.25 * DAY;
/** Prices in the tables are those at this moment; growth runs from here both ways. */
const ANCHOR = Date.UTC(2026, 0, 1) / 1000;

export type AssetKind = 'coins' | 'stocks' | 'nfts';

const GENERATED_STOCKS = 260;
const GENERATED_NFTS = 200;

export interface Asset {
  kind: AssetKind;
  id: number;
  symbol: string;
  name: string;
  /** Its topic identifier (lower case name). */
  topic: string;
  /** Sectors, comma separated (the coin list's `categories`). */
  sectors: string;
  launched: number;
  price0: number;
  /** Log growth per year. */
  growth: number;
  /** Size of price waves (log scale). */
  swing: number;
  supply0: number;
  inflation: number;
  maxSupply: number | null;
  volumeRatio: number;
  galaxy0: number;
  altRank0: number;
  /** Market cap at the anchor. */
  cap0: number;
  /** Market cap rank at the anchor; undefined for unranked coins. */
  rank?: number;
  /** Its topic's social activity (shared with the topic of the same name). */
  pulse: Pulse;
  /** NFT collections: the slug they are looked up by, and the coin their floor is quoted in. */
  slug?: string;
  base?: string;
}

function topicOf(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '').replace(/\s+/g, ' ').trim();
}

/** Mean interactions per hour of a coin's topic, from its size. */
function socialScale(marketCap: number, rng: Rng): number {
  return clamp(0.5 * marketCap ** 0.5 * rng.logRange(0.3, 3), 5, 6e6);
}

function makeAsset(kind: AssetKind, id: number, symbol: string, name: string, price: number, marketCap: number,
  sectors: string, launchYear: number, seed: number, rng: Rng): Asset {
  const topic = topicOf(name);
  const stable = sectors.includes('stablecoin');
  const key = hashString(topic, seed);
  const capped = rng.chance(0.45);
  const supply0 = marketCap / price;
  return {
    kind, id, symbol, name, topic, sectors,
    launched: Date.UTC(launchYear, rng.int(0, 11), rng.int(1, 28)) / 1000,
    price0: price,
    growth: stable ? 0 : kind === 'stocks' ? rng.range(0.05, 0.4) : rng.range(-0.4, 0.9),
    swing: stable ? 0.002 : kind === 'stocks' ? rng.range(0.08, 0.2) : rng.range(0.2, 0.3) * (marketCap > 5e10 ? 1 : rng.range(1.2, 3)),
    supply0,
    inflation: rng.range(0, 0.08),
    maxSupply: capped ? Math.round(supply0 * rng.range(1, 3)) : null,
    volumeRatio: kind === 'stocks' ? rng.range(0.005, 0.03) : rng.logRange(0.005, 0.4),
    galaxy0: rng.range(25, 70) + (marketCap > 1e10 ? 10 : 0),
    altRank0: 0,
    cap0: 0,
    pulse: makePulse(key, socialScale(marketCap, rng), rng.range(55, 82)),
  };
}

function uniqueSymbol(name: string, taken: Set<string>, rng: Rng): string {
  const letters = name.toUpperCase().replace(/[^A-Z]/g, '');
  const consonants = letters[0] + letters.slice(1).replace(/[AEIOU]/g, '');
  for (const candidate of [consonants.slice(0, 3), letters.slice(0, 4), consonants.slice(0, 4), letters.slice(0, 5)]) {
    if (candidate.length >= 3 && !taken.has(candidate)) return candidate;
  }
  // letters of the name in order, as tickers are often made
  for (let tries = 0; tries < 12; tries++) {
    const picked = [...letters.slice(1)].filter(() => rng.chance(0.35)).join('').slice(0, 4);
    const candidate = letters[0] + picked;
    if (candidate.length >= 3 && !taken.has(candidate)) return candidate;
  }
  for (let n = 2; ; n++) {
    const candidate = `${letters.slice(0, 3)}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export interface Market {
  coins: Asset[];
  stocks: Asset[];
  nfts: Asset[];
  /** Sum of each market's caps at the anchor, for dominance. */
  cap0: Record<AssetKind, number>;
}

function nameFrom(tails: readonly string[], names: Set<string>, rng: Rng): string {
  let name = '';
  while (!name || names.has(name)) name = `${rng.pick(NAME_HEADS)}${rng.pick(NAME_MIDS)}${rng.pick(tails)}`;
  names.add(name);
  return name;
}

/** AltRank within one market: a permutation at the anchor, loosely favouring social attention. */
function rankAlt(assets: Asset[], rng: Rng): void {
  assets.map((a) => ({ a, score: a.pulse.scale * a.galaxy0 * rng.range(0.2, 1) }))
    .sort((x, y) => y.score - x.score)
    .forEach(({ a }, i) => { a.altRank0 = i + 1; });
}

/** Market cap and AltRank ranks within one market. */
function rank(assets: Asset[], rng: Rng): void {
  for (const a of assets) a.cap0 = capAt(a, ANCHOR);
  [...assets].sort((a, b) => b.cap0 - a.cap0).forEach((a, i) => { a.rank = i + 1; });
  rankAlt(assets, rng);
}

function buildStocks(flavor: Flavor, rng: Rng): Asset[] {
  const stocks = STOCKS.map(([symbol, name, price, cap, id, sectors]) =>
    makeAsset('stocks', id, symbol, name, price, cap, sectors, 1990, flavor.seed, rng));
  const names = new Set(stocks.map((s) => s.name));
  const symbols = new Set(stocks.map((s) => s.symbol));
  for (let i = 0; i < GENERATED_STOCKS; i++) {
    const name = nameFrom(STOCK_NAME_TAILS, names, rng);
    const symbol = uniqueSymbol(name, symbols, rng);
    symbols.add(symbol);
    const cap = 6e11 * (i + 20) ** -1.3 * rng.logRange(0.5, 2);
    stocks.push(makeAsset('stocks', 7200 + i, symbol, name, rng.logRange(2, 600), cap,
      rng.sample(STOCK_SECTORS, rng.int(1, 2)).join(','), rng.int(1980, 2024), flavor.seed, rng));
  }
  rank(stocks, rng);
  return stocks;
}

function buildNfts(flavor: Flavor, rng: Rng): Asset[] {
  const known = NFTS.map(([slug, name, base, floor, supply, id]) => ({ slug, name, base, floor, supply, id }));
  const names = new Set(known.map((n) => n.name));
  for (let i = 0; i < GENERATED_NFTS; i++) {
    const name = nameFrom(NFT_NAME_TAILS, names, rng);
    const base = rng.chance(0.7) ? 'ETH' : rng.chance(0.7) ? 'SOL' : 'BTC';
    const floor = rng.logRange(20, 5000);
    const supply = rng.pick([3333, 5555, 7777, 8888, 10_000]);
    known.push({ slug: name.toLowerCase().replace(/\s+/g, '-'), name, base, floor, supply, id: known.length + 1 });
  }
  const symbols = new Set<string>();
  const nfts = known.map(({ slug, name, base, floor, supply, id }) => {
    const symbol = uniqueSymbol(name, symbols, rng);
    symbols.add(symbol);
    const a = makeAsset('nfts', id, symbol, name, floor, floor * supply, 'nfts', rng.int(2017, 2024), flavor.seed, rng);
    // a collection's supply is minted once
    a.inflation = 0;
    a.maxSupply = supply;
    return { ...a, slug, base };
  });
  rank(nfts, rng);
  return nfts;
}

export function buildMarket(flavor: Flavor): Market {
  const rng = rngFor(flavor.seed, 'coins');
  const coins: Asset[] = [];
  const names = new Set<string>();
  const symbols = new Set<string>();
  KNOWN_COINS.forEach(([symbol, name, price, cap, sectors, year], i) => {
    coins.push(makeAsset('coins', i + 1, symbol, name, price, cap, sectors, year, flavor.seed, rng));
    names.add(name);
    symbols.add(symbol);
  });
  const total = 6000 + rng.int(0, 700);
  for (let i = coins.length; i < total; i++) {
    const name = nameFrom(NAME_TAILS, names, rng);
    const symbol = uniqueSymbol(name, symbols, rng);
    symbols.add(symbol);
    const cap = 1.3e12 * (i + 35) ** -1.55 * rng.logRange(0.5, 2);
    const price = rng.logRange(1e-6, 200);
    const sectors = rng.sample(SECTORS, rng.int(1, 3)).join(',');
    coins.push(makeAsset('coins', i + 1, symbol, name, price, cap, sectors, rng.int(2017, 2025), flavor.seed, rng));
  }
  // Some small coins have no known market cap: unranked, as in the real list.
  for (const c of coins) c.cap0 = capAt(c, ANCHOR);
  const ranked = coins.filter((_c, i) => i < KNOWN_COINS.length || !rng.chance(0.04));
  ranked.sort((a, b) => b.cap0 - a.cap0).forEach((c, i) => { c.rank = i + 1; });
  rankAlt(coins, rng);
  const stocks = buildStocks(flavor, rng);
  const nfts = buildNfts(flavor, rng);
  const sum = (list: Asset[]): number => list.reduce((s, a) => s + a.cap0, 0);
  return { coins, stocks, nfts, cap0: { coins: sum(coins), stocks: sum(stocks), nfts: sum(nfts) } };
}

export function priceAt(a: Asset, t: number): number {
  const ph = a.pulse.phases;
  const wave = 0.6 * Math.sin((TAU * t) / (97 * DAY) + ph[0]!)
    + 0.3 * Math.sin((TAU * t) / (13.3 * DAY) + ph[1]!)
    + 0.1 * Math.sin((TAU * t) / (1.7 * DAY) + ph[2]!)
    + 0.15 * (smoothNoise(a.pulse.key, t / 3600, 5) - 0.5);
  return a.price0 * Math.exp((a.growth * (t - ANCHOR)) / YEAR + a.swing * wave);
}

export function supplyAt(a: Asset, t: number): number {
  const s = a.supply0 * (1 + (a.inflation * (t - ANCHOR)) / YEAR);
  return clamp(s, a.supply0 * 0.3, a.maxSupply ?? Infinity);
}

function capAt(a: Asset, t: number): number {
  return priceAt(a, t) * supplyAt(a, t);
}

/** 24-hour volume at `t`, given the market cap then. */
export function volumeAt(a: Asset, cap: number, t: number): number {
  return cap * a.volumeRatio * (0.6 + 0.8 * smoothNoise(a.pulse.key, t / DAY, 9));
}

export function galaxyAt(a: Asset, t: number): number {
  const wave = 10 * Math.sin((TAU * t) / (6.1 * DAY) + a.pulse.phases[3]!) + 12 * (smoothNoise(a.pulse.key, t / 21600, 11) - 0.5);
  return Math.round(clamp(a.galaxy0 + wave, 1, 100));
}

export function altRankAt(a: Asset, t: number, count: number): number {
  const wave = 0.5 * Math.sin((TAU * t) / (4.3 * DAY) + a.pulse.phases[4]!) + 0.4 * (smoothNoise(a.pulse.key, t / 21600, 13) - 0.5);
  return Math.round(clamp(a.altRank0 * Math.exp(wave), 1, count));
}

/** The market as a whole moves with its largest asset. */
export function marketIndex(market: Market, kind: AssetKind, t: number): number {
  const lead = market[kind][0]!;
  return capAt(lead, t) / lead.cap0;
}

/** Percent of the whole market's cap, given the asset's cap at `t`. */
export function dominanceAt(market: Market, a: Asset, cap: number, t: number): number {
  const total = market.cap0[a.kind] * marketIndex(market, a.kind, t);
  return (cap / total) * 100;
}
