// A digest's requests, planned per plan and counted by the emulator over loopback: what each plan
// lacks is said once in place; cached answers cost nothing; the budget (maxRequests, the day's
// reserve) is never exceeded and what it left out is said in one line; hostile service text
// reaches the note only through the notes guard, and the dated section keeps the note's shape.
import * as assert from 'node:assert/strict';
import { PLANS } from '../../src/service/api/plans';
import { userReserve } from '../../src/service/api/quota';
import { DIGEST_SECTIONS } from '../../src/features/digest/core/types';
import { digestBudget, planDigest } from '../../src/features/digest/core/plan';
import { firedSince } from '../../src/features/digest/core/firedAlerts';
import { topMovers } from '../../src/features/digest/core/data';
import { digestMarkdown } from '../../src/features/digest/core/markdown';
import { demoLine } from '../../src/shared/format/demoMark';
import { applyNoteEdit, datedSectionEdit, SECTION_END } from '../../src/editor/toNotes/dailyNote';
import { codeBlocks, headings, unsafeMarkup } from './markdown-oracle';
import { costRun, NOW, TEN_PINS } from './digest-watchlist';

const plan = (id: keyof typeof PLANS) => planDigest({ sections: DIGEST_SECTIONS, pins: TEN_PINS, plan: PLANS[id], maxRequests: 20, now: NOW });

