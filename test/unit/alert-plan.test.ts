// The round's request plan: what each condition declares it reads, how rules on one subject share
// (one summary, one series request per bucket, the longest need deciding how far back), and what
// the cost before saving counts for mixes of rules.
import * as assert from 'node:assert/strict';
import { addedCost, alertRequests } from '../../src/features/alerts/core/cost';
import type { AlertRule, Condition, Metric } from '../../src/features/alerts/core/model';
import { backtestAsk, intervalFor, needOf, roundPlan, seriesAsks } from '../../src/features/alerts/needs';
import type { ItemRef } from '../../src/shared/items';
import { offPageKey } from '../../src/shared/queries/pinned';

const sol: ItemRef = { kind: 'coin', id: '5426', title: 'Solana' };
const btc: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin' };
const ai: ItemRef = { kind: 'topic', id: 'ai', title: 'AI' };

let n = 0;
function rule(subject: ItemRef, metric: Metric, condition: Condition, extra: Partial<AlertRule> = {}): AlertRule {
  return { id: `r${n++}`, name: 'r', subject, metric, condition, cooldownMinutes: 60, paused: false, createdAt: 0, ...extra };
}

const unusualHour = (windowDays = 7): Condition => ({ kind: 'unusual', k: 3, windowDays, bucket: 'hour' });
const unusualDay: Condition = { kind: 'unusual', k: 3, windowDays: 7, bucket: 'day' };
const diverges: Condition = { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 };
const drops: Condition = { kind: 'sentimentDrops', points: 10, windowHours: 24 };
const crosses: Condition = { kind: 'sentimentCrosses', level: 50, direction: 'either' };

