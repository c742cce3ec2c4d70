// The Alerts view's rows hold service text (a rule's default name and every fired message carry
// the subject's title): labels and descriptions reach the tree as one line of plain text with no
// bidi or control characters, tooltips as escaped markdown. An NFT collection's floor reads as
// the catalogue writes it, in the collection's own currency.
import * as assert from 'node:assert/strict';
import { evaluate, initialState } from '../../src/features/alerts/core/evaluate';
import { buildRule } from '../../src/features/alerts/core/flow';
import { describeRule } from '../../src/features/alerts/core/model';
import { alertRows, ruleRow } from '../../src/features/alerts/core/rows';
import { shortName } from '../../src/features/alerts/shortName';
import { figure } from '../../src/shared/figures/catalogue';

const T0 = Date.UTC(2026, 0, 5, 10);
const HOSTILE = 'Evil\u202E 0001$ [click](command:workbench.action.terminal.new)\n<img src=x onerror=alert(1)>';

describe('alert rows: service text as text', () => {
  it('a rule named after a hostile title, and its firing, show as plain one-line labels and escaped tooltips', () => {
    const rule = buildRule({ subject: { kind: 'coin', id: '1', title: HOSTILE }, metric: 'price', condition: 'above', value: 1 }, T0);
    assert.ok(typeof rule !== 'string', String(rule));
    const { state, fired } = evaluate(rule, initialState(), { value: 2, at: T0 }, T0);
    const rows = alertRows([rule], { [rule.id]: state }, [fired!], [], T0, () => initialState());
    const ruleRow = rows.find((r) => r.ruleId === rule.id)!;
    const historyRow = rows.find((r) => r.id === 'alerts/history')!.children![0]!.children![0]!;
    for (const row of [ruleRow, historyRow]) {
      assert.doesNotMatch(row.label, /[\u202A-\u202E\u2066-\u2069\n]/, 'no bidi override, one line');
      // (the rule's default name holds the title's first 30 characters)
      assert.match(row.label, /^Evil 0001\$ \[click\]\(command:w/, 'the title shows as written');
      assert.doesNotMatch(row.tooltip!, /\[click\]\(command:/, 'the tooltip holds no link');
      assert.doesNotMatch(row.tooltip!, /(?<!\\)<img/, 'nor raw HTML');
    }
  });
});

describe('alert rows: an NFT collection\'s floor, in its own currency', () => {
  const PUNKS = { kind: 'nft' as const, id: 'cryptopunks', title: 'CryptoPunks' };
  const label = figure('floor_price').label;

  it('its row, tooltip and notification say the floor and its currency: "Floor price 8.96 ETH", never "$8.96"', () => {
    const rule = buildRule({ subject: PUNKS, metric: 'floorPrice', condition: 'above', value: 10 }, T0);
    assert.ok(typeof rule !== 'string', String(rule));
    assert.equal(rule.name, 'CryptoPunks floor > 10 in the collection\'s currency', 'made where the currency was not known');
    // a check whose data said the currency (the collection's row of the NFT list)
    const first = evaluate(rule, initialState(), { value: 8.96, at: T0, currency: 'eth' }, T0 + 1).state;
    assert.deepEqual([first.lastValue, first.currency, first.status], [8.96, 'ETH', 'armed']);
    const row = ruleRow(rule, first, T0 + 60_000);
    assert.equal(row.description, `armed · ${label} 8.96 ETH`);
    const tooltip = row.tooltip!.replace(/\\(.)/g, '$1');
    assert.match(tooltip, new RegExp(`CryptoPunks: ${label} above 10 ETH`), 'the line is in the collection\'s currency, which the data said');
    assert.match(tooltip, new RegExp(`${label} 8.96 ETH, checked`));
    assert.doesNotMatch(`${row.description} ${tooltip}`, /\$|\bPrice\b/);
    const { fired } = evaluate(rule, first, { value: 10.5, at: T0 + 60_000, currency: 'ETH' }, T0 + 60_000);
    assert.equal(fired!.message, `CryptoPunks: ${label} above 10 ETH (from 8.96 ETH to 10.5 ETH).`);

    // a rule whose line was given in ETH, checked where the data did not say the currency
    const inEth = buildRule({ subject: PUNKS, metric: 'floorPrice', condition: 'below', value: 5, currency: 'eth' }, T0);
    assert.ok(typeof inEth !== 'string', String(inEth));
    assert.deepEqual([inEth.currency, inEth.name], ['ETH', 'CryptoPunks floor < 5 ETH']);
    const noCurrency = evaluate(inEth, initialState(), { value: 4.5, at: T0 }, T0);
    assert.equal(noCurrency.fired!.message, `CryptoPunks: ${label} below 5 ETH (now 4.5 ETH).`);
    assert.equal(ruleRow(inEth, noCurrency.state, T0).description!.split(' · ')[1], `${label} 4.5 ETH`);
    // a line of another currency than the data's is never compared with it
    const other = evaluate(inEth, initialState(), { value: 1, at: T0, currency: 'SOL' }, T0);
    assert.equal(other.fired, undefined);
    assert.equal(other.state.status, 'waiting');
    assert.equal(other.state.note, 'The line is in ETH but the data is in SOL: edit the rule to give the line in SOL.');
  });

  it('its default name in short, as the catalogue writes the floor short; a name of the person\'s own shows the line', () => {
    const rule = (condition: Parameters<typeof shortName>[0]['condition'], currency?: string): string =>
      shortName({ subject: PUNKS, metric: 'floorPrice', condition, ...(currency ? { currency } : {}) });
    assert.equal(rule({ kind: 'above', value: 10 }, 'ETH'), 'CryptoPunks floor > 10 ETH');
    assert.equal(rule({ kind: 'crosses', value: 0.5 }, 'ETH'), 'CryptoPunks floor crosses 0.5 ETH');
    assert.equal(rule({ kind: 'changesBy', percent: 20, windowMinutes: 1440, direction: 'down' }, 'ETH'), 'CryptoPunks floor −20% in 1 d');
    assert.equal(rule({ kind: 'above', value: 10 }), 'CryptoPunks floor > 10 in the collection\'s currency');
    // the line with every digit typed, as the rule's sentence says it (not rounded as a value on screen)
    assert.equal(rule({ kind: 'above', value: 0.12345 }, 'ETH'), 'CryptoPunks floor > 0.12345 ETH');
    assert.equal(rule({ kind: 'below', value: 1234.56789 }, 'ETH'), 'CryptoPunks floor < 1,234.56789 ETH');
    assert.equal(rule({ kind: 'crosses', value: 0.000012345 }), 'CryptoPunks floor crosses 0.000012345 in the collection\'s currency');
    const typed = buildRule({ subject: PUNKS, metric: 'floorPrice', condition: 'above', value: 0.12345, currency: 'ETH' }, T0);
    assert.ok(typeof typed !== 'string', String(typed));
    assert.equal(describeRule(typed), `CryptoPunks: ${label} above 0.12345 ETH`);
    assert.equal(typed.name, 'CryptoPunks floor > 0.12345 ETH', 'the name says the line the sentence says');
    const own = buildRule({ subject: PUNKS, metric: 'floorPrice', condition: 'above', value: 10, currency: 'ETH', name: 'punks moon' }, T0);
    assert.ok(typeof own !== 'string', String(own));
    const row = ruleRow(own, { ...initialState(), status: 'armed', lastValue: 8.96, currency: 'ETH' }, T0);
    assert.equal(row.description, `armed · ${label} 8.96 ETH · floor > 10 ETH`);
  });
});
