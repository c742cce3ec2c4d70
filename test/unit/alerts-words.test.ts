// An alert's words said once: short default names ("BTC > $80K") with the whole sentence in the
// tooltip once, the demo mark added once by whatever shows the words (never stored in them), and
// the digest's line without the rule's name where that name says what the message says. Alerts
// saved by earlier versions (a whole sentence as the name, the mark inside the message) read the
// same way.
import * as assert from 'node:assert/strict';
import { evaluate, initialState } from '../../src/features/alerts/core/evaluate';
import { buildRule } from '../../src/features/alerts/core/flow';
import type { AlertRule } from '../../src/features/alerts/core/model';
import { ALERT_KINDS, conditionsFor, describeRule, KIND_METRICS } from '../../src/features/alerts/core/model';
import type { Condition, ConditionKind } from '../../src/features/alerts/core/model';
import { firedSection } from '../../src/features/alerts/noteLine';
import { ruleRow } from '../../src/features/alerts/core/rows';
import { isDefaultName, shortName } from '../../src/features/alerts/shortName';
import { AlertStore, HISTORY_KEY, RULES_KEY } from '../../src/features/alerts/core/store';
import { withDemoMark } from '../../src/shared/format/demoMark';
import type { DigestData } from '../../src/features/digest/core/types';
import { firedSince } from '../../src/features/digest/core/firedAlerts';
import { digestMarkdown } from '../../src/features/digest/core/markdown';
import { MemoryMemento } from './memento';

const T0 = Date.UTC(2026, 10, 25, 9);
const btc = { kind: 'coin' as const, id: 'bitcoin', title: 'Bitcoin (BTC)' };

function priceRule(extra: Partial<AlertRule> = {}): AlertRule {
  const rule = buildRule({ subject: btc, metric: 'price', condition: 'above', value: 80_000 }, T0);
  assert.ok(typeof rule !== 'string', String(rule));
  return { ...rule, ...extra };
}

const count = (text: string, part: string): number => text.split(part).length - 1;

/** Any run of `n` words said twice in a row, as "X: X" or "(demo data) (demo data)". */
function repeated(text: string, n = 3): string | undefined {
  const words = text.split(/\s+/).filter(Boolean);
  for (let len = n; len <= words.length / 2; len++) {
    for (let i = 0; i + 2 * len <= words.length; i++) {
      const a = words.slice(i, i + len).join(' ').replace(/[:.]$/, '');
      const b = words.slice(i + len, i + 2 * len).join(' ').replace(/[:.]$/, '');
      if (a === b) return a;
    }
  }
  for (let i = 0; i + 4 <= words.length; i++) if (words.slice(i, i + 2).join(' ') === words.slice(i + 2, i + 4).join(' ')) return words.slice(i, i + 2).join(' ');
  return undefined;
}

function digestOf(alerts: DigestData['alerts'], demo: boolean): string {
  const data: DigestData = { sections: ['alerts'], lacking: {}, watchlist: [], whatsup: [], posts: [], alerts, spending: { budget: 1, spent: 0, cached: 0, leftOut: [] } };
  const out = digestMarkdown(data, { at: T0, demo, planLabel: 'Builder', timeZone: 'UTC' });
  return out.split('\n').find((l) => l.startsWith('- '))!;
}

