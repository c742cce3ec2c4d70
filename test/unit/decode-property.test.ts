// Property-based tests of the decoders (decode.ts, decode-fields.ts): random and adversarial
// shapes never make an error other than the documented 'bad-response' escape, never pollute a
// prototype, never pass NaN or Infinity on, and valid records among junk come out intact.
// A failing run prints its seed and path; replay with FC_SEED=<seed> (FC_RUNS sets the count).
import * as assert from 'node:assert/strict';
import { inspect } from 'node:util';
import * as fc from 'fast-check';
import { decodeBody, parseJson } from '../../src/service/api/decode';
import { isObject, Notes, readField, readNum, readRecord, readStr, setOwn } from '../../src/service/api/decode-fields';
import type { FieldKind, Json } from '../../src/service/api/decode-fields';
import { isServiceError } from '../../src/service/api/errors';
import type { Shape } from '../../src/service/api/decode';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, failure, KEY, MemoryStore } from './client-helpers';

const SEED = Number(process.env.FC_SEED ?? 20250602);
const RUNS = Number(process.env.FC_RUNS ?? 200);
const PARAMS = { seed: SEED, numRuns: RUNS };

/** Every shape: a new one not listed here fails to compile. */
const EVERY_SHAPE: Record<Shape, true> = {
  topicList: true, whatsup: true, topicSummary: true, timeSeries: true, posts: true, creators: true, categorySummary: true,
  categoryTopics: true, categoryList: true, coinList: true, coin: true, creatorList: true, creator: true, creatorSeries: true,
  post: true, coinMeta: true, stockList: true, stock: true, nftList: true, nft: true, nftSeriesV1: true, savedSearches: true,
  savedSearch: true, searchDeletion: true, searchSummary: true, systemChanges: true,
};
const SHAPES = Object.keys(EVERY_SHAPE) as Shape[];
const POISON_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];
/** Field names the decoders look for, so random objects hit the paths that read them. */
const KNOWN_KEYS = [
  'data', 'config', 'error', 'topic', 'title', 'category', 'id', 'time', 'post_type', 'post_title', 'creator_id',
  'creator_name', 'symbol', 'name', 'generated', 'bucket', 'metrics', 'desc', 'types_count', 'types_sentiment_detail',
  'related_topics', 'categories', 'trend', 'summary', 'supportive', 'critical', 'percent', 'interactions_24h', 'close',
  'timeSeries', 'type', 'blockchain', 'search_json', 'terms', 'posts', 'topic_influence', 'asset_id', 'asset_type', 'change',
  'floor_price', 'deleted',
];
const NUMERIC_TRAPS = ['NaN', 'Infinity', '-Infinity', '+Infinity', '1e400', '-1e999', '0x1F', '0b11', '1_000', '1,000', '', '  ', '1e', '.', '+', '--1', '12abc', '٣', '\u00a0', 'null', 'true'];
const HOSTILE_TEXT = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '\u202eevil', '\u0000', '\ud800', '🚀', 'مرحبا', '{{constructor.constructor("x")()}}', '${process.exit()}'];

const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype).sort();

/** Sets keys as own properties, the way JSON.parse does (so `__proto__` stays data). */
function own(entries: readonly (readonly [string, unknown])[]): Json {
  const o: Json = {};
  for (const [k, v] of entries) setOwn(o, k, v);
  return o;
}

/** Through JSON text and back, as every body arrives. */
function wire<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

function assertNoPollution(): void {
  assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), PROTO_NAMES);
  assert.equal(({} as Json).polluted, undefined);
  assert.equal(([] as unknown as Json).polluted, undefined);
}

// ---- arbitraries -----------------------------------------------------------------------------

const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom(...HOSTILE_TEXT));
const key = fc.oneof(fc.constantFrom(...POISON_KEYS, ...KNOWN_KEYS), fc.string({ maxLength: 8 }));
const leaf = fc.oneof(
  fc.constant(null), fc.constant(undefined), fc.boolean(), fc.integer(), fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER * 8, 5e-324, 1e21, -0),
  fc.constantFrom(...NUMERIC_TRAPS), text,
);
/** Any value: wrong types, nulls, huge numbers, poisoned keys, nesting, arrays for objects. */
const { value: anyValue } = fc.letrec<{ value: unknown; array: unknown[]; object: Json }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.array(fc.tuple(key, tie('value')), { maxLength: 6 }).map(own),
}));
const anyBody = fc.oneof(
  anyValue,
  anyValue.map((data) => ({ data })),
  fc.tuple(anyValue, fc.array(anyValue, { maxLength: 6 })).map(([config, data]) => ({ config, data })),
  fc.array(fc.array(fc.tuple(key, anyValue), { maxLength: 6 }).map(own), { maxLength: 6 }),
);