describe('digest: the request plan per plan', () => {
  it('on Hobby: the market pages only; topics, trending, what\'s up and posts are lacking, each said once', () => {
    const p = plan('hobby');
    assert.deepEqual(p.requests.map((r) => r.operation), ['coinsListV2', 'stocksListV2', 'nftsListV2']);
    assert.deepEqual(Object.keys(p.lacking).sort(), ['movers', 'posts', 'watchlist', 'whatsup']);
    assert.equal(p.lackingPins.length, 5);
  });

  it('on Individual and Builder: a request per topic and category, a page per market kind, the trending list, what\'s up and posts per topic', () => {
    for (const id of ['individual', 'builder'] as const) {
      const p = plan(id);
      assert.equal(p.requests.length, 4 + 1 + 3 + 1 + 4 + 4, id);
      assert.deepEqual(p.lacking, {});
    }
  });

  it('the budget: maxRequests, never into the day\'s reserve, a status of yesterday says nothing', () => {
    const hobby = PLANS.hobby;
    assert.equal(digestBudget(20, hobby, undefined, NOW), 20);
    assert.equal(digestBudget(500, hobby, undefined, NOW), hobby.perDay - userReserve(hobby.perDay));
    const nearReserve = { plan: hobby, dayUsed: hobby.perDay - userReserve(hobby.perDay) - 2, dayResetAt: NOW + 3_600_000 };
    assert.equal(digestBudget(20, hobby, nearReserve, NOW), 2);
    assert.equal(digestBudget(20, hobby, { ...nearReserve, dayUsed: hobby.perDay }, NOW), 0);
    assert.equal(digestBudget(20, hobby, { ...nearReserve, dayResetAt: NOW - 1 }, NOW), 20);
  });

  it('movers: the trending topics whose rank moved most, either way', () => {
    const list = [
      { topic: 'a', title: 'A', topic_rank: 1, topic_rank_24h_previous: 1 },
      { topic: 'b', title: 'B', topic_rank: 2, topic_rank_24h_previous: 30 },
      { topic: 'c', title: 'C', topic_rank: 40, topic_rank_24h_previous: 3 },
      { topic: 'd', title: 'D', topic_rank: 4, topic_rank_24h_previous: 5 },
    ];
    assert.deepEqual(topMovers(list).map((m) => m.topic), ['c', 'b', 'd']);
  });

  it('movers: a previous rank of 0 is no rank, so a topic new to the list has not moved (failed before: "▼ 5 (from #0)")', () => {
    const movers = topMovers([
      { topic: 'new', title: 'New one', topic_rank: 5, topic_rank_24h_previous: 0 },
      { topic: 'x', title: 'X', topic_rank: 2, topic_rank_24h_previous: 3 },
    ]);
    assert.deepEqual(movers.map((m) => m.topic), ['x']);
    const data = { sections: ['movers' as const], lacking: {}, watchlist: [], movers, whatsup: [], posts: [], alerts: [], spending: { budget: 1, spent: 0, cached: 0, leftOut: [] } };
    const body = digestMarkdown(data, { at: NOW, demo: false, planLabel: 'Builder', timeZone: 'UTC' });
    assert.doesNotMatch(body, /New one|from #0/);
    assert.match(body, /\| X \| #2 \| ▲1 \(from #3\) \|/);
  });

  it('what\'s up with an empty summary says there is none, not a name with nothing after (failed before: "**Topic T**: ")', () => {
    const ref = { kind: 'topic' as const, id: 't', title: 'Topic T' };
    const theme = { title: 'Halving', description: 'Supply talk', percent: 40 };
    const data = {
      sections: ['whatsup' as const], lacking: {}, watchlist: [], posts: [], alerts: [], spending: { budget: 1, spent: 0, cached: 0, leftOut: [] },
      whatsup: [{ ref, value: { summary: ' ', supportive: [], critical: [] } }, { ref: { ...ref, title: 'Themed' }, value: { summary: '', supportive: [theme], critical: [] } }],
    };
    const body = digestMarkdown(data, { at: NOW, demo: false, planLabel: 'Builder', timeZone: 'UTC' });
    assert.match(body, /^\*\*Topic T\*\*: no summary\.$/m);
    assert.match(body, /^\*\*Themed\*\*\n\n- Supportive: \*\*Halving\*\*/m);
    assert.doesNotMatch(body, /\*\*: *$/m);
  });

  it('alerts since the last digest: newest first, unreadable entries skipped', () => {
    const history = [
      { ruleId: 'r', name: 'old', message: 'm', at: 100 }, { name: 'new', message: 'n', at: 300, demo: true }, { name: 1, message: 'x', at: 400 }, 'junk',
    ];
    assert.deepEqual(firedSince(history, 200).map((a) => a.name), ['new']);
    assert.deepEqual(firedSince(undefined, 0), []);
  });
});

describe('digest: requests against the emulator', function () {
  this.timeout(60_000);

  it('Builder: one request per planned step cold, none with a warm cache', async () => {
    const run = await costRun('builder');
    try {
      const cold = await run.run();
      assert.equal(cold.received, 17);
      assert.equal(cold.composed.spending.spent, 17);
      const warm = await run.run();
      assert.equal(warm.received, 0, 'every answer came from the cache');
      assert.equal(warm.composed.spending.cached, 22);
      assert.doesNotMatch(warm.composed.body, /Left out/);
    } finally {
      await run.close();
    }
  });

  it('Hobby: only market pages are asked; the lacking sections say so once, in place', async () => {
    const run = await costRun('hobby');
    try {
      const { composed, received } = await run.run();
      assert.equal(received, 3);
      const body = composed.body;
      assert.equal(body.match(/Trending topics are not in the Hobby plan\./g)?.length, 1);
      assert.equal(body.match(/not in the Hobby plan/g)?.length, 4, 'each lacking section says so once');
      assert.match(body, /Figures of topics and categories are not in the Hobby plan: Bitcoin, Ethereum, AI, NVIDIA, Cryptocurrencies\./);
      assert.doesNotMatch(body, /\(topic\) \|/, 'no table row for what the plan lacks');
      assert.match(body, /\| Bitcoin \(BTC\) \(coin\) \| Price \$[\d,.]+ \| [+-]?[\d.]+% \|/);
    } finally {
      await run.close();
    }
  });

  it('never sends more than maxRequests: what did not fit is left out, said in one line', async () => {
    const run = await costRun('builder');
    try {
      const { composed, received } = await run.run(5);
      assert.ok(received <= 5, `${received} requests`);
      assert.equal(composed.spending.spent, received);
      assert.ok(composed.spending.leftOut.length > 0);
      const lines = composed.body.split('\n').filter((l) => l.includes('Left out past the digest\'s budget of 5 requests'));
      assert.equal(lines.length, 1);
      assert.match(lines[0]!, /and \d+ more/);
    } finally {
      await run.close();
    }
  });
});

describe('digest: what the budget left out, said after what cut it', function () {
  this.timeout(60_000);

  it('the digest\'s own maxRequests: named so, items by their kind\'s noun (failed before: "Left out for quota: Punks (nft), …")', async () => {
    const pins = [{ kind: 'nft' as const, id: 'not-on-the-page', title: 'Punks' }, { kind: 'topic' as const, id: 'bitcoin', title: 'Alpha' }, { kind: 'topic' as const, id: 'ethereum', title: 'Beta' }];
    const run = await costRun('builder', pins);
    try {
      const { composed } = await run.run(1);
      const line = composed.body.split('\n').find((l) => l.includes('Left out'));
      assert.match(line ?? '', /^\*Left out past the digest's budget of 1 request: Punks \(NFT collection\), Alpha \(topic\), Beta \(topic\) and \d+ more\.\*/);
      assert.doesNotMatch(composed.body, /quota|\(nft\)/);
    } finally {
      await run.close();
    }
  });

  it('the plan\'s daily quota, when it set a budget below maxRequests', () => {
    const hobby = PLANS.hobby;
    const nearReserve = { plan: hobby, dayUsed: hobby.perDay - userReserve(hobby.perDay) - 2, dayResetAt: NOW + 3_600_000 };
    const input = { sections: DIGEST_SECTIONS, pins: TEN_PINS, plan: hobby, maxRequests: 20, now: NOW };
    assert.equal(planDigest({ ...input, quota: nearReserve }).byQuota, true);
    assert.equal(planDigest(input).byQuota, false);
    const data = { sections: [], lacking: {}, watchlist: [], whatsup: [], posts: [], alerts: [], spending: { budget: 2, byQuota: true, spent: 2, cached: 0, leftOut: ['the stocks list'] } };
    assert.match(digestMarkdown(data, { at: NOW, demo: false, planLabel: 'Hobby', timeZone: 'UTC' }), /\*Left out to keep the plan's daily quota: the stocks list\.\*/);
  });
});

describe('digest: hostile service text in the note', function () {
  this.timeout(60_000);

  it('passes the notes guard: only http(s) links live, no image, no raw HTML; the note keeps its fences and headings', async () => {
    const run = await costRun('builder', undefined, { hostile: true });
    try {
      const { composed } = await run.run();
      const body = composed.body;
      assert.deepEqual(unsafeMarkup(body), []);
      const note = '# 2026-11-25\n\n```js\nconst mine = 1;\n```\n\nMy words.\n';
      const out = applyNoteEdit(note, datedSectionEdit(note, { title: 'Social Pulse digest', day: { year: 2026, month: 11, day: 25 }, body }, 'replace'));
      // the section's own end comment is the one piece of HTML, and it is ours
      assert.deepEqual(unsafeMarkup(out.replace(SECTION_END, '')), []);
      assert.deepEqual(codeBlocks(out), codeBlocks(note));
      const levels = headings(out).filter((h) => h.level <= 2).map((h) => h.text);
      assert.deepEqual(levels, ['2026-11-25', 'Social Pulse digest — 2026-11-25'], 'service text made no heading of its own at the top levels');
    } finally {
      await run.close();
    }
  });

  it('marks demo data', () => {
    const data = { sections: [], lacking: {}, watchlist: [], whatsup: [], posts: [], alerts: [], spending: { budget: 1, spent: 0, cached: 0, leftOut: [] } };
    assert.ok(digestMarkdown(data, { at: NOW, demo: true, planLabel: 'Builder', timeZone: 'UTC' }).startsWith(demoLine()));
    assert.ok(!digestMarkdown(data, { at: NOW, demo: false, planLabel: 'Builder', timeZone: 'UTC' }).includes('Demo data'));
  });
});
