// A single post as `/posts/{type}/{id}/v1` shows it (no envelope: its fields at the top level,
// metrics by kind) and its interactions over time.
import { topicIdOf } from './dataset';
import type { Dataset } from './dataset';
import { image, link } from './flavor';
import { interactionsAt, postItem, type Candidate } from './posts';
import { noise } from './prng';

const HOUR = 3600;
const DAY = 86400;

/** How a network's interactions split into its own kinds of reaction; views come on top. */
const METRICS: Readonly<Record<string, { views?: number; shares: Readonly<Record<string, number>> }>> = {
  'tweet': { views: 25, shares: { favorites: 0.7, retweets: 0.1, replies: 0.08, quotes: 0.03, bookmarks: 0.09 } },
  'youtube-video': { views: 30, shares: { likes: 0.86, comments: 0.14 } },
  'tiktok-video': { views: 40, shares: { likes: 0.8, comments: 0.08, shares: 0.07, saves: 0.05 } },
  'reddit-post': { shares: { upvotes: 0.88, comments: 0.12 } },
  'instagram-post': { views: 12, shares: { likes: 0.9, comments: 0.1 } },
  'news': { shares: { shares: 1 } },
};

function metrics(c: Candidate, total: number): Record<string, number> {
  const kind = METRICS[c.network.key] ?? METRICS.news!;
  const out: Record<string, number> = {};
  const key = c.subject.pulse.key;
  const n = c.origin.slot * 8 + c.origin.index;
  for (const [name, share] of Object.entries(kind.shares)) out[name] = Math.round(total * share);
  if (kind.views) out.views = Math.round(total * kind.views * (0.6 + 0.8 * noise(key, n, 601)));
  return out;
}

/** A network's usual picture size, in pixels. */
function imageSize(network: string): { width: number; height: number } {
  return network === 'instagram-post' ? { width: 1080, height: 1080 } : network === 'tiktok-video' ? { width: 720, height: 1280 } : { width: 1200, height: 675 };
}

export function postDetail(data: Dataset, c: Candidate, now: number): Record<string, unknown> {
  const { flavor } = data;
  const item = postItem(data, c, 0);
  const id = String(item.id);
  const video = c.network.key === 'youtube-video' || c.network.key === 'tiktok-video';
  const picture = image(flavor, `https://images.example.net/posts/${id}.jpg`, c.origin.slot);
  return {
    type: item.post_type,
    id,
    title: item.post_title,
    ...(item.post_description === undefined ? {} : { description: item.post_description }),
    ...(video ? { extraText: item.post_title } : {}),
    metrics: metrics(c, interactionsAt(c, now)),
    // an object, as the real service sends it (the list of images holds addresses alone)
    ...(picture === undefined ? {} : { image: { src: picture, ...imageSize(c.network.key) } }),
    ...(video ? { video: link(flavor, String(item.post_link)) } : {}),
    images: picture === undefined || video ? [] : [picture],
    creator_id: item.creator_id,
    creator_name: item.creator_name,
    creator_display_name: item.creator_display_name,
    ...(item.creator_avatar === undefined ? {} : { creator_avatar: item.creator_avatar }),
    topics: [topicIdOf(c.subject), ...c.subject.related.slice(0, 2)],
    categories: [...c.subject.categories],
  };
}

/**
 * Interactions in each hour since the post was created (each day, for posts over a year old),
 * up to `now` (on the hour): they add up to its total, and its last 24 hours to its 24-hour figure.
 */
export function postSeries(c: Candidate, now: number): { time: number; interactions: number }[] {
  const size = now - c.created > 365 * DAY ? DAY : HOUR;
  const points: { time: number; interactions: number }[] = [];
  for (let t = Math.floor(c.created / size) * size; t < now; t += size) {
    points.push({ time: t, interactions: interactionsAt(c, Math.min(t + size, now)) - interactionsAt(c, t) });
  }
  return points;
}