const finite = fc.oneof(
  fc.integer({ min: -1e9, max: 1e12 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e300, max: 1e300 }),
).filter((n) => !Object.is(n, -0));
/** A number as the service may send it: a number, or text (possibly padded). */
const sentNumber = fc.tuple(finite, fc.constantFrom('num', 'text', 'padded')).map(([n, how]) => ({
  expect: n,
  sent: how === 'num' ? n : how === 'text' ? String(n) : ` ${String(n)}\t`,
}));
const nonEmpty = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 16 }), fc.constantFrom(...HOSTILE_TEXT.filter(Boolean)))
  .filter((s) => s !== '');
/** An identifier that may arrive as a number (read as text). */
const sentId = fc.oneof(
  nonEmpty.map((s) => ({ expect: s, sent: s as unknown })),
  fc.integer({ min: 0, max: 1e9 }).map((n) => ({ expect: String(n), sent: n as unknown })),
);
const extras = fc.dictionary(fc.oneof(fc.constantFrom(...POISON_KEYS), fc.string({ maxLength: 6 }).map((s) => `x_${s}`)), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 })
  .map((d) => own(Object.entries(d)));

interface Sent {
  expect: unknown;
  sent: unknown;
}
interface Rec {
  /** What goes on the wire. */
  sent: Json;
  /** What the decoder must give back for those fields. */
  expect: Json;
  extra: Json;
}

type FieldArb = fc.Arbitrary<Sent>;
const plain = (a: fc.Arbitrary<unknown>): FieldArb => a.map((v) => ({ expect: v, sent: v }));

function record(fields: Record<string, FieldArb>, optional: readonly string[] = []): fc.Arbitrary<Rec> {
  const parts = Object.fromEntries(Object.entries(fields).map(([k, a]) => [k, optional.includes(k) ? fc.option(a, { nil: undefined }) : a]));
  return fc.tuple(fc.record(parts), extras).map(([values, extra]) => {
    const sent: Json = {};
    const expect: Json = {};
    for (const [k, v] of Object.entries(values as Record<string, Sent | undefined>)) {
      if (v === undefined) continue;
      sent[k] = v.sent;
      expect[k] = v.expect;
    }
    for (const [k, v] of Object.entries(extra)) setOwn(sent, k, v);
    return { sent, expect: wire(expect), extra: wire(extra) };
  });
}

const n = sentNumber;
const LIST_RECORDS: Partial<Record<Shape, { rec: fc.Arbitrary<Rec>; junk: fc.Arbitrary<unknown> }>> = {
  topicList: {
    rec: record({ topic: plain(nonEmpty), title: plain(nonEmpty), topic_rank: n, num_posts: n, interactions_24h: n }, ['topic_rank', 'num_posts', 'interactions_24h']),
    junk: fc.constantFrom({ topic: null, title: [] }, { topic: '', title: '' }, { topic: {}, num_posts: 3 }),
  },
  categoryTopics: {
    rec: record({ topic: sentId, title: plain(nonEmpty), social_dominance: n }, ['social_dominance']),
    junk: fc.constantFrom({ topic: null, title: null }, { social_dominance: 4 }),
  },
  categoryList: {
    rec: record({ category: plain(nonEmpty), title: plain(nonEmpty), category_rank: n, social_dominance: n }, ['category_rank']),
    junk: fc.constantFrom({ category: [], title: {} }, { category_rank: 1 }),
  },
  posts: {
    rec: record({ id: sentId, post_type: plain(nonEmpty), post_title: plain(text), post_created: n, post_sentiment: n, creator_name: plain(text) }, ['post_created', 'creator_name']),
    junk: fc.constantFrom({ id: null, post_title: 'no id' }, { id: '', post_type: 'tweet' }, { id: {}, post_type: 'tweet' }),
  },
  creators: {
    rec: record({ creator_id: plain(nonEmpty), creator_name: plain(nonEmpty), creator_followers: n }, ['creator_followers']),
    junk: fc.constantFrom({ creator_id: null, creator_name: '' }, { creator_followers: 10 }, { creator_id: true }),
  },
  coinList: {
    rec: record({ id: fc.oneof(plain(nonEmpty), plain(fc.integer({ min: 0, max: 1e9 }))), symbol: plain(nonEmpty), name: plain(nonEmpty), price: n, market_cap: n }, ['market_cap']),
    junk: fc.constantFrom({ id: null, symbol: 'X' }, { id: 1 }, { id: '', name: 'n' }, { id: 2, symbol: 7e400 }),
  },
  timeSeries: {
    rec: record({ time: plain(fc.integer({ min: 0, max: 2e9 })), close: n, interactions: n }, ['close']),
    junk: fc.constantFrom({ time: 'soon' }, { close: 5 }, { time: null }, { time: 'NaN' }, { time: '1e400' }),
  },
  creatorList: {
    rec: record({ creator_id: plain(nonEmpty), creator_name: plain(nonEmpty), creator_network: plain(nonEmpty), creator_posts: n }, ['creator_network', 'creator_posts']),
    junk: fc.constantFrom({ creator_id: null, creator_name: '' }, { creator_posts: 3 }),
  },
  creatorSeries: {
    rec: record({ time: plain(fc.integer({ min: 0, max: 2e9 })), followers: n, creator_rank: n }, ['creator_rank']),
    junk: fc.constantFrom({ time: 'later' }, { followers: 5 }),
  },
  stockList: {
    rec: record({ id: fc.oneof(plain(nonEmpty), plain(fc.integer({ min: 0, max: 1e9 }))), symbol: plain(nonEmpty), name: plain(nonEmpty), price: n, market_dominance_prev: n }, ['market_dominance_prev']),
    junk: fc.constantFrom({ id: null, symbol: 'AAPL' }, { id: 7001 }, { id: '', name: 'Apple' }),
  },
  nftList: {
    rec: record({ id: fc.oneof(plain(nonEmpty), plain(fc.integer({ min: 0, max: 1e9 }))), name: plain(nonEmpty), floor_price: n, base_crypto: plain(nonEmpty) }, ['base_crypto']),
    junk: fc.constantFrom({ id: null, name: 'Apes' }, { id: 2 }, { id: 3, name: '' }),
  },
  systemChanges: {
    rec: record({ asset_type: plain(nonEmpty), asset_id: fc.oneof(plain(nonEmpty), plain(fc.integer({ min: 0, max: 1e9 }))), change: plain(nonEmpty), time: plain(fc.integer({ min: 0, max: 2e9 })), description: plain(text) }, ['description']),
    junk: fc.constantFrom({ asset_id: 1, time: 'yesterday' }, { time: 5 }, { asset_id: null, asset_name: '', time: 3 }),
  },
};

