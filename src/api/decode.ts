// Tolerant decoders, one per Shape: the one place that knows what the service's answers look
// like. They accept the documented shapes and the deviations seen in the wild (missing
// envelopes, numbers as text, ids as numbers, nulls, extra fields), repair or drop what is odd
// and say so in `oddities`. Only an answer with nothing usable in it is an error.
import { ServiceError } from './errors';
import { isObject, Notes, readField, readRecord, readStr } from './decode-fields';
import type { FieldKind, Json } from './decode-fields';
import type { Shape } from './operations';
import type {
  CategoryListItem, CategorySummary, CategoryTopicItem, Coin, Config, Creator, Post, SocialSummary,
  TimeSeriesPoint, TopicListItem, TopicSummary, Whatsup,
} from './types';

export interface ShapeData {
  topicList: TopicListItem[];
  whatsup: Whatsup;
  topicSummary: TopicSummary;
  timeSeries: TimeSeriesPoint[];
  posts: Post[];
  creators: Creator[];
  categorySummary: CategorySummary;
  categoryTopics: CategoryTopicItem[];
  categoryList: CategoryListItem[];
  coinList: Coin[];
  coin: Coin;
}

export interface Decoded<T> {
  data: T;
  config: Config;
  oddities: string[];
}

/** Every field of T except `extra`, with how to read it: the compiler checks none is missed. */
type Spec<T> = { readonly [K in Exclude<keyof T, 'extra'>]-?: FieldKind };

const TOPIC_ITEM: Spec<TopicListItem> = {
  topic: 'str', title: 'str', topic_rank: 'num', topic_rank_1h_previous: 'num',
  topic_rank_24h_previous: 'num', num_contributors: 'num', num_posts: 'num', interactions_24h: 'num',
};
const CATEGORY_TOPIC_ITEM: Spec<CategoryTopicItem> = { ...TOPIC_ITEM, social_dominance: 'num' };
const CATEGORY_ITEM: Spec<CategoryListItem> = {
  category: 'str', title: 'str', category_rank: 'num', category_rank_1h_previous: 'num',
  category_rank_24h_previous: 'num', num_contributors: 'num', social_dominance: 'num', num_posts: 'num',
  interactions_24h: 'num',
};
const SOCIAL: Spec<SocialSummary> = {
  topic: 'str', title: 'str', related_topics: 'strs', types_count: 'perNum', types_interactions: 'perNum',
  types_sentiment: 'perNum', types_sentiment_detail: 'perDetail', interactions_24h: 'num',
  num_contributors: 'num', num_posts: 'num', trend: 'trend',
};
const TOPIC_SUMMARY: Spec<TopicSummary> = { ...SOCIAL, topic_rank: 'num', categories: 'strs' };
const POINT: Spec<TimeSeriesPoint> = {
  time: 'num', contributors_active: 'num', contributors_created: 'num', interactions: 'num',
  posts_active: 'num', posts_created: 'num', sentiment: 'num', spam: 'num', market_cap: 'num',
  volume_24h: 'num', alt_rank: 'num', galaxy_score: 'num', circulating_supply: 'num', open: 'num',
  high: 'num', low: 'num', close: 'num', market_dominance: 'num', social_dominance: 'num',
};
const POST: Spec<Post> = {
  id: 'str', post_type: 'str', post_title: 'str', post_description: 'str', post_link: 'str',
  post_image: 'str', post_created: 'num', post_sentiment: 'num', creator_id: 'str', creator_name: 'str',
  creator_display_name: 'str', creator_followers: 'num', creator_avatar: 'str', interactions_24h: 'num',
  interactions_total: 'num',
};
const CREATOR: Spec<Creator> = {
  creator_id: 'str', creator_name: 'str', creator_display_name: 'str', creator_avatar: 'str',
  creator_followers: 'num', creator_rank: 'num', interactions_24h: 'num',
};
const COIN: Spec<Coin> = {
  id: 'numOrStr', symbol: 'str', name: 'str', topic: 'str', price: 'num', price_btc: 'num',
  volume_24h: 'num', volatility: 'num', circulating_supply: 'num', max_supply: 'num',
  percent_change_1h: 'num', percent_change_24h: 'num', percent_change_7d: 'num', market_cap: 'num',
  market_cap_rank: 'num', interactions_24h: 'num', social_volume_24h: 'num', social_dominance: 'num',
  market_dominance: 'num', galaxy_score: 'num', galaxy_score_previous: 'num', alt_rank: 'num',
  alt_rank_previous: 'num', sentiment: 'num', categories: 'str', last_updated_price: 'num',
};
const CONFIG: Readonly<Record<string, FieldKind>> = {
  generated: 'num', topic: 'str', category: 'str', id: 'str', name: 'str', symbol: 'str', type: 'str',
  interval: 'str', bucket: 'str', start: 'num', end: 'num', metrics: 'strs', sort: 'str', desc: 'bool',
  limit: 'num', page: 'num', total_rows: 'num', _self_call: 'bool',
};