describe('alerts: short names', () => {
  it('names a rule by its subject and condition compactly', () => {
    const topic = { kind: 'topic' as const, id: 'solana', title: 'Solana' };
    const cases: [Parameters<typeof shortName>[0], string][] = [
      [{ subject: btc, metric: 'price', condition: { kind: 'above', value: 80_000 } }, 'BTC > $80K'],
      // the level as the rule's sentence states it ("below $0.5"), not rounded for display
      [{ subject: btc, metric: 'price', condition: { kind: 'below', value: 0.5 } }, 'BTC < $0.5'],
      [{ subject: btc, metric: 'price', condition: { kind: 'changesBy', percent: 5, windowMinutes: 60, direction: 'down' } }, 'BTC price −5% in 1 h'],
      [{ subject: topic, metric: 'topicRank', condition: { kind: 'entersTop', n: 10 } }, 'Solana rank top 10'],
      [{ subject: topic, metric: 'sentiment', condition: { kind: 'sentimentCrosses', level: 40, direction: 'down' } }, 'Solana sentiment ↓ 40%'],
      [{ subject: topic, metric: 'interactions', condition: { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' } }, 'Solana interactions unusual (3σ)'],
      [{ subject: btc, metric: 'postsActive', condition: { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 } }, 'BTC posts +50% in 1 d, price flat'],
      [{ subject: btc, metric: 'galaxyScore', condition: { kind: 'above', value: 70 } }, 'BTC Galaxy Score > 70'],
    ];
    for (const [rule, name] of cases) assert.equal(shortName(rule), name);
  });

  it('states the threshold the sentence states, never one rounded for display', () => {
    const topic = { kind: 'topic' as const, id: 'bitcoin', title: 'Bitcoin' };
    const cases: [Parameters<typeof shortName>[0], string, string][] = [
      [{ subject: topic, metric: 'sentiment', condition: { kind: 'sentimentCrosses', level: 40.5, direction: 'up' } }, 'Bitcoin sentiment ↑ 40.5%', 'turns up through 40.5%'],
      [{ subject: btc, metric: 'price', condition: { kind: 'above', value: 999.999 } }, 'BTC > $999.999', 'above $999.999'],
      [{ subject: btc, metric: 'price', condition: { kind: 'above', value: 80_555 } }, 'BTC > $80,555', 'above $80,555'],
      [{ subject: btc, metric: 'price', condition: { kind: 'below', value: 999_999 } }, 'BTC < $999,999', 'below $999,999'],
      [{ subject: btc, metric: 'price', condition: { kind: 'above', value: 1_250_000 } }, 'BTC > $1,250,000', 'above $1,250,000'],
      [{ subject: btc, metric: 'price', condition: { kind: 'above', value: 80_500 } }, 'BTC > $80.5K', 'above $80,500'],
    ];
    for (const [rule, name, sentence] of cases) {
      assert.equal(shortName(rule), name);
      assert.ok(describeRule(rule).endsWith(sentence), describeRule(rule));
    }
  });

  it('a name an earlier version gave by default, rounded for display, is still the default: it follows the rule, the row shows no level twice', () => {
    const sentiment = buildRule({ subject: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, metric: 'sentiment', condition: 'sentimentCrosses', value: 40.5, direction: 'up' }, T0);
    assert.ok(typeof sentiment === 'object', String(sentiment));
    const old = { ...sentiment, name: 'Bitcoin sentiment ↑ 41%' };
    assert.equal(isDefaultName(old), true);
    assert.equal(ruleRow(old, initialState(), T0).description, ruleRow(sentiment, initialState(), T0).description);
    const price = { ...priceRule(), condition: { kind: 'above', value: 999.999 } as const };
    assert.equal(isDefaultName({ ...price, name: 'BTC > $1,000.00' }), true);
    assert.equal(isDefaultName({ ...price, name: 'Moon watch' }), false);
  });

  it('the Alerts view shows the short name, the state first in the description, the sentence once in the tooltip', () => {
    const rule = priceRule();
    assert.equal(rule.name, 'BTC > $80K');
    const row = ruleRow(rule, initialState(), T0);
    assert.equal(row.label, 'BTC > $80K');
    assert.match(row.description!, /^waiting for data/);
    const armed = ruleRow(rule, { ...initialState(), status: 'armed', lastValue: 84_559.9 }, T0);
    assert.match(armed.description!, /^armed · Price \$84,559\.90$/);
    // (the tooltip is escaped markdown)
    const tooltip = armed.tooltip!.replace(/\\(.)/g, '$1');
    assert.equal(count(tooltip, 'Bitcoin (BTC): Price above $80,000'), 1, tooltip);
    assert.equal(count(tooltip, 'BTC > $80K'), 1, tooltip);
    assert.equal(ruleRow({ ...rule, paused: true }, initialState(), T0).icon, 'debug-pause');
  });

  it('a name of the person\'s own keeps the level in the description', () => {
    const row = ruleRow(priceRule({ name: 'Moon watch' }), { ...initialState(), status: 'fired', firedAt: T0 }, T0);
    assert.match(row.description!, /^fired at 09:00 UTC · > \$80K$/);
  });

  it('a rule saved by an earlier version, named by its whole sentence, reads with the short name', async () => {
    const memento = new MemoryMemento();
    const old = priceRule();
    await memento.update(RULES_KEY, [{ ...old, name: describeRule(old) }, { ...old, id: 'r2', name: 'Moon watch' }]);
    assert.deepEqual(new AlertStore(memento).rules().map((r) => r.name), ['BTC > $80K', 'Moon watch']);
  });

  it('a rule\'s sentence has one colon, after its subject, for every condition of every figure; the verb agrees with a plural figure', () => {
    const sample: Record<ConditionKind, Condition> = {
      above: { kind: 'above', value: 50 }, below: { kind: 'below', value: 40 }, crosses: { kind: 'crosses', value: 45 },
      changesBy: { kind: 'changesBy', percent: 5, windowMinutes: 60, direction: 'down' }, entersTop: { kind: 'entersTop', n: 10 },
      unusual: { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' }, diverges: { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 },
      sentimentCrosses: { kind: 'sentimentCrosses', level: 40, direction: 'down' }, sentimentDrops: { kind: 'sentimentDrops', points: 10, windowHours: 24 },
    };
    for (const kind of ALERT_KINDS) {
      for (const metric of KIND_METRICS[kind]) {
        for (const c of conditionsFor(metric, kind)) {
          const sentence = describeRule({ subject: { kind, id: 'x', title: 'Solana' }, metric, condition: sample[c] });
          assert.equal(count(sentence, ':'), 1, sentence);
          assert.ok(sentence.startsWith('Solana: '), sentence);
        }
      }
    }
    const solana = { kind: 'coin' as const, id: 'solana', title: 'Solana' };
    assert.equal(describeRule({ subject: solana, metric: 'interactions', condition: { kind: 'unusual', k: 3, windowDays: 7, bucket: 'day' } }),
      'Solana: Interactions unusually high, the latest day at least 3 deviations above the last 7 days');
    assert.equal(describeRule({ subject: solana, metric: 'contributorsActive', condition: sample.diverges }),
      'Solana: Active contributors rise by 50% within 1 d while the price moves less than 2% (or falls)');
    const musk = { kind: 'creator' as const, id: 'elonmusk', title: 'Elon Musk' };
    assert.equal(describeRule({ subject: musk, metric: 'followers', condition: sample.crosses }), 'Elon Musk: Followers cross 45');
    assert.equal(describeRule({ subject: musk, metric: 'followers', condition: sample.changesBy }), 'Elon Musk: Followers fall by 5% within 1 h');
    assert.equal(describeRule({ subject: btc, metric: 'galaxyScore', condition: sample.crosses }), 'Bitcoin (BTC): Galaxy Score crosses 45');
  });

  it('a rule an earlier version named by its sentence in the earlier words reads with the short name', async () => {
    const solana = { kind: 'coin' as const, id: 'solana', title: 'Solana' };
    const unusual: AlertRule = { ...priceRule(), id: 'r1', subject: solana, metric: 'interactions', condition: { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' } };
    const diverges: AlertRule = { ...priceRule(), id: 'r2', subject: solana, metric: 'postsActive', condition: { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 } };
    const followers: AlertRule = { ...priceRule(), id: 'r3', subject: { kind: 'creator', id: 'elonmusk', title: 'Elon Musk' }, metric: 'followers', condition: { kind: 'changesBy', percent: 5, windowMinutes: 60, direction: 'up' } };
    const memento = new MemoryMemento();
    await memento.update(RULES_KEY, [
      { ...unusual, name: 'Solana: Interactions unusually high: the latest hour at least 3 deviations above the same hour of the last 7 days' },
      { ...diverges, name: 'Solana: Active posts rises by 50% within 1 d while the price moves less than 2% (or falls)' },
      { ...followers, name: 'Elon Musk: Followers rises by 5% within 1 h' },
    ]);
    assert.deepEqual(new AlertStore(memento).rules().map((r) => r.name), [shortName(unusual), shortName(diverges), shortName(followers)]);
  });

  it('cuts a long name between characters, never inside an emoji', () => {
    const loneHalf = /\p{Cs}/u;
    // the 29th and 30th UTF-16 units are the two halves of the rocket
    const rocket = { kind: 'topic' as const, id: 'x', title: `${'a'.repeat(28)}🚀🚀 launch` };
    const name = shortName({ subject: rocket, metric: 'topicRank', condition: { kind: 'entersTop', n: 10 } });
    assert.ok(!loneHalf.test(name), JSON.stringify(name));
    assert.equal(name, `${'a'.repeat(28)}… rank top 10`);
    const typed = buildRule({ subject: btc, metric: 'price', condition: 'above', value: 80_000, name: `${'x'.repeat(119)}🚀` }, T0);
    assert.ok(typeof typed !== 'string', String(typed));
    assert.ok(!loneHalf.test(typed.name), JSON.stringify(typed.name.slice(-3)));
    assert.equal(typed.name, 'x'.repeat(119));
  });
});

describe('alerts: the words said once', () => {
  it('a firing from demo data: its words unmarked, marked once where shown', () => {
    const { fired } = evaluate(priceRule(), initialState(), { value: 84_559.9, at: T0, demo: true }, T0);
    assert.equal(fired!.message, 'Bitcoin (BTC): Price above $80,000 (now $84,559.90).');
    assert.equal(fired!.ownName, false);
    assert.equal(count(withDemoMark(fired!.message, fired!.demo), '(demo data)'), 1);
    assert.equal(count(firedSection(fired!, 'UTC').body, '(demo data)'), 1);
  });

  it('the digest line of the issue\'s example says each thing once', () => {
    const { fired } = evaluate(priceRule(), initialState(), { value: 84_559.9, at: T0, demo: true }, T0);
    const line = digestOf(firedSince([fired], 0), false);
    assert.equal(line, '- 2026-11-25 09:00 UTC: Bitcoin (BTC): Price above $80,000 (now $84,559.90). (demo data)');
    assert.equal(repeated(line), undefined);
    // a digest written on demo data says so at its top: no mark on each line
    assert.equal(count(digestOf(firedSince([fired], 0), true), 'demo data'), 0);
  });

  it('the digest names a rule whose name is the person\'s own', () => {
    const { fired } = evaluate(priceRule({ name: 'Moon watch' }), initialState(), { value: 84_559.9, at: T0 }, T0);
    assert.equal(digestOf(firedSince([fired], 0), false), '- 2026-11-25 09:00 UTC: **Moon watch**: Bitcoin (BTC): Price above $80,000 (now $84,559.90).');
  });

  it('history saved by an earlier version (sentence name, mark inside the message) reads without the repeats', async () => {
    const old = {
      ruleId: 'r1', name: 'Bitcoin (BTC): Price above $80,000', subject: btc, metric: 'price', to: 84_559.9, at: T0, demo: true,
      message: 'Bitcoin (BTC): Price above $80,000 (now $84,559.9). (demo data)',
    };
    const line = digestOf(firedSince([old, { ...old, name: 'Moon watch', at: T0 - 1 }], 0), false);
    assert.equal(line, '- 2026-11-25 09:00 UTC: Bitcoin (BTC): Price above $80,000 (now $84,559.9). (demo data)');
    assert.equal(repeated(line), undefined);
    assert.equal(firedSince([{ ...old, name: 'Moon watch' }], 0)[0]!.name, 'Moon watch');
    const memento = new MemoryMemento();
    await memento.update(HISTORY_KEY, [old]);
    assert.equal(new AlertStore(memento).history()[0]!.message, 'Bitcoin (BTC): Price above $80,000 (now $84,559.9).');
  });
});
