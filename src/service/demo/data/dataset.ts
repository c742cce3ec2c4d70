// The generated world: trending topics, categories, coins, stocks, NFT collections and
// creators, and lookups of a topic by name. Only the names this world has exist (trending
// topics, categories' member topics, the market's topics and cashtags); any other name is
// unknown, as the service answers a name it has no data for. Search terms are read more
// loosely (termSubject): a search for any words finds posts about them.
import { buildMarket, type Asset, type AssetKind, type Market } from './assets';
import { CATEGORIES, MARKET_CATEGORIES, TRENDING } from './catalog';
import { buildCreators, type CreatorPool, type DemoCreator } from './creators';
import type { Flavor } from './flavor';
import { say } from './flavor';
import { findNetwork, NETWORKS, type Network } from './networks';
import { hashString, noise, rngFor } from './prng';
import { BREAKING_SLOTS, makePulse, type Pulse } from './pulse';

/** A topic name that always answers "That item does not exist" (for not-found tests). */
export const MISSING_TOPIC = 'doesnotexist';

export interface Subject {
  kind: 'topic' | 'category';
  /** Identifier as served: a topic (`bitcoin`, `_cryptocurrencies`) or, for categories, the category. */
  topic: string;
  title: string;
  rank: number;
  pulse: Pulse;
  /** Share of posts per network, in the order of NETWORKS; 0 for a network the topic is not on. */
  mix: readonly number[];
  asset?: Asset;
  categories: readonly string[];
  related: readonly string[];
  /** Where `interval=all` starts. */
  since: number;
  /** The category behind a category subject. */
  category?: DemoCategory;
}

export type DemoTopic = Subject;

/** The topic identifier of a subject: a category's own topic is its name after an underscore. */
export function topicIdOf(s: Subject): string {
  return s.kind === 'category' ? `_${s.topic}` : s.topic;
}

export interface DemoCategory {
  category: string;
  title: string;
  rank: number;
  /** Member topics, most prominent first. */
  topics: readonly string[];
  /** Its series carry market cap and volume. */
  market: boolean;
  subject: Subject;
}

export interface DemoData {
  readonly seed: number;
  /** The trending topics, by rank. */
  readonly topics: readonly DemoTopic[];
  readonly categories: readonly DemoCategory[];
  /** Every coin, in id order. */
  readonly coins: readonly Asset[];
  readonly stocks: readonly Asset[];
  readonly nfts: readonly Asset[];
  readonly creators: readonly DemoCreator[];
  /** The reserved topic that is never found. */
  readonly missingTopic: string;
  /** Any topic by identifier (case-insensitive), undefined when it does not exist. */
  topic(name: string): Subject | undefined;
  category(name: string): DemoCategory | undefined;
  /** A coin by id, symbol or topic. */
  coin(value: string): Asset | undefined;
  /** A stock by id or ticker. */
  stock(value: string): Asset | undefined;
  /** An NFT collection by id or slug. */
  nft(value: string): Asset | undefined;
  /** A creator by network and its id or screen name (any case). */
  creator(network: string, idOrName: string): DemoCreator | undefined;
}

const DATA_SINCE = Date.UTC(2020, 0, 1) / 1000;
/** The category a market's generated topics belong to. */
const CATEGORY_OF_MARKET: Readonly<Record<AssetKind, string>> = { coins: 'cryptocurrencies', stocks: 'stocks', nfts: 'nfts' };
/** Category → coin sector whose coins belong to it. */
const CATEGORY_SECTORS: Record<string, string> = {
  'cryptocurrencies': '', 'memecoins': 'meme', 'defi': 'defi', 'layer 1': 'layer-1', 'layer 2': 'layer-2',
  'stablecoins': 'stablecoin', 'ai': 'ai', 'exchanges': 'exchange-tokens', 'privacy': 'privacy', 'gaming': 'gaming',
  'nfts': 'nft', 'real estate': 'rwa',
};

function topicId(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N} #$]/gu, '').replace(/\s+/g, ' ').trim();
}