/** Entries the decoder must drop: wrong types, and objects without anything identifying. */
function junkFor(specific: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(null), fc.integer(), text, fc.boolean(), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    extras, specific,
  );
}

function envelope(list: unknown[]): fc.Arbitrary<unknown> {
  return fc.constantFrom<unknown>({ data: list }, list, { config: { generated: 1_700_000_000 }, data: list }, { config: 'odd', data: list, error: null });
}

// ---- checks ----------------------------------------------------------------------------------

/** Outside `extra` (kept as sent), every number is finite and every object a plain one. */
function assertClean(v: unknown, path = 'data'): void {
  if (typeof v === 'number') {
    assert.ok(Number.isFinite(v), `${path} is ${v}`);
    return;
  }
  if (typeof v !== 'object' || v === null) {
    assert.ok(v === undefined || typeof v === 'string' || typeof v === 'boolean', `${path}: ${typeof v}`);
    return;
  }
  const proto = Object.getPrototypeOf(v) as unknown;
  assert.ok(proto === Object.prototype || proto === Array.prototype, `${path} has a foreign prototype`);
  for (const [k, x] of Object.entries(v)) if (k !== 'extra') assertClean(x, `${path}.${k}`);
}

/** Decodes; only the documented 'bad-response' may come out, with a message a person can read. */
function decodeOrBad(shape: Shape, body: unknown, subject?: string): ReturnType<typeof decodeBody> | undefined {
  try {
    return decodeBody(shape, body, subject);
  } catch (e) {
    assert.ok(isServiceError(e), `${shape}: escaped ${inspect(e)}`);
    assert.equal(e.kind, 'bad-response');
    assert.match(e.message, /^The service sent an answer that could not be read \(.+\)\. Try again later\.$/);
    return undefined;
  }
}

function assertRecords(decoded: readonly unknown[], recs: readonly Rec[]): void {
  assert.equal(decoded.length, recs.length, 'every valid record and nothing else');
  recs.forEach((r, i) => {
    const got = decoded[i] as Json;
    for (const [k, v] of Object.entries(r.expect)) assert.deepStrictEqual(got[k], v, `record ${i}: ${k}`);
    if (Object.keys(r.extra).length) assert.deepStrictEqual(got.extra, r.extra, `record ${i}: extra`);
    else assert.equal(got.extra, undefined);
  });
}

// ---- properties ------------------------------------------------------------------------------

