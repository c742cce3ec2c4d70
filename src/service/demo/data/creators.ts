// The accounts that write posts: a fixed pool per network, largest first, so the same
// creators show up across topics, posts and creator lists. All of them are made up: demo
// posts are never put in a real person's mouth.
import { DISPLAY_NAMES, HANDLE_WORDS, OUTLETS } from './catalog';
import type { Flavor } from './flavor';
import { image, say } from './flavor';
import { NETWORKS, type Network } from './networks';
import { hashString, noise, rngFor, type Rng } from './prng';

export interface DemoCreator {
  network: Network;
  /** The network's own id of the account. */
  id: string;
  /** `network::id` */
  creator_id: string;
  name: string;
  display_name: string;
  followers: number;
  avatar?: string;
}

const YEAR = 365.25 * 86400;
const ANCHOR = Date.UTC(2026, 0, 1) / 1000;

const POOL_SIZES: Record<string, number> = { twitter: 600, reddit: 250, youtube: 250, tiktok: 200, instagram: 200 };
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

function digits(rng: Rng, min: number, max: number): string {
  let s = String(rng.int(1, 9));
  const n = rng.int(min, max);
  while (s.length < n) s += String(rng.int(0, 9));
  return s;
}

function accountId(network: Network, rng: Rng, handle: string): string {
  switch (network.name) {
    case 'twitter': return digits(rng, 7, 19);
    case 'tiktok': return digits(rng, 18, 19);
    case 'instagram': return digits(rng, 8, 11);
    case 'youtube': return `UC${Array.from({ length: 22 }, () => rng.pick([...ALNUM])).join('')}`;
    default: return handle;
  }
}

function handle(rng: Rng): string {
  const a = rng.pick(HANDLE_WORDS);
  const b = rng.pick(HANDLE_WORDS);
  switch (rng.int(0, 3)) {
    case 0: return `${a}${b}`;
    case 1: return `${a}_${b}${rng.int(1, 99)}`;
    case 2: return `${a[0]!.toUpperCase()}${a.slice(1)}${b[0]!.toUpperCase()}${b.slice(1)}`;
    default: return `the${a}${rng.int(1, 2026)}`;
  }
}

export interface CreatorPool {
  byNetwork: ReadonlyMap<string, readonly DemoCreator[]>;
  byId: ReadonlyMap<string, DemoCreator>;
}

export function buildCreators(flavor: Flavor): CreatorPool {
  const rng = rngFor(flavor.seed, 'creators');
  const byNetwork = new Map<string, DemoCreator[]>();
  const byId = new Map<string, DemoCreator>();
  let salt = 0;
  const add = (network: Network, id: string, name: string, display: string, followers: number): void => {
    if (byId.has(`${network.name}::${id}`)) return;
    salt++;
    const c: DemoCreator = {
      network, id, creator_id: `${network.name}::${id}`,
      name: say(flavor, name, salt),
      display_name: say(flavor, display, salt + 1),
      followers,
      avatar: image(flavor, `https://images.example.net/avatars/${network.name}/${id}.jpg`, salt),
    };
    byId.set(c.creator_id, c);
    byNetwork.get(network.name)!.push(c);
  };
  for (const network of NETWORKS) {
    byNetwork.set(network.name, []);
    if (network.name === 'news') {
      for (const [id, title] of OUTLETS) add(network, id, id, title, Math.round(rng.logRange(5e4, 2e7)));
      continue;
    }
    for (let i = 0; i < POOL_SIZES[network.name]!; i++) {
      const h = handle(rng);
      const display = rng.chance(0.6) ? rng.pick(DISPLAY_NAMES) : h;
      add(network, accountId(network, rng, h), h, display, Math.round(rng.logRange(800, 4e7) ** 0.9 * 4));
    }
  }
  for (const list of byNetwork.values()) list.sort((a, b) => b.followers - a.followers);
  return { byNetwork, byId };
}

/** A creator's hash under the world's seed, for values made from the creator and the time. */
export function creatorKey(seed: number, c: DemoCreator): number {
  return hashString(c.creator_id, seed);
}

/**
 * Followers at `t`: growing (or shrinking) slowly from what the pool says they had at the anchor.
 * Every operation that shows a creator's followers (posts, creator lists, the profile, its series) asks here.
 */
export function followersAt(seed: number, c: DemoCreator, t: number): number {
  const growth = 0.6 * (noise(creatorKey(seed, c), 0, 501) - 0.2);
  return Math.max(1, Math.round(c.followers * Math.exp((growth * (t - ANCHOR)) / YEAR)));
}
