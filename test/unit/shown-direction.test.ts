// A change's direction as it is shown: what reads "0.00%" has no arrow and no colour, on the
// Watchlist's row and on the ticker alike (one rule, src/shared/format/direction.ts).
import * as assert from 'node:assert/strict';
import type { Coin } from '../../src/service/api/types';
import { shownDirection } from '../../src/shared/format/direction';
import { formatFigure } from '../../src/shared/figures/format';
import type { ItemRef } from '../../src/shared/items';
import { tickerEntry } from '../../src/features/ticker/core/entry';
import { pinnedCoinNode } from '../../src/features/trees/coins';

const pin: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin' };
const ICON = { up: 'arrow-up', down: 'arrow-down', flat: 'arrow-right' } as const;

describe('a change\'s direction as shown', () => {
  it('is flat when the change shows as 0.00%, up or down only when a digit shows it', () => {
    const cases: [number, 'up' | 'down' | 'flat'][] = [[0.004, 'flat'], [-0.004, 'flat'], [-0.0049, 'flat'], [0, 'flat'], [0.005, 'up'], [-0.006, 'down'], [1.2, 'up'], [-3, 'down']];
    for (const [change, direction] of cases) {
      assert.equal(shownDirection(change), direction, `${change} shows as ${formatFigure('percent_change_24h', change)}`);
      const asset: Coin = { id: 1, symbol: 'BTC', name: 'Bitcoin', price: 42123.46, percent_change_24h: change };
      const row = pinnedCoinNode('watchlist/coin', pin, {
        data: asset, config: {}, generated: 1_700_000_000, receivedAt: 0, fromCache: false, stale: false, oddities: [], url: 'http://127.0.0.1/api4/public/coins/list/v2', source: 'network', requests: 1,
      });
      const entry = tickerEntry({ ref: pin, data: { kind: 'coin', asset }, op: 'coin', generated: 1_700_000_000 }, 'rank');
      assert.equal(row.icon, ICON[direction], `the row's arrow for ${change}`);
      assert.equal(entry.direction, direction, `the ticker's colour for ${change}`);
    }
    assert.equal(shownDirection(undefined), undefined);
    assert.equal(shownDirection(Number.NaN), undefined);
  });
});
