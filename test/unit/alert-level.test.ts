// The alert level box takes a number as people type it (80k, $80,000, 2.5%), in the unit of the
// figure watched: what it accepts becomes the rule's line, what it refuses says what to type.
import * as assert from 'node:assert/strict';
import { buildRule, COOLDOWN_RULES, levelRules } from '../../src/features/alerts/core/flow';
import { describeRule } from '../../src/features/alerts/core/model';
import { parseTypedNumber, typedNumberProblem } from '../../src/shared/format/typedNumber';
import type { ItemRef } from '../../src/shared/items';

const BITCOIN: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin (BTC)' };
const T0 = Date.UTC(2026, 0, 5, 10);

/** What the box does with `typed`: its message, or the rule's sentence once accepted. */
function level(typed: string, metric: 'price' | 'sentiment' | 'altRank', condition: 'above' | 'changesBy' | 'entersTop'): string {
  const rules = levelRules(metric, condition);
  const problem = typedNumberProblem(typed, rules);
  if (problem) return `refused: ${problem}`;
  const rule = buildRule({ subject: BITCOIN, metric, condition, value: parseTypedNumber(typed, rules)! }, T0);
  return typeof rule === 'string' ? `refused: ${rule}` : describeRule(rule);
}

describe('alert level box', () => {
  it('a price line typed as people write it', () => {
    for (const typed of ['80k', '80K', '80 k', '$80,000', '80,000', '80000', ' $80k ']) {
      assert.equal(level(typed, 'price', 'above'), 'Bitcoin (BTC): Price above $80,000', typed);
    }
    assert.equal(level('1.2M', 'price', 'above'), 'Bitcoin (BTC): Price above $1,200,000');
    assert.match(level('2.5%', 'price', 'above'), /^refused: This number is not a percentage: leave out the %\.$/);
    assert.match(level('eighty', 'price', 'above'), /^refused: Type the number in digits, e\.g\. 80000, 80k, 1\.2M, 2\.5% or \$80,000\.$/);
    assert.match(level('80,5', 'price', 'above'), /^refused: Write decimals with a point/);
  });

  it('a percentage where the figure is one; a whole N for the top N', () => {
    assert.equal(level('55%', 'sentiment', 'above'), 'Bitcoin (BTC): Sentiment above 55%');
    assert.match(level('$55', 'sentiment', 'above'), /not in dollars/);
    assert.match(level('5%', 'price', 'changesBy'), /^Bitcoin \(BTC\): Price (rises or falls|changes) by 5%/);
    assert.match(level('-3%', 'price', 'changesBy'), /^refused: Type a number of at least 0\.01\.$/);
    assert.match(level('2.5', 'altRank', 'entersTop'), /^refused: Type a whole number\.$/);
    assert.match(level('10', 'altRank', 'entersTop'), /top 10/);
  });

  it('the cool-down in whole minutes, typed as people write them', () => {
    assert.equal(parseTypedNumber('1.5k', COOLDOWN_RULES), 1500);
    assert.match(typedNumberProblem('90.5', COOLDOWN_RULES)!, /whole number/);
    assert.match(typedNumberProblem('-5', COOLDOWN_RULES)!, /at least 0/);
  });
});
