// The alert level box takes a number as people type it (80k, $80,000, 2.5%), in the unit of the
// figure watched: what it accepts becomes the rule's line, what it refuses says what to type.
import * as assert from 'node:assert/strict';
import { buildRule, COOLDOWN_RULES, levelRules, readLevel } from '../../src/features/alerts/core/flow';
import { describeRule } from '../../src/features/alerts/core/model';
import { figure } from '../../src/shared/figures/catalogue';
import { parseTypedNumber, typedNumberProblem } from '../../src/shared/format/typedNumber';
import type { ItemRef } from '../../src/shared/items';

const BITCOIN: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin (BTC)' };
const PUNKS: ItemRef = { kind: 'nft', id: 'cryptopunks', title: 'CryptoPunks' };
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

  it('an NFT\'s floor: a number in the collection\'s own currency, alone or with its code, never in dollars', () => {
    /** What the box does with a floor's line typed as `typed`, the collection's currency being `currency` (known or not). */
    const floor = (typed: string, currency?: string): string => {
      const level = readLevel(typed, 'floorPrice', 'above', currency);
      if (typeof level === 'string') return `refused: ${level}`;
      const rule = buildRule({ subject: PUNKS, metric: 'floorPrice', condition: 'above', ...level }, T0);
      return typeof rule === 'string' ? `refused: ${rule}` : `${describeRule(rule)} · ${rule.name}`;
    };
    const label = figure('floor_price').label;
    // the collection's currency known (its row of the NFT list): the line is in it, said so
    for (const typed of ['10', '10 ETH', '10 eth', '10ETH', ' 10 ']) {
      assert.equal(floor(typed, 'ETH'), `CryptoPunks: ${label} above 10 ETH · CryptoPunks floor > 10 ETH`, typed);
    }
    assert.equal(floor('1.5k', 'ETH'), `CryptoPunks: ${label} above 1,500 ETH · CryptoPunks floor > 1,500 ETH`);
    assert.equal(floor('0.125', 'ETH'), `CryptoPunks: ${label} above 0.125 ETH · CryptoPunks floor > 0.125 ETH`);
    // not known: the currency typed with the line is the rule's; without one, it says whose it is
    assert.equal(floor('10 ETH'), `CryptoPunks: ${label} above 10 ETH · CryptoPunks floor > 10 ETH`);
    assert.equal(floor('10'), `CryptoPunks: ${label} above 10 in the collection's currency · CryptoPunks floor > 10 in the collection's currency`);
    // a dollar amount is refused, with what to type instead: never read as 10 ETH, nor converted
    assert.equal(floor('$10', 'ETH'), 'refused: This number is in ETH, the collection\'s own currency, not in dollars: leave out the $ (e.g. 10 or 10 ETH).');
    assert.equal(floor('$80,000'), 'refused: This number is in the collection\'s own currency, not in dollars: leave out the $ (e.g. 10).');
    assert.equal(floor('10 SOL', 'ETH'), 'refused: This number is in ETH, the collection\'s own currency, not in SOL: type it in ETH (e.g. 10 or 10 ETH).');
    assert.match(floor('10%', 'ETH'), /^refused: This number is not a percentage/);
    assert.match(floor('-1', 'ETH'), /^refused: Type a number of at least 0\.$/);
    // a change of the floor is a percentage, as any figure's
    const change = readLevel('5%', 'floorPrice', 'changesBy', 'ETH');
    assert.deepEqual(change, { value: 5, currency: 'ETH' });
    // the other boxes take no currency: "ETH" after a price is no size they read
    assert.match(String(readLevel('10 ETH', 'price', 'above')), /"ETH" is not a size/);
    assert.deepEqual(levelRules('floorPrice', 'above', 'ETH'), { min: 0, unit: 'crypto', currency: 'ETH' });
  });

  it('the cool-down in whole minutes, typed as people write them', () => {
    assert.equal(parseTypedNumber('1.5k', COOLDOWN_RULES), 1500);
    assert.match(typedNumberProblem('90.5', COOLDOWN_RULES)!, /whole number/);
    assert.match(typedNumberProblem('-5', COOLDOWN_RULES)!, /at least 0/);
  });
});
