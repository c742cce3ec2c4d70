// Posts and news of a subject. Each time slot of a subject holds a few posts, made from
// (subject key, slot, index) alone; the post id encodes those, so a post report can find any
// post again. Interactions grow with the post's age, so they depend on `now`.
import { followersAt, type DemoCreator } from './creators';
import type { Dataset, Subject } from './dataset';
import { image, link, say } from './flavor';
import { decodePostId, encodePostId, findNetwork, NETWORKS, NEWS_NETWORK, postLink, SOCIAL_NETWORKS, type Network, type PostOrigin } from './networks';
import { fill, NEWS_BODIES, NEWS_TITLES, SOCIAL_BODIES, SOCIAL_TITLES } from './phrases';
import { clamp, noise, round } from './prng';
import { sentimentAt } from './pulse';
import { quirkCreator, quirkPost } from './quirks';

const SOCIAL_SLOT = 3600;
const NEWS_SLOT = 4 * 3600;
/** Hours for a post to collect most of its interactions. */
const GROWTH_SECONDS = 8 * 3600;

export interface Candidate {
  subject: Subject;
  origin: PostOrigin;
  network: Network;
  creator: DemoCreator;
  /** The creator's followers at `now`. */
  followers: number;
  created: number;
  /** Interactions it collects in all, most of them in its first hours. */
  final: number;
  /** Interactions so far and in the last 24 hours, at `now`. */
  total: number;
  last24: number;
}

function slotSize(news: boolean): number {
  return news ? NEWS_SLOT : SOCIAL_SLOT;
}

function postsInSlot(key: number, slot: number, news: boolean): number {
  return news ? (noise(key, slot, 201) < 0.6 ? 1 : 2) : 2 + Math.floor(noise(key, slot, 203) * 3);
}

function pickNetwork(s: Subject, u: number): Network {
  const weights = SOCIAL_NETWORKS.map((n) => s.mix[NETWORKS.indexOf(n)]!);
  let x = u * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i]!;
    if (x < 0) return SOCIAL_NETWORKS[i]!;
  }
  return SOCIAL_NETWORKS[0]!;
}

function candidate(data: Dataset, s: Subject, origin: PostOrigin, now: number): Candidate | undefined {
  const key = s.pulse.key;
  const n = origin.slot * 8 + origin.index;
  const salt = origin.news ? 300 : 200;
  const created = origin.slot * slotSize(origin.news) + Math.floor(noise(key, n, salt + 5) * slotSize(origin.news));
  if (created > now || origin.index >= postsInSlot(key, origin.slot, origin.news)) return undefined;
  const network = origin.news ? NEWS_NETWORK : pickNetwork(s, noise(key, n, salt + 7));
  const pool = data.pool.byNetwork.get(network.name)!;
  // Big accounts write more of the posts that get seen.
  const creator = pool[Math.floor(pool.length * noise(key, n, salt + 9) ** 1.6)]!;
  const reach = clamp((s.pulse.scale / 1e5) ** 0.25, 0.3, 4);
  const final = creator.followers * 0.012 * reach * Math.exp(2 * (noise(key, n, salt + 11) - 0.5));
  const c = { subject: s, origin, network, creator, followers: followersAt(data.seed, creator, now), created, final, total: 0, last24: 0 };
  c.total = interactionsAt(c, now);
  c.last24 = c.total - interactionsAt(c, now - 86400);
  return c;
}

/** A post's interactions up to `t`. */
export function interactionsAt(c: Pick<Candidate, 'created' | 'final'>, t: number): number {
  const age = t - c.created;
  return age <= 0 ? 0 : Math.round(c.final * (1 - Math.exp(-age / GROWTH_SECONDS)));
}

/** Every post of the subject created in [from, to] (and not after `now`). */
export function candidates(data: Dataset, s: Subject, from: number, to: number, now: number, news: boolean): Candidate[] {
  const size = slotSize(news);
  const out: Candidate[] = [];
  for (let slot = Math.floor(from / size); slot <= Math.floor(Math.min(to, now) / size); slot++) {
    for (let index = 0; index < 4; index++) {
      const c = candidate(data, s, { subjectKey: s.pulse.key, news, slot, index }, now);
      if (c && c.created >= from && c.created <= to) out.push(c);
    }
  }
  return out;
}

