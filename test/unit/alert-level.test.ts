// The alert level box takes a number as people type it (80k, $80,000, 2.5%), in the unit of the
// figure watched: what it accepts becomes the rule's line, what it refuses says what to type.
import * as assert from 'node:assert/strict';
import { buildRule, COOLDOWN_RULES, levelRules, readLevel } from '../../src/features/alerts/core/flow';
import { evaluate, initialState } from '../../src/features/alerts/core/evaluate';
import type { AlertRule, Metric } from '../../src/features/alerts/core/model';
import { describeRule, parseRule } from '../../src/features/alerts/core/model';
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
    // a price box is in dollars: it offers no "2.5%", which it refuses
    assert.match(level('eighty', 'price', 'above'), /^refused: Type the number in digits, e\.g\. 80000, 80k, 1\.2M or \$80,000\.$/);
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

  it('the change box of a figure in percent takes points: no %, as far as the figure reaches; a percentage for the others', () => {
    const change = (typed: string, metric: Metric): string => {
      const read = readLevel(typed, metric, 'changesBy');
      if (typeof read === 'string') return `refused: ${read}`;
      const rule = buildRule({ subject: BITCOIN, metric, condition: 'changesBy', value: read.value, direction: 'up' }, T0);
      return typeof rule === 'string' ? `refused: ${rule}` : describeRule(rule);
    };
    assert.equal(change('5', 'sentiment'), 'Bitcoin (BTC): Sentiment rises by 5 points within 1 h');
    assert.equal(change('2.5', 'socialDominance'), 'Bitcoin (BTC): Social dominance rises by 2.5 points within 1 h');
    // "5%" of a sentiment of 40% is 2 points or 5: the box says which it counts instead of reading either
    assert.equal(change('5%', 'sentiment'), 'refused: A change of Sentiment is counted in points (from 10% to 15% is 5 points): leave out the %.');
    assert.equal(change('5%', 'interactionsVsMedian'), 'refused: A change of Interactions vs 7-day median is counted in points (from 10% to 15% is 5 points): leave out the %.');
    // a figure of 0 to 100 moves by 100 points at most; one with no top by as much as a change may be
    assert.equal(change('150', 'sentiment'), 'refused: Type a number of at most 100.');
    assert.equal(change('100', 'socialDominance'), 'Bitcoin (BTC): Social dominance rises by 100 points within 1 h');
    assert.equal(change('500', 'interactionsVsMedian'), 'Bitcoin (BTC): Interactions vs 7-day median rises by 500 points within 1 h');
    assert.equal(change('5%', 'price'), 'Bitcoin (BTC): Price rises by 5% within 1 h');
    assert.equal(change('5', 'galaxyScore'), 'Bitcoin (BTC): Galaxy Score rises by 5% within 1 h');
    // the command takes the rule as data: a change past the figure's reach is refused there too
    assert.equal(buildRule({ subject: BITCOIN, metric: 'sentiment', condition: 'changesBy', value: 150, direction: 'up' }, T0), 'A change of Sentiment is at most 100 points.');
  });

  it('the box refuses what the rule would refuse at the end: a change or an N past 10,000', () => {
    assert.match(level('10k%', 'price', 'changesBy'), /Price changes by 10000% within 1 h$/);
    for (const typed of ['20000%', '80k%', '1e5%']) assert.match(level(typed, 'price', 'changesBy'), /^refused: Type a number of at most 10,000\.$|^refused: Type the number in digits/, typed);
    for (const typed of ['80k', '20000', '1M']) assert.match(level(typed, 'altRank', 'entersTop'), /^refused: Type a number of at most 10,000\.$/, typed);
  });

  it('a line within what its figure can be, the range said in the figure\'s unit; a change may be negative', () => {
    const line = (typed: string, metric: Metric, condition: 'above' | 'below' = 'above'): string => {
      const level = readLevel(typed, metric, condition);
      if (typeof level === 'string') return `refused: ${level}`;
      const rule = buildRule({ subject: BITCOIN, metric, condition, ...level }, T0);
      return typeof rule === 'string' ? `refused: ${rule}` : describeRule(rule);
    };
    assert.equal(line('150%', 'sentiment'), 'refused: Sentiment is 0 to 100 (% positive).');
    assert.equal(line('150', 'galaxyScore'), 'refused: Galaxy Score is a score of 0 to 100.');
    assert.equal(line('101%', 'socialDominance'), 'refused: Social dominance is 0 to 100 (% of all social volume).');
    assert.equal(line('0', 'altRank', 'below'), 'refused: AltRank is a rank: 1 or more (1 is the top).');
    assert.equal(line('-5', 'price'), 'refused: Price is $0 or more.');
    assert.equal(line('-$5', 'price', 'below'), 'refused: Price is $0 or more.');
    assert.equal(line('-1%', 'interactionsVsMedian'), 'refused: Interactions vs 7-day median is 0% or more (100% is a usual day).');
    // the ends are in range; a busy day is well over 100% of the median; a change goes either way
    assert.equal(line('100%', 'sentiment'), 'Bitcoin (BTC): Sentiment above 100%');
    assert.equal(line('1', 'altRank', 'below'), 'Bitcoin (BTC): AltRank better than #1 (a number below 1)');
    assert.equal(line('0', 'price', 'above'), 'Bitcoin (BTC): Price above $0');
    assert.match(line('250%', 'interactionsVsMedian'), /above 250%$/);
    assert.match(line('-5%', 'change24h', 'below'), /^Bitcoin \(BTC\): Change 24 h below -5/);
    // every other way a rule is made (a command's input, words) holds the same range
    assert.equal(buildRule({ subject: BITCOIN, metric: 'sentiment', condition: 'above', value: 150 }, T0), 'Sentiment is 0 to 100 (% positive).');
    // a rule an earlier version stored is read as it is: none is lost for a range it did not check
    const stored = parseRule({ id: 'r1', name: 'x', subject: BITCOIN, metric: 'altRank', condition: { kind: 'below', value: 0 }, cooldownMinutes: 0, paused: false, createdAt: T0 });
    assert.equal(typeof stored === 'string' ? stored : stored.name, 'x');
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
    assert.equal(floor('-1', 'ETH'), 'refused: Floor price is 0 or more, in the collection\'s own currency.');
    // a size then the code, as the plain words take it
    for (const typed of ['1.2k ETH', '1.2k eth', '1.2K eth']) assert.equal(floor(typed), `CryptoPunks: ${label} above 1,200 ETH · CryptoPunks floor > 1,200 ETH`, typed);
    assert.equal(floor('10eth'), `CryptoPunks: ${label} above 10 ETH · CryptoPunks floor > 10 ETH`);
    // dollars by name are dollars, not a currency "USD" or "DOLLARS", known or not
    for (const typed of ['10 usd', '10 USD', '10 dollars', '1 dollar', 'US$10', '10 us$', '10$', '1.2k usd']) {
      assert.equal(floor(typed), 'refused: This number is in the collection\'s own currency, not in dollars: leave out the $ (e.g. 10).', typed);
      assert.equal(floor(typed, 'ETH'), 'refused: This number is in ETH, the collection\'s own currency, not in dollars: leave out the $ (e.g. 10 or 10 ETH).', typed);
    }
    // the box's own examples: no "$80,000" nor "2.5%" in a box that takes neither
    for (const typed of ['', 'ten', '1 2 3', '--5']) assert.equal(floor(typed), /^\s*$/.test(typed) ? 'refused: Type a number, e.g. 10, 1.5k or 10 ETH.' : 'refused: Type the number in digits, e.g. 10, 1.5k or 10 ETH.', typed);
    // a change of the floor is a percentage, as any figure's: in no currency
    const change = readLevel('5%', 'floorPrice', 'changesBy', 'ETH');
    assert.deepEqual(change, { value: 5 });
    // the other boxes take no currency: "ETH" after a price is no size they read
    assert.match(String(readLevel('10 ETH', 'price', 'above')), /"ETH" is not a size/);
    assert.deepEqual(levelRules('floorPrice', 'above', 'ETH'), { unit: 'crypto', currency: 'ETH' });
  });

  it('a currency belongs to a floor\'s line only: a change by a percentage keeps none, and is not held by a currency it never had', () => {
    const label = figure('floor_price').label;
    const dip = buildRule({ subject: PUNKS, metric: 'floorPrice', condition: 'changesBy', value: 20, windowMinutes: 1440, direction: 'down', currency: 'ETH' }, T0) as AlertRule;
    assert.equal(typeof dip, 'object');
    assert.equal(dip.currency, undefined);
    assert.equal(describeRule(dip), `CryptoPunks: ${label} falls by 20% within 1 d`);
    const stored = parseRule({ ...dip, currency: 'ETH' }) as AlertRule;
    assert.equal(stored.currency, undefined, 'read from storage, likewise');
    for (const kind of ['above', 'below', 'crosses'] as const) {
      const line = buildRule({ subject: PUNKS, metric: 'floorPrice', condition: kind, value: 10, currency: 'eth' }, T0) as AlertRule;
      assert.equal(line.currency, 'ETH', kind);
    }
    // a change rule that still carries one (an earlier version's) is checked, not held waiting for "the line's" currency
    const earlier: AlertRule = { ...dip, currency: 'ETH' };
    let state = initialState();
    for (const [i, value] of [10, 7.5].entries()) {
      const e = evaluate(earlier, state, { value, at: T0 + i * 60_000, currency: 'SOL' }, T0 + i * 60_000);
      state = e.state;
      assert.doesNotMatch(String(state.note), /The line is in/);
      if (i === 1) assert.ok(e.fired, 'a 25% fall fires');
    }
    // a line in one currency is still never compared with a value in another
    const line = buildRule({ subject: PUNKS, metric: 'floorPrice', condition: 'above', value: 10, currency: 'ETH' }, T0) as AlertRule;
    const held = evaluate(line, initialState(), { value: 11, at: T0, currency: 'SOL' }, T0);
    assert.equal(held.state.note, 'The line is in ETH but the data is in SOL: edit the rule to give the line in SOL.');
  });

  it('the cool-down in whole minutes, typed as people write them', () => {
    assert.equal(parseTypedNumber('1.5k', COOLDOWN_RULES), 1500);
    assert.match(typedNumberProblem('90.5', COOLDOWN_RULES)!, /whole number/);
    assert.match(typedNumberProblem('-5', COOLDOWN_RULES)!, /at least 0/);
  });
});