function unusable(detail: string): ServiceError {
  return new ServiceError('bad-response', `The service sent an answer that could not be read (${detail}). Try again later.`);
}

interface Envelope {
  data: unknown;
  config: Json;
}

/**
 * Finds `data` and `config`. `bareIsNormal`: the documented answer has its fields at the top
 * level (whatsup), so finding them there is not an oddity.
 */
function open(body: unknown, want: 'list' | 'object', notes: Notes, bareIsNormal = false): Envelope {
  if (Array.isArray(body)) {
    if (want === 'list') {
      notes.add('the answer was a bare list without the "data" envelope');
      return { data: body, config: {} };
    }
    if (body.length === 1 && isObject(body[0])) {
      notes.add('the answer was a list of one; read its only entry');
      return { data: body[0], config: {} };
    }
    throw unusable('a list where one object was expected');
  }
  if (!isObject(body)) throw unusable('no object or list');
  let config: Json = {};
  if (isObject(body.config)) config = body.config;
  else if (body.config !== undefined && body.config !== null) notes.add('"config" was not an object; left out');

  if ('data' in body && body.data !== null && body.data !== undefined) {
    const data = body.data;
    if (want === 'list') {
      if (Array.isArray(data)) return { data, config };
      const values = isObject(data) ? Object.values(data) : [];
      if (values.length && values.every(isObject)) {
        notes.add('"data" was an object of entries; read as a list');
        return { data: values, config };
      }
      throw unusable('"data" is not a list');
    }
    if (isObject(data)) return { data, config };
    if (Array.isArray(data) && isObject(data[0])) {
      notes.add('"data" was a list; read its first entry');
      return { data: data[0], config };
    }
    throw unusable('"data" is not an object');
  }
  if (want === 'object') {
    const rest: Json = { ...body };
    delete rest.config;
    delete rest.error;
    delete rest.data;
    if (Object.keys(rest).length) {
      if (!bareIsNormal) notes.add('the answer had no "data" envelope; read its fields at the top level');
      return { data: rest, config };
    }
  }
  throw unusable(typeof body.error === 'string' ? 'an error without a status' : 'no "data"');
}

function readList<T>(data: unknown, what: string, notes: Notes, readOne: (raw: Json) => T | undefined): T[] {
  const raw = data as unknown[];
  const out: T[] = [];
  for (const entry of raw) {
    const item = isObject(entry) ? readOne(entry) : undefined;
    if (item === undefined) notes.add(`an entry of the ${what} could not be read; left out`);
    else out.push(item);
  }
  if (raw.length && !out.length) throw unusable(`none of the ${raw.length} entries of the ${what} could be read`);
  return out;
}