describe('alert request plan', () => {
  it('each condition declares its series, bucket and points', () => {
    assert.deepEqual(needOf(rule(sol, 'interactions', unusualHour())), { bucket: 'hour', points: 169, fields: ['interactions'] });
    assert.deepEqual(needOf(rule(sol, 'postsActive', unusualDay)), { bucket: 'day', points: 8, fields: ['posts_active'] });
    assert.deepEqual(needOf(rule(sol, 'postsActive', diverges)), { bucket: 'hour', points: 25, fields: ['posts_active', 'close'] });
    assert.deepEqual(needOf(rule(sol, 'sentiment', drops)), { bucket: 'hour', points: 25, fields: ['sentiment'] });
    assert.deepEqual(needOf(rule(sol, 'sentiment', crosses)), { bucket: 'hour', points: 2, fields: ['sentiment'] });
    assert.deepEqual(needOf(rule(sol, 'interactionsVsMedian', { kind: 'above', value: 200 })), { bucket: 'day', points: 30, fields: ['interactions'] });
    assert.equal(needOf(rule(sol, 'price', { kind: 'above', value: 1 })), undefined, 'the summary (the coin page) is all a line on price needs');
  });

  it('asks the shortest interval that holds the points', () => {
    assert.deepEqual([intervalFor('hour', 2), intervalFor('hour', 24), intervalFor('hour', 25), intervalFor('hour', 169), intervalFor('day', 8), intervalFor('day', 31)],
      ['1d', '1d', '1w', '1m', '1m', '3m']);
  });

  it('rules on one subject share one request per bucket, the longest need winning; no summary when none reads it', () => {
    const rules = [rule(sol, 'sentiment', crosses), rule(sol, 'interactions', unusualHour(14)), rule(sol, 'postsActive', diverges), rule(sol, 'postsActive', unusualDay)];
    const plan = roundPlan(rules).get('coin:5426')!;
    assert.equal(plan.summary, false);
    assert.deepEqual(plan.series, { hour: 14 * 24 + 1, day: 8 });
    assert.deepEqual(seriesAsks(plan), [{ bucket: 'hour', ask: { bucket: 'hour', interval: '1m' } }, { bucket: 'day', ask: { bucket: 'day', interval: '1m' } }]);
    assert.equal(alertRequests(rules, []), 2, 'two buckets, no coin page');
  });

  it('counts mixes of rules exactly: summaries (shared, pinned free), series per subject and bucket, paused nothing', () => {
    const mix = [
      rule(sol, 'price', { kind: 'above', value: 1 }), // coin page
      rule(btc, 'galaxyScore', { kind: 'below', value: 5 }), // the same coin page
      rule(sol, 'interactions', unusualHour()), // sol hour series
      rule(sol, 'sentiment', drops), // the same hour series
      rule(btc, 'postsActive', unusualDay), // btc day series
      rule(ai, 'topicRank', { kind: 'entersTop', n: 3 }), // topic summary
      rule(ai, 'interactions', unusualHour()), // ai hour series
      rule(ai, 'sentiment', crosses, { paused: true }), // nothing
    ];
    assert.equal(alertRequests(mix, []), 1 + 1 + 1 + 1 + 1);
    assert.equal(alertRequests(mix, [ai, sol]), 3, 'the watchlist refreshes the coin page and the topic: only the series remain');
    assert.equal(alertRequests(mix.slice(2, 4), []), 1, 'two series rules on one subject: one request');
    assert.equal(alertRequests([rule(ai, 'sentiment', crosses, { paused: true })], []), 0);
  });

  it('stocks and NFT collections share one page a kind, as coins do: an item off its page costs a request of its own', () => {
    const aapl: ItemRef = { kind: 'stock', id: '7056', title: 'Apple' };
    const msft: ItemRef = { kind: 'stock', id: '7057', title: 'Microsoft' };
    const punks: ItemRef = { kind: 'nft', id: '1', title: 'CryptoPunks' };
    const apes: ItemRef = { kind: 'nft', id: '2', title: 'Bored Apes' };
    const mix = [
      rule(aapl, 'galaxyScore', { kind: 'above', value: 80 }), // the stock page
      rule(msft, 'price', { kind: 'above', value: 1 }), // the same stock page
      rule(msft, 'sentiment', { kind: 'below', value: 40 }), // the same
      rule(punks, 'altRank', { kind: 'entersTop', n: 10 }), // the NFT page
      rule(apes, 'floorPrice', { kind: 'below', value: 5 }), // the same NFT page
      rule(sol, 'price', { kind: 'above', value: 1 }), // the coin page
    ];
    assert.equal(alertRequests(mix, []), 3, 'one page per kind, whatever the number of items');
    assert.equal(alertRequests(mix, [], new Set([offPageKey('stock', '7057'), offPageKey('nft', '2')])), 5, 'plus one for each item the last check found off its page');
    assert.equal(alertRequests(mix, [], new Set([offPageKey('coin', '7057')])), 3, 'an off-page note is of its kind');
    assert.equal(alertRequests(mix, [{ kind: 'stock', id: '9999', title: 'Other' }]), 2, 'the watchlist already asks the stock page');
    assert.equal(alertRequests(mix, [aapl, msft, punks]), 1, 'pinned items cost nothing and the watchlist asks the stock and NFT pages: only the coin page remains');
    assert.equal(alertRequests(mix, [aapl, msft, punks], new Set([offPageKey('nft', '2'), offPageKey('stock', '7057')])), 2, 'apes off its page: its own answer (msft, pinned, is the watchlist\'s)');
    assert.equal(addedCost(rule(apes, 'galaxyScore', { kind: 'above', value: 50 }), mix, []).requests, 0, 'another figure of a collection already read');
    assert.equal(addedCost(rule({ kind: 'nft', id: '3', title: 'Azuki' }, 'altRank', { kind: 'entersTop', n: 3 }), mix, []).requests, 0, 'another collection: the NFT page is already asked');
    assert.equal(addedCost(rule({ kind: 'stock', id: '7058', title: 'Nvidia' }, 'altRank', { kind: 'entersTop', n: 3 }), mix.slice(3), []).requests, 1, 'the first stock: its page');
  });

  it('says before saving what a rule adds to the round', () => {
    const existing = [rule(sol, 'price', { kind: 'above', value: 1 }), rule(sol, 'interactions', unusualHour())];
    assert.deepEqual(addedCost(rule(sol, 'sentiment', drops), existing, []), { requests: 0, series: 0, text: 'Adds no request: the round already asks what this rule reads.' });
    assert.deepEqual(addedCost(rule(sol, 'postsActive', unusualDay), existing, []), { requests: 1, series: 1, text: 'Adds 1 request a round (the series, asked at most once an hour).' });
    assert.equal(addedCost(rule(ai, 'interactions', unusualHour()), existing, []).requests, 1);
    assert.equal(addedCost(rule(btc, 'price', { kind: 'below', value: 1 }), existing, []).requests, 0, 'the coin page is already asked');
    const edited = { ...existing[1]!, condition: unusualDay };
    assert.equal(addedCost(edited, existing, []).requests, 1, 'an edit is counted against the other rules, its old self replaced: the daily series');
  });

  it('a backtest asks 30 days of the bucket, the round\'s own request when its need reaches as far', () => {
    assert.deepEqual(backtestAsk(rule(sol, 'interactions', unusualHour())), { bucket: 'hour', interval: '1m' });
    assert.deepEqual(backtestAsk(rule(sol, 'postsActive', unusualDay)), { bucket: 'day', interval: '1m' });
    assert.deepEqual(backtestAsk(rule(sol, 'sentiment', crosses)), { bucket: 'hour', interval: '1m' });
    assert.deepEqual(backtestAsk(rule(sol, 'price', { kind: 'above', value: 1 })), { bucket: 'hour', interval: '1m' });
    assert.deepEqual(backtestAsk(rule(sol, 'interactions', unusualHour(30))), { bucket: 'hour', interval: '3m' }, 'a 30-day window needs more than the month');
    assert.equal(backtestAsk(rule(ai, 'topicRank', { kind: 'entersTop', n: 3 })), undefined);
  });
});
