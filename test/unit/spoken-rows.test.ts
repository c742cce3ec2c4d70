// What a screen reader says for a tree row (format/spoken, the default of sinks/tree's treeItem):
// the rank moves, trend arrows and separators the rows show (trees/socialRows) in words.
import * as assert from 'node:assert/strict';
import { spokenRow, spokenText } from '../../src/shared/format/spoken';
import { rankMove } from '../../src/shared/format/rank';
import { trendSymbol } from '../../src/features/trees/socialRows';

describe('tree rows in words', () => {
  it('says a rank move, a trend and the separators in words', () => {
    const description = `#4 · 1 h ${rankMove(4, 7)!.symbol} · 24 h ${rankMove(4, 2)!.symbol} · ${trendSymbol('up')}`;
    assert.equal(spokenRow('bitcoin', description), 'bitcoin, #4, 1 h up 3, 24 h down 2, rising');
    assert.equal(spokenText(`${trendSymbol('down')} · ${trendSymbol('flat')}`), 'falling, flat');
  });

  it('leaves text without marks as it is', () => {
    assert.equal(spokenRow('Bitcoin'), 'Bitcoin');
    assert.equal(spokenRow('Ethereum', '$3,120.55'), 'Ethereum, $3,120.55');
  });
});