/** `key` from the record, else from `fallback` (noting the repair), else undefined. */
function repaired(rec: Json, key: string, fallback: string | undefined, from: string, notes: Notes): string | undefined {
  const v = rec[key];
  if (typeof v === 'string' && v !== '') return v;
  if (fallback === undefined || fallback === '') return undefined;
  notes.add(`"${key}" was missing; taken from ${from}`);
  rec[key] = fallback;
  return fallback;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

function topicItem<T extends TopicListItem>(spec: Spec<T>, notes: Notes) {
  return (raw: Json): T | undefined => {
    const rec = readRecord(raw, spec, notes);
    const title = str(rec.title);
    if (!repaired(rec, 'topic', title?.toLowerCase(), 'the title', notes)) return undefined;
    repaired(rec, 'title', str(rec.topic), 'the topic', notes);
    return rec as unknown as T;
  };
}

function categoryItem(notes: Notes) {
  return (raw: Json): CategoryListItem | undefined => {
    const rec = readRecord(raw, CATEGORY_ITEM, notes);
    if (!repaired(rec, 'category', str(rec.title)?.toLowerCase(), 'the title', notes)) return undefined;
    repaired(rec, 'title', str(rec.category), 'the category', notes);
    return rec as unknown as CategoryListItem;
  };
}

function summary<T extends SocialSummary>(env: Envelope, spec: Spec<T>, notes: Notes, subject: string | undefined): T {
  const raw = env.data as Json;
  // with none of its fields, the requested name would dress any JSON (a maintenance notice, an
  // empty object) up as an empty summary
  if (!Object.keys(spec).some((k) => Object.hasOwn(raw, k) && raw[k] !== null)) throw unusable('no summary fields');
  const rec = readRecord(raw, spec, notes);
  const echo = str(env.config.topic) ?? str(env.config.category) ?? subject;
  if (!repaired(rec, 'topic', echo, 'the request', notes)) throw unusable('no topic in the summary');
  repaired(rec, 'title', str(rec.topic), 'the topic', notes);
  return rec as unknown as T;
}

function point(notes: Notes) {
  return (raw: Json): TimeSeriesPoint | undefined => {
    const rec = readRecord(raw, POINT, notes);
    return typeof rec.time === 'number' ? (rec as unknown as TimeSeriesPoint) : undefined;
  };
}

function post(notes: Notes) {
  return (raw: Json): Post | undefined => {
    const rec = readRecord(raw, POST, notes);
    if (!str(rec.id)) return undefined;
    if (!str(rec.post_type)) {
      notes.add('"post_type" was missing; shown as "unknown"');
      rec.post_type = 'unknown';
    }
    if (typeof rec.post_title !== 'string') rec.post_title = '';
    return rec as unknown as Post;
  };
}

function creator(notes: Notes) {
  return (raw: Json): Creator | undefined => {
    const rec = readRecord(raw, CREATOR, notes);
    const name = str(rec.creator_name);
    const id = str(rec.creator_id);
    if (!id && !name) return undefined;
    if (!id) {
      notes.add('"creator_id" was missing; taken from the name');
      rec.creator_id = name;
    }
    repaired(rec, 'creator_name', id?.split('::').pop(), 'the creator id', notes);
    return rec as unknown as Creator;
  };
}

function coin(notes: Notes) {
  return (raw: Json): Coin | undefined => {
    const rec = readRecord(raw, COIN, notes);
    if (rec.id === undefined || rec.id === '') return undefined;
    const symbol = str(rec.symbol);
    const name = str(rec.name);
    if (!symbol && !name) return undefined;
    repaired(rec, 'symbol', name?.toUpperCase(), 'the name', notes);
    repaired(rec, 'name', symbol, 'the symbol', notes);
    return rec as unknown as Coin;
  };
}

function series(data: unknown, notes: Notes): TimeSeriesPoint[] {
  const points = readList(data, 'time series', notes, point(notes));
  if (points.some((p, i) => i > 0 && p.time < points[i - 1]!.time)) {
    notes.add('the time series was out of order; sorted by time');
    points.sort((a, b) => a.time - b.time);
  }
  return points;
}

function whatsup(env: Envelope, notes: Notes): Whatsup {
  const d = env.data as Json;
  const out: Whatsup = {
    summary: readStr(d.summary, 'summary', notes) ?? '',
    supportive: readField('themes', d.supportive, 'supportive', notes) as Whatsup['supportive'],
    critical: readField('themes', d.critical, 'critical', notes) as Whatsup['critical'],
  };
  if (!out.summary && !out.supportive.length && !out.critical.length) throw unusable('an empty summary');
  return out;
}

type Decoders = { [S in Shape]: (body: unknown, notes: Notes, subject?: string) => { env: Envelope; data: ShapeData[S] } };

function list<T>(what: string, readOne: (notes: Notes) => (raw: Json) => T | undefined) {
  return (body: unknown, notes: Notes): { env: Envelope; data: T[] } => {
    const env = open(body, 'list', notes);
    return { env, data: readList(env.data, what, notes, readOne(notes)) };
  };
}

const DECODERS: Decoders = {
  topicList: list('topic list', (n) => topicItem(TOPIC_ITEM, n)),
  categoryTopics: list('category topics', (n) => topicItem(CATEGORY_TOPIC_ITEM, n)),
  categoryList: list('category list', categoryItem),
  posts: list('post list', post),
  creators: list('creator list', creator),
  coinList: list('coin list', coin),
  timeSeries: (body, notes) => {
    const env = open(body, 'list', notes);
    return { env, data: series(env.data, notes) };
  },
  topicSummary: (body, notes, subject) => {
    const env = open(body, 'object', notes);
    return { env, data: summary(env, TOPIC_SUMMARY, notes, subject) };
  },
  categorySummary: (body, notes, subject) => {
    const env = open(body, 'object', notes);
    return { env, data: summary(env, SOCIAL, notes, subject) };
  },
  coin: (body, notes) => {
    const env = open(body, 'object', notes);
    const c = coin(notes)(env.data as Json);
    if (!c) throw unusable('no coin id or name');
    return { env, data: c };
  },
  whatsup: (body, notes) => {
    const env = open(body, 'object', notes, true);
    return { env, data: whatsup(env, notes) };
  },
};

/** Decodes a parsed body. `subject` is the requested identifier, used to repair a summary. */
export function decodeBody<S extends Shape>(shape: S, body: unknown, subject?: string): Decoded<ShapeData[S]> {
  const notes = new Notes();
  const { env, data } = DECODERS[shape](body, notes, subject);
  const config = readRecord(env.config, CONFIG, notes, 'inline') as Config;
  if (typeof config.generated === 'number' && config.generated > 1e12) {
    notes.add('"generated" was in milliseconds; read as seconds');
    config.generated = Math.floor(config.generated / 1000);
  }
  return { data, config, oddities: notes.list() };
}

/** Parses JSON text; anything that is not JSON is a 'bad-response'. */
export function parseJson(text: string): unknown {
  const t = text.trim();
  if (!t) throw unusable('an empty body');
  if (t.startsWith('<')) throw unusable('a web page instead of data');
  try {
    return JSON.parse(t) as unknown;
  } catch {
    throw unusable('the data was malformed or cut off');
  }
}