describe('decode: properties (fast-check)', () => {
  after(() => console.log(`      fast-check seed ${SEED}, ${RUNS} runs per property`));
  afterEach(assertNoPollution);

  describe('field readers', () => {
    it('readNum gives a finite number or undefined for anything, and reads numbers sent as text exactly', () => {
      fc.assert(fc.property(fc.oneof(leaf, anyValue), (v) => {
        const r = readNum(v, 'f', new Notes());
        assert.ok(r === undefined || Number.isFinite(r), `${inspect(v)} -> ${r}`);
      }), PARAMS);
      fc.assert(fc.property(sentNumber, (x) => {
        assert.equal(readNum(x.sent, 'f', new Notes()), x.expect);
      }), PARAMS);
      for (const trap of NUMERIC_TRAPS) assert.equal(readNum(trap, 'f', new Notes()), undefined, trap);
    });

    it('readStr gives text or undefined, and never turns NaN, Infinity or objects into text', () => {
      fc.assert(fc.property(fc.oneof(leaf, anyValue), (v) => {
        const r = readStr(v, 'f', new Notes());
        assert.ok(r === undefined || typeof r === 'string');
        if (typeof v === 'number' && !Number.isFinite(v)) assert.equal(r, undefined);
        if (typeof v === 'object' && v !== null) assert.equal(r, undefined);
      }), PARAMS);
    });

    it('readField of every kind takes anything without throwing and returns its kind', () => {
      const kinds: FieldKind[] = ['num', 'str', 'strs', 'strOrStrs', 'bool', 'numOrStr', 'trend', 'perNum', 'perDetail', 'themes', 'objs'];
      fc.assert(fc.property(fc.constantFrom(...kinds), anyValue, (kind, v) => {
        const r = readField(kind, v, 'f', new Notes());
        switch (kind) {
          case 'strs': assert.ok(Array.isArray(r) && r.every((s) => typeof s === 'string')); break;
          case 'strOrStrs': assert.ok(r === undefined || typeof r === 'string'); break;
          case 'themes': assert.ok(Array.isArray(r) && r.every((t) => isObject(t) && typeof t.title === 'string' && typeof t.description === 'string')); break;
          case 'perNum': assert.ok(isObject(r) && Object.values(r).every(Number.isFinite)); break;
          case 'perDetail': assert.ok(isObject(r) && Object.values(r).every(isObject)); break;
          case 'trend': assert.ok(r === undefined || ['up', 'down', 'flat'].includes(r as string)); break;
          case 'bool': assert.ok(r === undefined || typeof r === 'boolean'); break;
          // the objects as sent: the decoder that asks for them reads each
          case 'objs': assert.ok(Array.isArray(r) && r.every(isObject)); return;
          default: break;
        }
        assertClean(r, kind);
      }), PARAMS);
    });

    it('readRecord keeps poisoned and unknown keys as own data in `extra`, prototypes untouched', () => {
      fc.assert(fc.property(extras, (extra) => {
        const raw = own([['topic', 'x'], ...Object.entries(extra)]);
        const out = readRecord(raw, { topic: 'str' }, new Notes());
        assert.equal(Object.getPrototypeOf(out), Object.prototype);
        assert.equal(out.topic, 'x');
        if (Object.keys(extra).length) {
          const kept = out.extra as Json;
          assert.equal(Object.getPrototypeOf(kept), Object.prototype);
          assert.deepEqual(Object.keys(kept).sort(), Object.keys(extra).sort());
          for (const k of Object.keys(extra)) assert.equal(Object.getOwnPropertyDescriptor(kept, k)?.value, extra[k], k);
        }
      }), PARAMS);
    });
  });

  describe('decodeBody', () => {
    for (const shape of SHAPES) {
      it(`${shape}: any body decodes or is a 'bad-response', never another throw; the result is clean`, () => {
        fc.assert(fc.property(anyBody, fc.option(nonEmpty, { nil: undefined }), (body, subject) => {
          const d = decodeOrBad(shape, body, subject);
          if (!d) return;
          assertClean(d.data);
          assert.ok(Array.isArray(d.oddities) && d.oddities.every((o) => typeof o === 'string'));
          if (d.config.generated !== undefined) assert.ok(Number.isFinite(d.config.generated));
          JSON.stringify(d.data);
        }), PARAMS);
      });
    }

    it('any text through parseJson and every decoder: only bad-response escapes', () => {
      const texts = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.json({ maxDepth: 4 }),
        anyBody.map((b) => JSON.stringify(b) ?? ''),
        fc.tuple(fc.json({ maxDepth: 3 }), fc.nat()).map(([t, cut]) => t.slice(0, cut % (t.length + 1))),
        fc.constantFrom('<!doctype html><p>hi</p>', '\ufeff{"data":[]}', '{"data":[1e400]}', 'null', '"data"', '[[[[[]]]]]', ' \n\t '),
      );
      fc.assert(fc.property(texts, fc.constantFrom(...SHAPES), (t, shape) => {
        let body: unknown;
        try {
          body = parseJson(t);
        } catch (e) {
          assert.ok(isServiceError(e) && e.kind === 'bad-response', inspect(e));
          return;
        }
        const d = decodeOrBad(shape, body);
        if (d) assertClean(d.data);
      }), PARAMS);
    });

    for (const [shape, gen] of Object.entries(LIST_RECORDS) as [Shape, NonNullable<(typeof LIST_RECORDS)[Shape]>][]) {
      it(`${shape}: valid records among junk come out intact, in order, junk dropped`, () => {
        const mixed = fc.tuple(fc.array(gen.rec, { minLength: 1, maxLength: 6 }), fc.array(junkFor(gen.junk), { maxLength: 8 }), fc.array(fc.nat(), { maxLength: 8 }));
        fc.assert(fc.property(mixed.chain(([recs, junk, spots]) => {
          const list: unknown[] = recs.map((r) => r.sent);
          junk.forEach((j, i) => list.splice((spots[i] ?? 0) % (list.length + 1), 0, j));
          return envelope(list).map((body) => ({ recs, body }));
        }), ({ recs, body }) => {
          const d = decodeBody(shape, parseJson(JSON.stringify(body)));
          const expected = shape === 'timeSeries' || shape === 'creatorSeries' ? [...recs].sort((a, b) => (a.expect.time as number) - (b.expect.time as number)) : recs;
          assertRecords(d.data as unknown[], expected);
          assertClean(d.data);
        }), PARAMS);
      });
    }

    it('summaries: valid fields survive junk fields, poisoned network keys and every envelope', () => {
      const network = fc.oneof(fc.constantFrom('tweet', 'news', 'reddit-post', ...POISON_KEYS), fc.string({ minLength: 1, maxLength: 8 }));
      const counts = fc.dictionary(network, sentNumber, { maxKeys: 5 });
      const junkFields = fc.record({ num_posts: fc.constantFrom('NaN', '1e400', {}, [], true), trend: fc.constantFrom('sideways', 7, null), related_topics: fc.constantFrom({}, 5) }, { requiredKeys: [] });
      const body = fc.record({
        topic: nonEmpty, title: nonEmpty, interactions_24h: sentNumber, counts,
        trend: fc.constantFrom('up', 'DOWN', ' Flat '), related: fc.array(nonEmpty, { maxLength: 4 }), junk: junkFields, extra: extras,
        form: fc.constantFrom('envelope', 'bare', 'list of one', 'data list'),
      });
      fc.assert(fc.property(body, fc.constantFrom('topicSummary' as const, 'categorySummary' as const), (b, shape) => {
        const data = own([
          ['topic', b.topic], ['title', b.title], ['interactions_24h', b.interactions_24h.sent],
          ['types_count', own(Object.entries(b.counts).map(([k, v]) => [k, v.sent]))],
          ['trend', b.trend], ['related_topics', b.related], ...Object.entries(b.extra),
        ]);
        const sent = b.form === 'envelope' ? { config: { topic: b.topic }, data } : b.form === 'bare' ? data : b.form === 'list of one' ? [data] : { data: [data] };
        const d = decodeBody(shape, parseJson(JSON.stringify(sent)));
        assert.equal(d.data.topic, b.topic);
        assert.equal(d.data.title, b.title);
        assert.equal(d.data.interactions_24h, b.interactions_24h.expect);
        assert.equal(d.data.trend, b.trend.trim().toLowerCase());
        assert.deepEqual(d.data.related_topics, b.related);
        assert.deepStrictEqual(d.data.types_count, wire(own(Object.entries(b.counts).map(([k, v]) => [k, v.expect]))));
        if (Object.keys(b.extra).length) assert.deepStrictEqual(d.data.extra, wire(b.extra));
        assertClean(d.data);
        // the same summary with junk in its known fields: the junk is dropped, the rest stays
        const spoiled = decodeBody(shape, parseJson(JSON.stringify({ data: own([...Object.entries(data), ...Object.entries(b.junk)]) })));
        assert.equal(spoiled.data.topic, b.topic);
        assertClean(spoiled.data);
      }), PARAMS);
    });

    it('whatsup and coin: valid parts survive junk beside them', () => {
      const theme = fc.record({ title: nonEmpty, description: text, percent: sentNumber });
      const junkTheme = fc.constantFrom<unknown>(null, 5, 'x', [], { percent: 3 }, { title: '', description: '' });
      fc.assert(fc.property(fc.string({ minLength: 1 }), fc.array(fc.oneof(theme.map((t) => ({ t })), junkTheme.map((j) => ({ j }))), { maxLength: 6 }), extras, (summary, items, extra) => {
        const supportive = items.map((x) => ('t' in x ? { ...x.t, percent: x.t.percent.sent } : x.j));
        const d = decodeBody('whatsup', parseJson(JSON.stringify(own([['summary', summary], ['supportive', supportive], ['critical', 'nope'], ...Object.entries(extra)]))));
        assert.equal(d.data.summary, summary);
        assert.deepStrictEqual(d.data.supportive, items.flatMap((x) => ('t' in x ? [{ title: x.t.title, description: x.t.description, percent: x.t.percent.expect }] : [])));
        assert.deepEqual(d.data.critical, []);
      }), PARAMS);
      fc.assert(fc.property(LIST_RECORDS.coinList!.rec, fc.constantFrom('envelope', 'bare', 'list of one'), (r, form) => {
        const sent = form === 'envelope' ? { config: { generated: 1 }, data: r.sent } : form === 'bare' ? r.sent : [r.sent];
        const d = decodeBody('coin', parseJson(JSON.stringify(sent)));
        assertRecords([d.data], [r]);
      }), PARAMS);
    });

    it('post (no envelope): a post bare, enveloped or as a list of one comes out intact; without an id, the requested one', () => {
      const detail = record({ id: sentId, type: plain(nonEmpty), title: plain(text), description: plain(text), video: plain(nonEmpty) }, ['description', 'video']);
      const metrics = fc.dictionary(fc.oneof(fc.constantFrom('views', 'favorites', 'retweets', ...POISON_KEYS), fc.string({ minLength: 1, maxLength: 8 })), sentNumber, { maxKeys: 5 });
      const junkFields = fc.record({ images: fc.constantFrom('a.jpg', 5, {}), topics: fc.constantFrom('a, b', null, 7), metrics: fc.constantFrom('x', 3) }, { requiredKeys: [] });
      const forms = fc.constantFrom('bare', 'envelope', 'list of one');
      fc.assert(fc.property(detail, metrics, junkFields, forms, fc.boolean(), (r, m, junk, form, withId) => {
        const sent = own([...Object.entries(r.sent).filter(([k]) => withId || k !== 'id'), ['metrics', own(Object.entries(m).map(([k, v]) => [k, v.sent]))]]);
        const body = form === 'bare' ? sent : form === 'envelope' ? { config: { generated: 1 }, data: sent } : [sent];
        const d = decodeBody('post', parseJson(JSON.stringify(body)), 'asked-for');
        for (const [k, v] of Object.entries(r.expect)) if (k !== 'id') assert.deepStrictEqual((d.data as unknown as Json)[k], v, k);
        assert.equal(d.data.id, withId ? r.expect.id : 'asked-for');
        assert.deepStrictEqual(d.data.metrics, wire(own(Object.entries(m).map(([k, v]) => [k, v.expect]))));
        assert.deepEqual([d.data.images, d.data.topics, d.data.categories], [[], [], []]);
        if (form === 'bare' && withId) assert.ok(!d.oddities.some((o) => /envelope/.test(o)), 'no envelope is normal for a post');
        assertClean({ ...d.data, extra: undefined });
        const spoiled = decodeBody('post', parseJson(JSON.stringify(own([...Object.entries(sent), ...Object.entries(junk)]))), 'asked-for');
        assert.equal(spoiled.data.title, d.data.title);
        assertClean({ ...spoiled.data, extra: undefined });
      }), PARAMS);
    });

    it('NFT series v1: the collection from "data", its points from "timeSeries" (or wherever they came) among junk, in time order', () => {
      const points = fc.array(LIST_RECORDS.timeSeries!.rec, { minLength: 1, maxLength: 6 });
      const about = record({ id: sentId, name: plain(nonEmpty), symbol: plain(nonEmpty) }, ['symbol']);
      const forms = fc.constantFrom('timeSeries', 'inside data', 'as data');
      fc.assert(fc.property(points, fc.array(junkFor(LIST_RECORDS.timeSeries!.junk), { maxLength: 4 }), about, forms, (recs, junk, a, form) => {
        const list = [...recs.map((r) => r.sent), ...junk];
        const body = form === 'timeSeries' ? { config: { generated: 1 }, data: a.sent, timeSeries: list }
          : form === 'inside data' ? { data: { ...a.sent, timeSeries: list } } : { data: list };
        const d = decodeBody('nftSeriesV1', parseJson(JSON.stringify(body)));
        assertRecords(d.data.points, [...recs].sort((x, y) => (x.expect.time as number) - (y.expect.time as number)));
        if (form !== 'as data') assert.equal(d.data.name, a.expect.name);
        assert.equal(d.oddities.some((o) => /came/.test(o)), form !== 'timeSeries', 'a form other than v1\'s is said');
        assertClean({ ...d.data, extra: undefined, points: d.data.points.map((p) => ({ ...p, extra: undefined })) });
      }), PARAMS);
      for (const body of [{ data: { id: 1, name: 'x' } }, { timeSeries: 'soon' }, [1, 2]]) {
        assert.equal(decodeOrBad('nftSeriesV1', body), undefined, JSON.stringify(body));
      }
    });

    it('coin meta, creator profile and saved searches: nested lists keep their readable entries; search_json as object or text', () => {
      const chain = record({ type: plain(nonEmpty), network: plain(nonEmpty), address: plain(nonEmpty), decimals: n }, ['address', 'decimals']);
      const junkEntry = fc.constantFrom<unknown>(null, 5, 'eth', [], true);
      fc.assert(fc.property(fc.array(fc.oneof(chain.map((c) => ({ c })), junkEntry.map((j) => ({ j }))), { maxLength: 6 }), (entries) => {
        const sent = { data: { id: 1, name: 'Coin', symbol: 'CN', blockchain: entries.map((e) => ('c' in e ? e.c.sent : e.j)) } };
        const d = decodeBody('coinMeta', parseJson(JSON.stringify(sent)));
        assertRecords(d.data.blockchain, entries.flatMap((e) => ('c' in e ? [e.c] : [])));
        assert.equal(d.data.videos, undefined);
      }), PARAMS);
      const influence = record({ topic: plain(nonEmpty), percent: n, rank: n }, ['rank']);
      fc.assert(fc.property(fc.array(fc.oneof(influence.map((c) => ({ c })), junkEntry.map((j) => ({ j })), fc.constant({ j: { percent: 3 } })), { maxLength: 6 }), (entries) => {
        const sent = { data: { creator_id: 'twitter::1', topic_influence: entries.map((e) => ('c' in e ? e.c.sent : e.j)) } };
        const d = decodeBody('creator', parseJson(JSON.stringify(sent)));
        assertRecords(d.data.topic_influence, entries.flatMap((e) => ('c' in e ? [e.c] : [])));
        assert.equal(d.data.creator_name, '1');
      }), PARAMS);
      const terms = fc.array(nonEmpty, { minLength: 1, maxLength: 4 });
      fc.assert(fc.property(sentId, terms, fc.boolean(), (id, t, asText) => {
        const searchJson = { terms: t, rollups: [] };
        const d = decodeBody('savedSearch', parseJson(JSON.stringify({ data: { id: id.sent, name: 'n', search_json: asText ? JSON.stringify(searchJson) : searchJson } })));
        assert.equal(d.data.id, id.expect);
        assert.deepStrictEqual(d.data.search_json, searchJson);
      }), PARAMS);
    });

    it('a deletion is done only when the answer says so, naming the search asked for; a denial never reads as done', () => {
      fc.assert(fc.property(anyBody, nonEmpty, (body, slug) => {
        let d;
        try {
          d = decodeBody('searchDeletion', body, slug);
        } catch (e) {
          assert.ok(isServiceError(e) && (e.kind === 'bad-response' || /did not delete/.test(e.message)), inspect(e));
          return;
        }
        assert.ok(typeof d.data.id === 'string' && d.data.id.length > 0);
        assert.equal(d.data.deleted, true);
        assertClean({ ...d.data, extra: undefined });
      }), PARAMS);
      for (const body of [{ error: 'Error: That item does not exist' }, { data: { id: 'x', deleted: false } }, { deleted: 'false' }, { success: false }, {}, []]) {
        assert.throws(() => decodeBody('searchDeletion', body, 'x'), isServiceError, JSON.stringify(body));
      }
      assert.deepEqual(decodeBody('searchDeletion', { data: { id: 'x', deleted: true } }, 'x').data, { id: 'x', deleted: true });
    });

    it('deep nesting: a 100,000-level body decodes or is a bad-response; what comes out can be serialised', () => {
      const deep = (d: number): string => '['.repeat(d) + ']'.repeat(d);
      for (const shape of SHAPES) {
        for (const body of [deep(100_000), `{"data":${deep(100_000)}}`, `{"data":[{"topic":"a","title":"A","id":"1","time":1,"creator_id":"c","symbol":"S","summary":"s","x":${deep(100_000)}}],"config":{"deep":${deep(100_000)}}}`]) {
          const d = decodeOrBad(shape, parseJson(body));
          if (d) {
            JSON.stringify(d);
            structuredClone(d);
          }
        }
      }
    });
  });
});

