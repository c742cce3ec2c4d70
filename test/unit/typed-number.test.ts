// A number as a person types it: the one reader every number box uses, what it takes and the
// words it refuses with.
import * as assert from 'node:assert/strict';
import { useBundle } from '../../src/shared/format/l10n';
import { parseTypedNumber, readTypedNumber, typedNumberProblem } from '../../src/shared/format/typedNumber';

describe('typed numbers', () => {
  it('reads what people type: sizes, dollars, percentages, thousands, signs and spaces', () => {
    const cases: [string, number][] = [
      ['80000', 80_000], ['80k', 80_000], ['80K', 80_000], ['80 k', 80_000], [' 80k ', 80_000], ['1.2M', 1_200_000], ['1.2m', 1_200_000],
      ['2.5B', 2_500_000_000], ['1T', 1e12], ['$80,000', 80_000], ['$ 80,000', 80_000], ['$80k', 80_000], ['1,234.5', 1234.5],
      ['80 000', 80_000], ['80\u00a0000', 80_000], ['1\u202f234\u202f567', 1_234_567], ['2.5%', 2.5], ['2.5 %', 2.5], ['-3%', -3],
      ['\u22123%', -3], ['+4', 4], ['-$500', -500], ['$-500', -500], ['.5', 0.5], ['5.', 5], ['1e6', 1e6], ['0.29M', 290_000], ['-0', 0],
    ];
    for (const [text, want] of cases) assert.equal(parseTypedNumber(text), want, text);
    assert.deepEqual(readTypedNumber('2.5%'), { value: 2.5, percent: true, dollars: false });
    assert.deepEqual(readTypedNumber('$80,000'), { value: 80_000, percent: false, dollars: true });
  });

  it('offers as examples only what the box takes: a box in dollars never "2.5%", a week of minutes never "1.2M"', () => {
    const boxes = [
      { min: 0, unit: 'dollars' }, { min: 0.01, max: 1000, unit: 'percent' }, { min: 0, max: 10_080, integer: true, unit: 'plain' },
      { min: 1, max: 100, integer: true, unit: 'plain' }, { min: 1, max: 999_999_999, integer: true, unit: 'plain' },
      { unit: 'crypto', currency: 'SOL' }, { unit: 'crypto' }, { min: 3, max: 7, integer: true, unit: 'plain' }, { min: 5e6, unit: 'dollars' },
    ] as const;
    for (const rules of boxes) {
      for (const typed of ['', 'lots']) {
        const said = typedNumberProblem(typed, rules)!;
        const examples = /e\.g\. (.*)\.$/.exec(said)?.[1]?.split(/, | or /);
        assert.ok(examples?.length, `${JSON.stringify(rules)}: ${said}`);
        for (const example of examples) assert.equal(typedNumberProblem(example, rules), undefined, `${JSON.stringify(rules)} offers ${example}: ${said}`);
      }
    }
    assert.equal(typedNumberProblem('lots', { min: 0, unit: 'dollars' }), 'Type the number in digits, e.g. 80000, 80k, 1.2M or $80,000.');
  });

  it("joins its examples in the person's language, not with an English \"or\"", () => {
    useBundle({ '{0} or {1}': '{0}或{1}', '{0}, {1}': '{0}、{1}', 'Type the number in digits, e.g. {0}.': '请输入数字，例如 {0}。' });
    try {
      assert.equal(typedNumberProblem('lots', { min: 0, unit: 'dollars' }), '请输入数字，例如 80000、80k、1.2M或$80,000。');
    } finally {
      useBundle(undefined);
    }
  });

  it('refuses words, stray sizes and decimal commas, each with what to type instead', () => {
    assert.match(readTypedNumber('') as string, /^Type a number, e\.g\. 80000, 80k, 1\.2M, 2\.5% or \$80,000\.$/);
    for (const text of ['eighty', 'NaN', 'Infinity', '.', '1.2.3', '1 2', '12,34,567', '0x10', '%5', '5 5 5', '1'.repeat(41)]) {
      assert.match(readTypedNumber(text) as string, /^Type the number in digits, e\.g\. 80000, 80k/, text);
    }
    for (const text of ['80x', '80 kg', '1e', '5 thousand']) assert.match(readTypedNumber(text) as string, /is not a size Social Pulse reads: use k \(thousand\), M \(million\)/, text);
    for (const text of ['1,5', '1,25', '1 234,5', '1,2345', ',5']) assert.match(readTypedNumber(text) as string, /^Write decimals with a point/, text);
    assert.match(readTypedNumber('$5%') as string, /in dollars \(\$80,000\) or a percentage \(2\.5%\), not both/);
    assert.match(readTypedNumber('-$-5') as string, /one sign at most/);
    assert.match(readTypedNumber('1e400') as string, /too large/);
    assert.match(readTypedNumber('1.5e3k') as string, /in digits/, 'an exponent and a size together');
  });

  it('checks a box\'s rules: its unit, whole numbers and bounds, in that order', () => {
    assert.equal(typedNumberProblem('80k', { unit: 'dollars' }), undefined);
    assert.equal(typedNumberProblem('$80k', { unit: 'dollars' }), undefined);
    assert.match(typedNumberProblem('2.5%', { unit: 'dollars' })!, /not a percentage: leave out the %/);
    assert.equal(typedNumberProblem('2.5%', { unit: 'percent' }), undefined);
    assert.match(typedNumberProblem('$5', { unit: 'percent' })!, /not in dollars: leave out the \$/);
    assert.match(typedNumberProblem('5%', { unit: 'plain' })!, /not a percentage/);
    assert.equal(typedNumberProblem('5%'), undefined, 'no unit: the sign is read and dropped');
    assert.match(typedNumberProblem('2.5', { integer: true })!, /^Type a whole number\.$/);
    assert.equal(typedNumberProblem('2.5k', { integer: true }), undefined, '2,500 is whole');
    assert.match(typedNumberProblem('-1', { min: 0 })!, /^Type a number of at least 0\.$/);
    assert.match(typedNumberProblem('20k', { max: 10_080 })!, /^Type a number of at most 10,080\.$/);
    assert.equal(parseTypedNumber('20k', { max: 10_080 }), undefined);
    assert.equal(parseTypedNumber('10k', { max: 10_080 }), 10_000);
  });

  it('an amount in a collection\'s own currency: its code after the number, never a $', () => {
    const eth = { unit: 'crypto', currency: 'ETH' } as const;
    assert.deepEqual(readTypedNumber('10 eth', { unit: 'crypto' }), { value: 10, percent: false, dollars: false, currency: 'ETH' });
    assert.deepEqual(readTypedNumber('1.5k', { unit: 'crypto' }), { value: 1500, percent: false, dollars: false }, 'a size stays a size');
    assert.match(readTypedNumber('10 eth') as string, /"eth" is not a size/, 'a box that takes no currency reads none');
    for (const typed of ['10', '10 ETH', '10eth', '0.5 Eth']) assert.equal(typedNumberProblem(typed, eth), undefined, typed);
    assert.equal(parseTypedNumber('10 ETH', eth), 10);
    assert.match(typedNumberProblem('$10', eth)!, /^This number is in ETH, the collection's own currency, not in dollars: leave out the \$/);
    assert.match(typedNumberProblem('$10', { unit: 'crypto' })!, /^This number is in the collection's own currency, not in dollars: leave out the \$/);
    assert.match(typedNumberProblem('10 SOL', eth)!, /not in SOL: type it in ETH/);
    assert.equal(typedNumberProblem('10 SOL', { unit: 'crypto' }), undefined, 'the currency not known: the one typed is the line\'s');
    assert.equal(parseTypedNumber('$10', eth), undefined);
  });

  it('a collection\'s own currency: a size then the code; dollars by any name refused, the currency known or not; its own examples', () => {
    const eth = { unit: 'crypto', currency: 'ETH' } as const;
    const unknown = { unit: 'crypto' } as const;
    for (const [typed, value] of [['1.2k ETH', 1200], ['1.2k eth', 1200], ['1.2 k eth', 1200], ['10eth', 10], ['2M ETH', 2e6]] as const) {
      assert.deepEqual(readTypedNumber(typed, { unit: 'crypto' }), { value, percent: false, dollars: false, currency: 'ETH' }, typed);
      assert.equal(typedNumberProblem(typed, eth), undefined, typed);
      assert.equal(parseTypedNumber(typed, unknown), value, typed);
    }
    for (const typed of ['10 usd', '10 USD', '10 dollars', '1 dollar', '10 us dollars', 'US$10', 'us$ 10', '10 us$', '10$', '1.2k usd', '$10 eth']) {
      const read = readTypedNumber(typed, { unit: 'crypto' });
      assert.equal(typeof read === 'object' && read.dollars, true, typed);
      assert.equal(typeof read === 'object' && read.currency, undefined, `${typed}: no currency "USD" or "DOLLARS"`);
      assert.equal(typedNumberProblem(typed, unknown), 'This number is in the collection\'s own currency, not in dollars: leave out the $ (e.g. 10).', typed);
      assert.equal(typedNumberProblem(typed, eth), 'This number is in ETH, the collection\'s own currency, not in dollars: leave out the $ (e.g. 10 or 10 ETH).', typed);
    }
    // the crypto box's refusals give its own examples, never "$80,000" or "2.5%"
    assert.equal(readTypedNumber('', { unit: 'crypto' }), 'Type a number, e.g. 10, 1.5k or 10 ETH.');
    for (const typed of ['ten', '1 2', '--5', '10 eth k', '1.5e3k']) {
      const said = readTypedNumber(typed, { unit: 'crypto' });
      assert.equal(said, 'Type the number in digits, e.g. 10, 1.5k or 10 ETH.', typed);
      assert.doesNotMatch(String(typedNumberProblem(typed, unknown)), /\$80,000|2\.5%/, typed);
    }
    // the other boxes read as before: one `$` before the number, one size after it
    assert.match(readTypedNumber('10 usd') as string, /"usd" is not a size/);
    for (const typed of ['US$10', '10$', '1.2k ETH']) assert.match(readTypedNumber(typed) as string, /^Type the number in digits, e\.g\. 80000, 80k/, typed);
  });
});