function titleOf(topic: string): string {
  if (topic.startsWith('$')) return topic.toUpperCase();
  return topic.replace(/(^|[ #])(\p{L})/gu, (_m, pre: string, ch: string) => pre + ch.toUpperCase());
}

/** A topic is not on every network (the real `bitcoin` is on five): now and then one is missing, never X or news. */
function absentOn(n: Network, index: number, key: number): boolean {
  return n.key !== 'tweet' && n.key !== 'news' && noise(key, index, 803) < 0.12;
}

/** Interactions per hour of the topic at a rank. */
/** Trending ranks 2 to 6 take turns at the breaking story, so a list's first screen always shows one. */
function breakingSlotOf(rank: number): number | undefined {
  return rank >= 2 && rank < 2 + BREAKING_SLOTS ? rank - 2 : undefined;
}

function scaleOfRank(rank: number): number {
  return (3.2e8 * rank ** -0.85) / 24;
}

export class Dataset implements DemoData {
  readonly seed: number;
  readonly topics: Subject[];
  readonly categories: DemoCategory[];
  readonly coins: Asset[];
  readonly stocks: Asset[];
  readonly nfts: Asset[];
  readonly creators: DemoCreator[];
  readonly missingTopic = MISSING_TOPIC;
  readonly market: Market;
  readonly pool: CreatorPool;
  private readonly known = new Map<string, Subject>();
  private readonly titles = new Map<string, string>();
  private readonly assetsByTopic = new Map<string, Asset>();
  private readonly assetsByKey = new Map<number, Asset>();
  private readonly byKey = new Map<number, Subject>();
  /** Subjects made for the world's other names and for search terms; bounded, and only a cache (they are deterministic). */
  private readonly made = new Map<string, Subject>();

  constructor(readonly flavor: Flavor) {
    this.seed = flavor.seed;
    this.market = buildMarket(flavor);
    this.coins = this.market.coins;
    this.stocks = this.market.stocks;
    this.nfts = this.market.nfts;
    this.pool = buildCreators(flavor);
    this.creators = [...this.pool.byId.values()];
    for (const a of [...this.coins, ...this.stocks, ...this.nfts]) {
      if (!this.assetsByTopic.has(a.topic)) this.assetsByTopic.set(a.topic, a);
      this.assetsByKey.set(a.pulse.key, a);
    }
    this.topics = TRENDING.map(([topic, title, asset, categories], i) =>
      this.remember(this.makeSubject('topic', topic, title, i + 1, categories.split(','), this.assetFor(asset))));
    this.categories = this.buildCategories();
  }

  private assetFor(ref: string): Asset | undefined {
    if (!ref) return undefined;
    if (ref.startsWith('stock:')) return this.stocks.find((s) => s.symbol === ref.slice(6));
    return this.coins.find((c) => c.symbol === ref);
  }

  private remember(s: Subject): Subject {
    this.known.set(s.kind === 'category' ? `_${s.topic}` : s.topic, s);
    this.byKey.set(s.pulse.key, s);
    return s;
  }

  private makeSubject(kind: Subject['kind'], topic: string, title: string, rank: number, categories: string[],
    asset?: Asset): Subject {
    const category = kind === 'category';
    const id = category ? `_${topic}` : topic;
    // The topic named like an asset shares the asset's activity, so coin lists and topics agree.
    const own = asset && asset.topic === topic ? asset : undefined;
    const key = own ? own.pulse.key : hashString(id, this.seed);
    const rng = rngFor(this.seed, `subject:${id}`);
    const weights = NETWORKS.map((n, i) => (absentOn(n, i, hashString(id, this.seed)) ? 0 : n.share * rng.range(0.4, 1.6)));
    const sum = weights.reduce((a, b) => a + b, 0);
    const related = rng.sample(TRENDING.map((t) => t[0]).filter((t) => t !== topic), rng.int(4, 9));
    const trending = !category && rank <= TRENDING.length && TRENDING[rank - 1]![0] === topic;
    const subject: Subject = {
      kind,
      topic,
      title: say(this.flavor, title, key),
      rank,
      pulse: own && !trending ? own.pulse : makePulse(key, scaleOfRank(rank) * (category ? 4 : 1), own?.pulse.sentiment ?? rng.range(52, 80),
        trending ? breakingSlotOf(rank) : undefined),
      mix: weights.map((w) => w / sum),
      asset,
      categories,
      related,
      since: Math.max(DATA_SINCE, asset ? asset.launched : DATA_SINCE),
    };
    if (own && trending) own.pulse = subject.pulse;
    return subject;
  }

  private buildCategories(): DemoCategory[] {
    const byRank = [...this.coins].filter((c) => c.rank).sort((a, b) => a.rank! - b.rank!);
    return CATEGORIES.map(([category, title, extras], i) => {
      const members = new Set<string>();
      for (const s of this.topics) if (s.categories.includes(category)) members.add(s.topic);
      for (const extra of extras ? extras.split('|') : []) {
        const id = topicId(extra);
        members.add(id);
        if (!this.titles.has(id)) this.titles.set(id, extra);
      }
      const sector = CATEGORY_SECTORS[category];
      if (sector !== undefined) {
        let added = 0;
        for (const c of byRank) {
          if (added >= (sector ? 15 : 40)) break;
          if (sector && !`,${c.sectors},`.includes(`,${sector},`)) continue;
          members.add(c.topic);
          added++;
        }
      }
      const subject = this.remember(this.makeSubject('category', category, title, i + 1, []));
      const cat: DemoCategory = {
        category, title: subject.title, rank: i + 1, topics: [...members], market: MARKET_CATEGORIES.has(category), subject,
      };
      subject.category = cat;
      return cat;
    });
  }

  topic(name: string): Subject | undefined {
    const topic = name.trim().toLowerCase();
    if (!topic || topic === MISSING_TOPIC) return undefined;
    const known = this.known.get(topic);
    if (known) return known;
    if (topic.startsWith('_')) return undefined;
    const assetId = /^(coins|stocks|nfts):(\d+)$/.exec(topic);
    if (assetId) {
      const asset = this.market[assetId[1] as AssetKind].find((a) => a.id === Number(assetId[2]));
      return asset ? this.topic(asset.topic) : undefined;
    }
    return this.has(topic) ? this.madeSubject(topic) : undefined;
  }

  /** Whether the world has a topic of this (lower-case) name beyond the trending ones. */
  private has(topic: string): boolean {
    // a hashtag names the topic of its word (`#bitcoin`), as a cashtag names its asset's
    const name = topic.startsWith('#') ? topic.slice(1) : topic;
    return this.titles.has(name) || this.assetsByTopic.has(name) || this.cashtagAsset(name) !== undefined;
  }

  /** The topic a search term names: one the world has, or one made up for any other words. */
  termSubject(term: string): Subject | undefined {
    const known = this.topic(term);
    if (known) return known;
    const topic = term.trim().toLowerCase();
    return !topic || topic === MISSING_TOPIC || topic.startsWith('_') ? undefined : this.madeSubject(topic);
  }

  private madeSubject(topic: string): Subject {
    let s = this.made.get(topic);
    if (!s) {
      if (this.made.size > 5000) this.made.clear();
      s = this.generate(topic);
      this.made.set(topic, s);
      this.byKey.set(s.pulse.key, s);
    }
    return s;
  }

  private cashtagAsset(topic: string): Asset | undefined {
    if (!topic.startsWith('$')) return undefined;
    const symbol = topic.slice(1);
    return this.coins.find((c) => c.symbol.toLowerCase() === symbol) ?? this.stocks.find((c) => c.symbol.toLowerCase() === symbol);
  }

  private generate(topic: string): Subject {
    const cashtag = this.cashtagAsset(topic);
    const asset = cashtag ?? this.assetsByTopic.get(topic);
    const key = hashString(topic, this.seed);
    const rank = asset?.rank ? 60 + asset.rank * 3 : 300 + Math.floor(noise(key, 0, 3) * 20000);
    const categories = asset ? [CATEGORY_OF_MARKET[asset.kind]] : [];
    return this.makeSubject('topic', topic, this.titles.get(topic) ?? (cashtag ? topic.toUpperCase() : asset?.name ?? titleOf(topic)),
      rank, categories, asset);
  }

  /** A subject from the key in a post id: known subjects, coins, or names looked up before. */
  subjectByKey(key: number): Subject | undefined {
    const s = this.byKey.get(key);
    if (s) return s;
    const asset = this.assetsByKey.get(key);
    return asset ? this.topic(asset.topic) : undefined;
  }

  category(name: string): DemoCategory | undefined {
    const id = name.trim().toLowerCase();
    return this.categories.find((c) => c.category === id);
  }

  coin(value: string): Asset | undefined {
    const v = value.trim().toLowerCase();
    return this.byId('coins', v) ?? this.coins.find((c) => c.symbol.toLowerCase() === v) ?? this.coins.find((c) => c.topic === v);
  }

  stock(value: string): Asset | undefined {
    const v = value.trim().toLowerCase();
    return this.byId('stocks', v) ?? this.stocks.find((s) => s.symbol.toLowerCase() === v);
  }

  nft(value: string): Asset | undefined {
    const v = value.trim().toLowerCase();
    return this.byId('nfts', v) ?? this.nfts.find((n) => n.slug === v);
  }

  /** An asset by its numeric id, bare (`1`) or prefixed with its market (`coins:1`). */
  private byId(kind: AssetKind, v: string): Asset | undefined {
    const id = new RegExp(`^(?:${kind}:)?(\\d+)$`).exec(v);
    return id ? this.market[kind].find((a) => a.id === Number(id[1])) : undefined;
  }

  /** The topic of an asset: the topic of its name when that is the asset's own. */
  assetSubject(a: Asset): Subject {
    const s = this.topic(a.topic);
    return s?.asset === a ? s : this.makeSubject('topic', a.topic, a.name, 60 + (a.rank ?? 1000) * 3, [CATEGORY_OF_MARKET[a.kind]], a);
  }

  creator(network: string, idOrName: string): DemoCreator | undefined {
    const n = findNetwork(network);
    if (!n) return undefined;
    const name = idOrName.toLowerCase();
    return this.pool.byId.get(`${n.name}::${idOrName}`) ?? this.pool.byNetwork.get(n.name)!.find((c) => c.name.toLowerCase() === name);
  }
}