// ---- through HTTP ----------------------------------------------------------------------------

describe('decode: hostile bodies served by the emulator, read by the client', () => {
  let emulator: Emulator;
  const topic = (): string => emulator.data.topics[0]!.topic;
  const serve = (body: string): void => emulator.faults.set({ kind: 'status', status: 200, body, times: 1 });

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder' } });
  });
  afterEach(() => {
    emulator.faults.clear();
    assertNoPollution();
  });
  after(() => emulator.close());

  it('valid posts among junk, with poisoned keys: the valid ones, intact', async () => {
    const { client } = clientFor(emulator);
    serve(`{"config":{"generated":"1700000000","__proto__":{"polluted":1}},"data":[null,7,"x",{"id":null},
      {"id":"p1","post_type":"tweet","post_title":"<b>hi</b>","interactions_24h":"1200","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}},
      [1,2],{"post_title":"no id"},{"id":2,"post_type":"news","post_title":"two","post_sentiment":"1e400"}]}`);
    const a = await client.topicPosts(topic());
    assert.deepEqual(a.data.map((p) => [p.id, p.post_type, p.post_title, p.interactions_24h]), [['p1', 'tweet', '<b>hi</b>', 1200], ['2', 'news', 'two', undefined]]);
    assert.deepEqual(Object.getOwnPropertyDescriptor(a.data[0]!.extra!, '__proto__')?.value, { polluted: 1 });
    assert.equal(a.data[1]!.post_sentiment, undefined, "1e400 is no number");
    assert.equal(a.generated, 1_700_000_000);
    assert.ok(a.oddities.some((o) => o.includes('could not be read')));
    client.dispose();
  });

  it('a summary with NaN/Infinity text and poisoned network keys: those values dropped, the rest read', async () => {
    const { client } = clientFor(emulator);
    serve(`{"data":{"topic":"${topic()}","title":"T","num_posts":"NaN","interactions_24h":"Infinity","num_contributors":"-1e999",
      "types_count":{"__proto__":"5","tweet":"12","news":"1e400"},"trend":"UP","related_topics":"a, b"}}`);
    const a = await client.topic(topic());
    assert.equal(a.data.num_posts, undefined);
    assert.equal(a.data.interactions_24h, undefined);
    assert.equal(a.data.num_contributors, undefined);
    assert.deepStrictEqual(a.data.types_count, own([['__proto__', 5], ['tweet', 12]]));
    assert.equal(a.data.trend, 'up');
    assert.deepEqual(a.data.related_topics, ['a', 'b']);
    client.dispose();
  });

  it('deeply nested unknown fields: the answer can still be cached and sent on', async () => {
    const store = new MemoryStore();
    const h = clientFor(emulator, { store });
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    serve(`{"config":{"odd":${deep}},"data":[{"topic":"a","title":"A","odd":${deep}},{"topic":"b","title":"B"}]}`);
    const a = await h.client.topicsList();
    assert.deepEqual(a.data.map((t) => t.topic), ['a', 'b']);
    assert.ok(a.oddities.includes('"odd" was nested too deeply; left out'), a.oddities.join('\n'));
    JSON.stringify(a);
    structuredClone(a);
    await h.client.flush();
    assert.ok(store.text && JSON.parse(store.text), 'the cache was written');
    assert.ok(!h.logger.lines.some((l) => /could not save/.test(l)), h.logger.lines.join('\n'));
    h.client.dispose();
  });

  it('bodies with nothing usable: bad-response with a plain message', async () => {
    const { client } = clientFor(emulator);
    for (const body of ['null', '"data"', '42', '[]', '{"data":"x"}', '{"data":[null,1,"a"]}', '{"__proto__":{"data":[]}}', '{"message":"Service under maintenance"}', '{"data":{}}']) {
      serve(body);
      const e = await failure(client.topic(topic(), { refresh: true }));
      assert.equal(e.kind, 'bad-response', body);
      assert.ok(!e.message.includes('<') && e.message.length > 20, e.message);
    }
    // the service's error object is no unreadable answer: it is a refusal in its words
    serve('{"error":"oops"}');
    const refused = await failure(client.topic(topic(), { refresh: true }));
    assert.deepEqual([refused.kind, refused.error.serviceMessage], ['invalid-input', 'oops']);
    client.dispose();
  });

  it('one valid coin among thousands of junk entries', async () => {
    const { client } = clientFor(emulator);
    const junk: unknown[] = Array.from({ length: 5000 }, (_, i) => (i % 3 === 0 ? null : i % 3 === 1 ? { id: null } : [i]));
    junk.splice(2500, 0, { id: 1, symbol: 'BTC', name: 'Bitcoin', price: '65000.5' });
    serve(JSON.stringify({ data: junk }));
    const a = await client.coinsListV2({ limit: 7 });
    assert.deepEqual(a.data.map((c) => [c.id, c.symbol, c.price]), [[1, 'BTC', 65000.5]]);
    client.dispose();
  });
});
