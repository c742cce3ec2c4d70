// Decoders of the social answers: topics, categories, summaries, what's up, posts (lists and
// the single post, which comes without an envelope) and creators.
import { isObject, readField, readRecord, readStr } from './decode-fields';
import type { Json, Notes } from './decode-fields';
import { listOf, open, repaired, seriesOf, single, str, unusable } from './decode-envelope';
import type { Decoder, Envelope, Spec } from './decode-envelope';
import type { CreatorListItem, CreatorPoint, CreatorProfile, PostDetail, PostImage, TopicInfluence } from './types-people';
import type {
  CategoryListItem, CategorySummary, CategoryTopicItem, Creator, Post, SocialSummary, TopicListItem, TopicSummary, Whatsup,
} from './types';

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
const POST: Spec<Post> = {
  id: 'str', post_type: 'str', post_title: 'str', post_description: 'str', post_link: 'str',
  post_image: 'str', post_created: 'num', post_sentiment: 'num', creator_id: 'str', creator_name: 'str',
  creator_display_name: 'str', creator_followers: 'num', creator_avatar: 'str', interactions_24h: 'num',
  interactions_total: 'num',
};
export const CREATOR: Spec<Creator> = {
  creator_id: 'str', creator_name: 'str', creator_display_name: 'str', creator_avatar: 'str',
  creator_followers: 'num', creator_rank: 'num', interactions_24h: 'num',
};

const CREATOR_LIST_ITEM: Spec<CreatorListItem> = { ...CREATOR, creator_network: 'str', creator_posts: 'num' };
const CREATOR_PROFILE: Spec<CreatorProfile> = { ...CREATOR, topic_influence: 'objs' };
const INFLUENCE: Spec<TopicInfluence> = { topic: 'str', count: 'num', percent: 'num', rank: 'num' };
const CREATOR_POINT: Spec<CreatorPoint> = { time: 'num', followers: 'num', interactions: 'num', posts_active: 'num', creator_rank: 'num' };
const POST_DETAIL: Spec<Omit<PostDetail, 'image'>> = {
  id: 'str', type: 'str', title: 'str', description: 'str', extraText: 'str', metrics: 'perNum', video: 'str',
  images: 'strs', creator_id: 'str', creator_name: 'str', creator_display_name: 'str', creator_avatar: 'str', topics: 'strs',
  categories: 'strs',
};
const POST_IMAGE: Spec<PostImage> = { src: 'str', width: 'num', height: 'num' };

function topicItem<T extends TopicListItem>(spec: Spec<T>) {
  return (notes: Notes) => (raw: Json): T | undefined => {
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

function summary<T extends SocialSummary>(spec: Spec<T>): Decoder<T> {
  return (body, notes, subject) => {
    const env = open(body, 'object', notes);
    const raw = env.data as Json;
    // with none of its fields, the requested name would dress any JSON (a maintenance notice, an
    // empty object) up as an empty summary
    if (!Object.keys(spec).some((k) => Object.hasOwn(raw, k) && raw[k] !== null)) throw unusable('no summary fields');
    const rec = readRecord(raw, spec, notes);
    const echo = str(env.config.topic) ?? str(env.config.category) ?? subject;
    if (!repaired(rec, 'topic', echo, 'the request', notes)) throw unusable('no topic in the summary');
    repaired(rec, 'title', str(rec.topic), 'the topic', notes);
    return { env, data: rec as unknown as T };
  };
}

export function post(notes: Notes) {
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

/** A creator record of `spec`: its id or its name must be there; the other is repaired from it. */
export function creatorOf<T extends Creator>(spec: Spec<T>) {
  return (notes: Notes) => (raw: Json): T | undefined => {
    const rec = readRecord(raw, spec, notes);
    const name = str(rec.creator_name);
    const id = str(rec.creator_id);
    if (!id && !name) return undefined;
    if (!id) {
      notes.add('"creator_id" was missing; taken from the name');
      rec.creator_id = name;
    }
    repaired(rec, 'creator_name', id?.split('::').pop(), 'the creator id', notes);
    return rec as unknown as T;
  };
}

function profile(notes: Notes) {
  const read = creatorOf(CREATOR_PROFILE)(notes);
  return (raw: Json): CreatorProfile | undefined => {
    const rec = read(raw);
    if (!rec) return undefined;
    rec.topic_influence = (rec.topic_influence as unknown as Json[]).flatMap((entry) => {
      const t = readRecord(entry, INFLUENCE, notes);
      if (str(t.topic)) return [t as unknown as TopicInfluence];
      notes.add('an entry of "topic_influence" had no topic; left out');
      return [];
    });
    return rec;
  };
}

/** A post's image: an object with its address and size (an address alone is read as one). */
function postImage(v: unknown, notes: Notes): PostImage | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') {
    notes.add('"image" arrived as an address alone; read as its "src"');
    return v ? { src: v } : undefined;
  }
  if (!isObject(v)) {
    notes.add('"image" was not an object; left out');
    return undefined;
  }
  const rec = readRecord(v, POST_IMAGE, notes);
  if (str(rec.src)) return rec as unknown as PostImage;
  notes.add('"image" had no "src"; left out');
  return undefined;
}

/** A post has no envelope; one that came in one is read as well. Its id and type may be repaired from the request. */
const postDetail: Decoder<PostDetail> = (body, notes, subject) => {
  const env = open(body, 'object', notes, true);
  const { image, ...raw } = env.data as Json;
  if (image === undefined && !Object.keys(POST_DETAIL).some((k) => Object.hasOwn(raw, k) && raw[k] !== null)) throw unusable('no post fields');
  const rec = readRecord(raw, POST_DETAIL, notes);
  const picture = postImage(image, notes);
  if (picture) rec.image = picture;
  if (!repaired(rec, 'id', subject, 'the request', notes)) throw unusable('no post id');
  if (!str(rec.type)) {
    notes.add('"type" was missing; shown as "unknown"');
    rec.type = 'unknown';
  }
  if (typeof rec.title !== 'string') rec.title = '';
  return { env, data: rec as unknown as PostDetail };
};

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

export const SOCIAL_DECODERS = {
  topicList: listOf('topic list', topicItem(TOPIC_ITEM)),
  categoryTopics: listOf('category topics', topicItem(CATEGORY_TOPIC_ITEM)),
  categoryList: listOf('category list', categoryItem),
  posts: listOf('post list', post),
  creators: listOf('creator list', creatorOf(CREATOR)),
  topicSummary: summary(TOPIC_SUMMARY),
  categorySummary: summary<CategorySummary>(SOCIAL),
  whatsup: ((body, notes) => {
    const env = open(body, 'object', notes, true);
    return { env, data: whatsup(env, notes) };
  }) satisfies Decoder<Whatsup>,
  creatorList: listOf('creator list', creatorOf(CREATOR_LIST_ITEM)),
  creator: single('no creator id or name', profile),
  creatorSeries: seriesOf(CREATOR_POINT),
  post: postDetail,
};
