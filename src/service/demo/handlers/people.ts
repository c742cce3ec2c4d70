// Creators and single posts (paid plans): the creators list, a creator's profile, series and
// posts, a post with its metrics, and its interactions over time.
import type { DemoCreator } from '../data/creators';
import { creatorProfile, creatorSeries, creatorsList, postsBy } from '../data/people';
import { quirkCreatorSeries } from '../data/quirks';
import { postDetail, postSeries } from '../data/postDetail';
import { findPost, postItem, type Candidate } from '../data/posts';
import { bucketTimes } from '../data/series';
import { postWindow, seriesWindow } from '../params';
import { checked, found, type Call, type Handlers } from './call';

const CREATORS_LIMIT = 100;
const CREATOR_POSTS_LIMIT = 50;
const DAY = 86400;
/** Without a start, a creator's posts of the last week: a creator posts less often than a topic is posted about. */
const CREATOR_RECENT = 7 * DAY;
/** Longer ranges are served as their last month: every day of a range costs the emulator a scan of the trending topics. */
const MAX_POSTS_SPAN = 31 * DAY;

function creator(c: Call): DemoCreator {
  const network = checked('creatorNetwork', c.params.creatorNetwork!).toLowerCase();
  return found(c.data.creator(network, checked('creator', c.params.creator!)));
}

function post(c: Call): Candidate {
  return found(findPost(c.data, checked('postType', c.params.postType!).toLowerCase(), checked('post', c.params.post!), c.at));
}

export const PEOPLE_HANDLERS = {
  creatorsList: (c) => ({ data: creatorsList(c.data, c.at, CREATORS_LIMIT) }),
  creator: (c) => ({ data: creatorProfile(c.data, creator(c), c.at) }),
  creatorTimeSeries: (c) => {
    const who = creator(c);
    const w = seriesWindow(c.q, c.now, c.now - 2 * 365 * DAY);
    const hours = w.bucket === 'day' ? 24 : 1;
    const points = creatorSeries(c.data, who, bucketTimes(w.start, w.end, w.bucket), hours, c.at);
    return {
      config: {
        network: who.network.name, influencer_id: who.id, ...(w.interval ? { interval: w.interval } : {}), start: w.start, end: w.end,
        bucket: w.bucket, name: who.name, generated: c.now,
      },
      data: c.data.flavor.quirks ? quirkCreatorSeries(points, who.followers) : points,
    };
  },
  creatorPosts: (c) => {
    const who = creator(c);
    const w = postWindow(c.q, c.now, CREATOR_RECENT);
    const from = Math.max(w.from, w.to - MAX_POSTS_SPAN);
    return { data: postsBy(c.data, who, from, w.to, c.at, CREATOR_POSTS_LIMIT).map((p, i) => postItem(c.data, p, i)) };
  },
  post: (c) => postDetail(c.data, post(c), c.at),
  postTimeSeries: (c) => {
    return { data: postSeries(post(c), c.at) };
  },
} satisfies Partial<Handlers>;
