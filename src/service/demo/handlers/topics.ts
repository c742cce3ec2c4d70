// Topics and categories: operations 1-13 and 15 of the interface, and the categories list.
import { topicIdOf, type DemoCategory, type Subject } from '../data/dataset';
import { say } from '../data/flavor';
import { candidates, postItem, top, topCreators } from '../data/posts';
import { bucketTimes, seriesPoints, type Point } from '../data/series';
import { categoriesList, categorySummary, categoryTopics, topicsList, topicSummary, whatsup } from '../data/summaries';
import { postWindow, seriesWindow, seriesWindowV2, type SeriesWindow } from '../params';
import { checked, found, type Call, type Handlers } from './call';

const POSTS_LIMIT = 50;
const NEWS_LIMIT = 25;
const CREATORS_LIMIT = 50;

function subject(c: Call): Subject {
  return found(c.data.topic(checked('topic', c.params.topic!)));
}

function category(c: Call): DemoCategory {
  return found(c.data.category(checked('category', c.params.category!)));
}

export function topicConfig(c: Call, s: Subject): Record<string, unknown> {
  const a = s.asset;
  return {
    topic: topicIdOf(s),
    id: a ? `${a.kind}:${a.id}` : topicIdOf(s),
    _self_call: false,
    name: a ? say(c.data.flavor, a.name, a.id) : s.title,
    ...(a ? { symbol: a.symbol } : {}),
  };
}

function categoryConfig(cat: DemoCategory): Record<string, unknown> {
  return { category: cat.category, type: 'category', id: cat.category };
}

/** A series answer over `w`: the points, and the window and metrics echoed in `config`. */
export function series(c: Call, s: Subject, w: SeriesWindow, config: Record<string, unknown>, pick?: (p: Point) => Point): unknown {
  const points: Point[] = seriesPoints(c.data, s, bucketTimes(w.start, w.end, w.bucket), w.bucket, c.at);
  const data = pick ? points.map(pick) : points;
  const metrics = Object.keys(data[0] ?? {}).filter((k) => k !== 'time');
  return {
    config: { ...config, ...(w.interval ? { interval: w.interval } : {}), start: w.start, end: w.end, bucket: w.bucket, metrics, generated: c.now },
    data,
  };
}

function posts(c: Call, s: Subject, config: Record<string, unknown>): unknown {
  const w = postWindow(c.q, c.now);
  const list = top(candidates(c.data, s, w.from, w.to, c.at, false), POSTS_LIMIT, w.recent);
  return {
    config: { ...config, start: w.from, end: w.to, generated: c.now },
    data: list.map((p, i) => postItem(c.data, p, i)),
  };
}

function news(c: Call, s: Subject, config: Record<string, unknown>): unknown {
  const list = top(candidates(c.data, s, c.now - 2 * 86400, c.now, c.at, true), NEWS_LIMIT, true);
  return { config: { ...config, type: 'news', generated: c.now }, data: list.map((p, i) => postItem(c.data, p, i)) };
}

export const TOPIC_HANDLERS = {
  topicsList: (c) => ({ data: topicsList(c.data, c.at) }),
  topicWhatsup: (c) => {
    const s = subject(c);
    return { config: { ...topicConfig(c, s), generated: c.now }, ...whatsup(c.data, s, c.at) };
  },
  topic: (c) => {
    const s = subject(c);
    return { config: { ...topicConfig(c, s), generated: c.now }, data: topicSummary(c.data, s, c.at) };
  },
  topicTimeSeriesV2: (c) => {
    const s = subject(c);
    return series(c, s, seriesWindowV2(c.q, c.now), topicConfig(c, s));
  },
  topicTimeSeries: (c) => {
    const s = subject(c);
    return series(c, s, seriesWindow(c.q, c.now, s.since), topicConfig(c, s));
  },
  topicPosts: (c) => {
    const s = subject(c);
    return posts(c, s, { ...topicConfig(c, s), type: 'topic' });
  },
  topicNews: (c) => {
    const s = subject(c);
    return news(c, s, topicConfig(c, s));
  },
  topicCreators: (c) => ({ data: topCreators(c.data, subject(c), c.at, CREATORS_LIMIT, false) }),
  category: (c) => ({ data: categorySummary(c.data, category(c), c.at) }),
  categoryTopics: (c) => ({ data: categoryTopics(c.data, category(c), c.at) }),
  categoryTimeSeries: (c) => {
    const cat = category(c);
    return series(c, cat.subject, seriesWindow(c.q, c.now, cat.subject.since), categoryConfig(cat));
  },
  categoryPosts: (c) => {
    const cat = category(c);
    return posts(c, cat.subject, categoryConfig(cat));
  },
  categoryNews: (c) => {
    const cat = category(c);
    return news(c, cat.subject, categoryConfig(cat));
  },
  categoryCreators: (c) => ({ data: topCreators(c.data, category(c).subject, c.at, CREATORS_LIMIT, true) }),
  categoriesList: (c) => ({ data: categoriesList(c.data, c.at) }),
} satisfies Partial<Handlers>;
