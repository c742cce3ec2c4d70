// Tolerant decoders, one per Shape: the one place that knows what the service's answers look
// like. They accept the documented shapes and the deviations seen in the wild (missing
// envelopes, numbers as text, ids as numbers, nulls, extra fields), repair or drop what is odd
// and say so in `oddities`. Only an answer with nothing usable in it is an error.
import { Notes, readRecord } from './decode-fields';
import type { FieldKind } from './decode-fields';
import { unusable } from './decode-envelope';
import type { Decoder } from './decode-envelope';
import { MARKET_DECODERS } from './decode-market';
import { SEARCH_DECODERS } from './decode-searches';
import { SOCIAL_DECODERS } from './decode-social';
import { generatedSeconds } from './epochTime';
import type { Config } from './types';

const DECODERS = { ...SOCIAL_DECODERS, ...MARKET_DECODERS, ...SEARCH_DECODERS };

/** The name of a decoder, as operation rows give it. */
export type Shape = keyof typeof DECODERS;

/** The data each shape decodes to. */
export type ShapeData = { [S in Shape]: (typeof DECODERS)[S] extends Decoder<infer T> ? T : never };

/** Whether a shape's data is a list: checked against the data types, so it cannot be wrong. */
const FORMS: { readonly [S in Shape]: ShapeData[S] extends readonly unknown[] ? 'list' : 'object' } = {
  topicList: 'list', categoryTopics: 'list', categoryList: 'list', posts: 'list', creators: 'list',
  topicSummary: 'object', categorySummary: 'object', whatsup: 'object', creatorList: 'list', creator: 'object',
  creatorSeries: 'list', post: 'object',
  timeSeries: 'list', coinList: 'list', coin: 'object', coinMeta: 'object', stockList: 'list', stock: 'object',
  nftList: 'list', nft: 'object', nftSeriesV1: 'object', savedSearches: 'list', savedSearch: 'object',
  searchDeletion: 'object', searchSummary: 'object', systemChanges: 'list',
};

export function formOf(shape: Shape): 'list' | 'object' {
  return FORMS[shape];
}

export interface Decoded<T> {
  data: T;
  config: Config;
  oddities: string[];
}

const CONFIG: Readonly<Record<string, FieldKind>> = {
  generated: 'num', topic: 'str', category: 'str', id: 'str', name: 'str', symbol: 'str', type: 'str',
  interval: 'str', bucket: 'str', start: 'num', end: 'num', metrics: 'strs', sort: 'str', desc: 'bool',
  limit: 'num', page: 'num', total_rows: 'num', _self_call: 'bool',
};

/**
 * Decodes a parsed body. `subject` is the requested identifier, used to repair what lacks it;
 * `receivedAt` (ms), when it arrived, tells the unit of its `generated`.
 */
export function decodeBody<S extends Shape>(shape: S, body: unknown, subject?: string, receivedAt = Date.now()): Decoded<ShapeData[S]> {
  const notes = new Notes();
  const decode = DECODERS[shape] as Decoder<ShapeData[S]>;
  const { env, data } = decode(body, notes, subject);
  const config = readRecord(env.config, CONFIG, notes, 'inline') as Config;
  if (typeof config.generated === 'number') {
    const at = generatedSeconds(config.generated, receivedAt);
    if (at) {
      if (at.unit !== 'seconds') notes.add(`"generated" was in ${at.unit}; read as seconds`);
      config.generated = at.seconds;
    } else {
      // the time received is used instead (client.ts)
      notes.add('"generated" was no time from 2000 to now in seconds, milliseconds or microseconds; left out');
      delete config.generated;
    }
  }
  return { data, config, oddities: notes.list() };
}

/**
 * An identifier sent as a JSON number past 2^53 (a post's id) would lose its last digits to
 * JSON.parse, and open another post: it is read as the text it was sent as. A quote inside a JSON
 * string is escaped, so `"id":` here is always a key.
 */
const LONG_ID = /("(?:id|[A-Za-z0-9]+_id)"\s*:\s*)(-?\d{16,})(?=\s*[,}\]])/g;
/** The cheap first look, run on every answer: a value of 16 digits or more at all (a price's or a cap's whole part is shorter). */
const LONG_NUMBER = /:\s*-?\d{16}/;

/** Parses JSON text; anything that is not JSON is a 'bad-response'. */
export function parseJson(text: string): unknown {
  const t = text.trim();
  if (!t) throw unusable('an empty body');
  if (t.startsWith('<')) throw unusable('a web page instead of data');
  try {
    return JSON.parse(LONG_NUMBER.test(t) ? t.replace(LONG_ID, '$1"$2"') : t) as unknown;
  } catch {
    throw unusable('the data was malformed or cut off');
  }
}