/** The `limit` posts with most interactions (in the last 24 hours when `recent`). */
export function top(list: Candidate[], limit: number, recent: boolean): Candidate[] {
  const score = (c: Candidate): number => (recent ? c.last24 : c.total);
  return list.sort((a, b) => score(b) - score(a) || a.created - b.created).slice(0, limit);
}

function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'post';
}

export function postItem(data: Dataset, c: Candidate, index: number): Record<string, unknown> {
  const { flavor } = data;
  const key = c.subject.pulse.key;
  const n = c.origin.slot * 8 + c.origin.index;
  const news = c.origin.news;
  const titles = news ? NEWS_TITLES : SOCIAL_TITLES;
  const bodies = news ? NEWS_BODIES : SOCIAL_BODIES;
  const cleanTitle = fill(titles[Math.floor(noise(key, n, 13) * titles.length)]!, c.subject.title,
    2 + (n % 7), 3 + Math.floor(noise(key, n, 17) * 40));
  const body = bodies[Math.floor(noise(key, n, 19) * bodies.length)]!;
  const id = encodePostId(c.network, c.origin);
  const mood = sentimentAt(c.subject.pulse, c.created / 3600) / 100;
  const item: Record<string, unknown> = {
    id,
    post_type: c.network.key,
    post_title: say(flavor, cleanTitle, n),
  };
  if (body || flavor.hostile) item.post_description = say(flavor, body, n + 1);
  item.post_link = link(flavor, postLink(c.network, id, c.creator.name, slug(cleanTitle)));
  const picture = news ? image(flavor, `https://images.example.net/news/${id}.jpg`, n) : undefined;
  if (picture !== undefined) item.post_image = picture;
  Object.assign(item, {
    post_created: c.created,
    post_sentiment: round(clamp(1 + 4 * mood + 1.6 * (noise(key, n, 23) - 0.5), 1, 5), 2),
    creator_id: c.creator.creator_id,
    creator_name: c.creator.name,
    creator_display_name: c.creator.display_name,
    creator_followers: c.followers,
    ...(c.creator.avatar === undefined ? {} : { creator_avatar: c.creator.avatar }),
    interactions_24h: c.last24,
    interactions_total: c.total,
  });
  if (flavor.quirks) quirkPost(item, index);
  return item;
}

/** The post behind a `post_type` and id, if it exists at `now`. */
export function findPost(data: Dataset, postType: string, id: string, now: number): Candidate | undefined {
  const network = findNetwork(postType);
  const origin = network && decodePostId(network, id);
  if (!network || !origin || origin.news !== (network.key === 'news')) return undefined;
  const s = data.subjectByKey(origin.subjectKey);
  const c = s && candidate(data, s, origin, now);
  return c && c.network.key === network.key ? c : undefined;
}

/** Creators of a subject's posts in the last 24 hours, most interactions first. */
export function topCreators(data: Dataset, s: Subject, now: number, limit: number, withDisplayName: boolean): Record<string, unknown>[] {
  const totals = new Map<DemoCreator, number>();
  for (const c of candidates(data, s, now - 86400, now, now, false)) totals.set(c.creator, (totals.get(c.creator) ?? 0) + c.last24);
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].creator_id.localeCompare(b[0].creator_id)).slice(0, limit)
    .map(([creator, interactions], i) => {
      const item: Record<string, unknown> = { creator_id: creator.creator_id, creator_name: creator.name };
      if (withDisplayName) item.creator_display_name = creator.display_name;
      Object.assign(item, {
        ...(creator.avatar === undefined ? {} : { creator_avatar: creator.avatar }),
        creator_followers: followersAt(data.seed, creator, now),
        creator_rank: i + 1,
        interactions_24h: interactions,
      });
      if (data.flavor.quirks) quirkCreator(item, i);
      return item;
    });
}
