// What a cell's run may cost before the cache (each kind's record in src/features/notebook/core/cells/kinds/), the figure the notebook
// shows before a costly run: exact per kind of question, and never below what a run with an empty
// cache spends against the emulator, plan refusals included.
import * as assert from 'node:assert/strict';
import { PLANS } from '../../src/service/api/plans';
import { categoryRef, coinRef, creatorRef, stockRef, topicRef, type ItemRef } from '../../src/shared/items';
import { estimateCost, parseCell, runCell, type CellContext, type CellQuery } from '../../src/features/notebook/core/cells';
import { clientFor, emulatorForSuite, KEY } from './client-helpers';

function query(text: string): CellQuery {
  const q = parseCell(text).query;
  assert.ok(q, text);
  return q;
}

const WATCHLIST: ItemRef[] = [topicRef('bitcoin'), topicRef('ethereum'), coinRef('btc'), coinRef('eth'), coinRef('sol'), stockRef('AAPL'), categoryRef('defi'), creatorRef({ network: 'twitter', id: 'someone' })];

describe('notebook cells: what a run may cost', () => {
  const builder: CellContext = { watchlist: WATCHLIST, access: PLANS.builder.access };
  const unknownPlan: CellContext = { watchlist: WATCHLIST };

  it('one request for a single subject or a list; one per subject of a comparison or the Watchlist, and a page per market kind', () => {
    const cases: [string, number][] = [
      ['topic bitcoin', 1], ['coins top 10 by galaxy_score in defi', 1], ['stocks top 5 by market_cap', 1],
      ['creator twitter/elonmusk posts 7d', 1], ['category defi topics', 1], ['search "etf approval"', 1], ['changes', 1],
      ['topic bitcoin series interactions,sentiment 1m by day', 1], ['compare bitcoin, ethereum, solana on interactions', 3],
      // its eight subjects, and the coins' and the stocks' pages (an item off its page is asked for alone)
      ['$watchlist', 10], ['$watchlist.coins', 4], ['$watchlist.coins series close 1m', 3],
      // creators have no series a cell charts: left out, and free
      ['$watchlist series interactions', 7], ['https://lunarcrush.com/topic/bitcoin', 1],
      ['report twitter/elonmusk', 1],
    ];
    for (const [text, cost] of cases) assert.equal(estimateCost(query(text), builder), cost, text);
  });

  it('the plan not known, a topic series counts the refused v1 request; a report counts the snapshot after a refusal', () => {
    assert.equal(estimateCost(query('topic bitcoin series interactions 1m'), unknownPlan), 2);
    assert.equal(estimateCost(query('coin btc series close 1m'), unknownPlan), 1, 'asset series are market data');
    assert.equal(estimateCost(query('compare bitcoin, ethereum, solana on interactions'), unknownPlan), 6);
    assert.equal(estimateCost(query('report bitcoin'), builder), 2);
    assert.equal(estimateCost(query('$watchlist.creators'), { watchlist: [] }), 0, 'an empty Watchlist asks nothing');
  });

  describe('never below what a run spends with an empty cache', () => {
    const suite = emulatorForSuite({ keys: { [KEY]: 'builder', 'individual-cost': { plan: 'individual', perMinute: 1000 }, 'hobby-cost': { plan: 'hobby', perMinute: 1000 } } });

    const CELLS = [
      'topic bitcoin', 'topic bitcoin series interactions,sentiment 1m by day', 'coins top 10 by galaxy_score in defi',
      'stocks top 5 by market_cap', 'compare bitcoin, ethereum, solana on interactions', 'category defi topics', 'report bitcoin',
      'search "etf approval"', 'changes', 'https://lunarcrush.com/topic/bitcoin', '$watchlist', '$watchlist.coins series close 1m',
    ];
    for (const [plan, key] of [['builder', KEY], ['individual', 'individual-cost'], ['hobby', 'hobby-cost']] as const) {
      // the client set to Builder (its pacing), the key of another plan: what a plan setting set too high meets
      it(`on ${plan}, the plan not known to the notebook`, async () => {
        const watchlist = [topicRef('bitcoin'), coinRef('btc'), coinRef('eth'), topicRef(suite.emulator.data.missingTopic)];
        for (const text of CELLS) {
          const { client } = clientFor(suite.emulator, { getKey: async () => key });
          const q = query(text);
          let spent: number;
          try {
            spent = (await runCell(q, { client, demo: true, watchlist }, new AbortController().signal)).requests;
          } catch (e) {
            spent = (e as { requests: number }).requests;
          }
          assert.ok(spent <= estimateCost(q, { watchlist }), `${text} on ${plan}: spent ${spent}, estimated ${estimateCost(q, { watchlist })}`);
          client.dispose();
        }
      });
    }
  });
});
