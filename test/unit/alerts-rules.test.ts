// Alert rules without the network: the model's checks, every condition, hysteresis, cool-down,
// snooze, stale and demo data, the store (persistence, a corrupt store, export and import) and
// the election between windows.
import * as assert from 'node:assert/strict';
import { LeaderElection, LEASE_KEY, LEASE_MS } from '../../src/features/alerts/core/election';
import type { Observation, RuleState } from '../../src/features/alerts/core/evaluate';
import { editChange, evaluate, holds, initialState, stateAfterEdit } from '../../src/features/alerts/core/evaluate';
import type { AlertRule, Condition } from '../../src/features/alerts/core/model';
import { conditionProblem, describeRule, parseRule, RULES_MAX } from '../../src/features/alerts/core/model';
import { alertRequests, budgetText, durationText } from '../../src/features/alerts/core/cost';
import { backgroundDelayMs } from '../../src/editor/background/refreshPolicy';
import { roundRequests } from '../../src/editor/background/roundCost';
import { vsMedian } from '../../src/features/alerts/conditions/median';
import { AlertStore, EXPORT_FORMAT, HISTORY_KEY, RULES_KEY, STATES_KEY } from '../../src/features/alerts/core/store';
import { PLANS } from '../../src/service/api/plans';
import { buildRule, inputOf, suggestedName } from '../../src/features/alerts/core/flow';
import { figure } from '../../src/shared/figures/catalogue';
import { isSentenceName, shortName } from '../../src/features/alerts/shortName';
import { MemoryMemento } from './memento';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 5, 10);
const SOURCE = 'demo';
const btc = { kind: 'coin' as const, id: '1', title: 'Bitcoin (BTC)' };

function rule(condition: Condition, extra: Partial<AlertRule> = {}): AlertRule {
  return { id: 'r1', name: 'BTC line', subject: btc, metric: 'price', condition, cooldownMinutes: 0, paused: false, createdAt: T0, ...extra };
}

/** Runs values through one rule, a check a minute; returns at which steps it fired. */
function run(r: AlertRule, values: (number | undefined)[], obs: Partial<Observation> = {}, start: RuleState = initialState()): { fired: number[]; state: RuleState } {
  let state = start;
  const fired: number[] = [];
  values.forEach((value, i) => {
    const t = T0 + i * MIN;
    const e = evaluate(r, state, { value, at: t, ...obs }, t);
    state = e.state;
    if (e.fired) fired.push(i);
  });
  return { fired, state };
}

describe('alert rules: model', () => {
  it('accepts only metrics the subject has and conditions that fit the metric', () => {
    assert.equal(typeof parseRule(rule({ kind: 'above', value: 70_000 })), 'object');
    assert.match(String(parseRule({ ...rule({ kind: 'above', value: 1 }), metric: 'followers' })), /has no Followers/);
    assert.match(String(parseRule(rule({ kind: 'entersTop', n: 10 }))), /applies to ranks/);
    assert.equal(typeof parseRule({ ...rule({ kind: 'entersTop', n: 10 }), metric: 'altRank' }), 'object');
    assert.match(String(parseRule(rule({ kind: 'changesBy', percent: 0, windowMinutes: 60, direction: 'up' }))), /above 0/);
    assert.match(String(parseRule({ ...rule({ kind: 'above', value: 1 }), subject: { kind: 'post', id: 'tweet::1', title: 'x' } })), /subject/);
    assert.match(String(parseRule({ ...rule({ kind: 'above', value: 1 }), name: '' })), /name/);
    assert.equal(describeRule(rule({ kind: 'above', value: 70_000 })), 'Bitcoin (BTC): Price above $70,000');
  });

  it("a topic's line reads Sentiment across networks, its hourly sentiment only the series conditions; older rules say what they always read", () => {
    const ai = { kind: 'topic' as const, id: 'ai', title: 'AI' };
    const line = rule({ kind: 'above', value: 60 }, { subject: ai, metric: 'topicSentiment', name: 'AI line' });
    assert.equal(describeRule(line as AlertRule), 'AI: Sentiment across networks above 60%');
    const saved = parseRule({ ...line, metric: 'sentiment' });
    assert.equal(typeof saved === 'object' && saved.metric, 'topicSentiment', 'a rule saved before keeps its value, under its own label');
    const turn = parseRule(rule({ kind: 'sentimentCrosses', level: 50, direction: 'up' }, { subject: ai, metric: 'sentiment' }));
    assert.equal(typeof turn === 'object' && turn.metric, 'sentiment', 'the hourly turn reads the service\'s sentiment');
    assert.match(String(conditionProblem('sentiment', { kind: 'changesBy', percent: 5, windowMinutes: 60, direction: 'up' }, 'topic')),
      /topic's sentiment is read per hour from its series: use a sentiment turn, or watch Sentiment across networks/);
    assert.equal(parseRule({ ...rule({ kind: 'above', value: 60 }), metric: 'topicSentiment' }), 'rule "BTC line": a coin has no Sentiment across networks');
  });

  it('the median of the seven days before the latest', () => {
    const pts = [10, 20, 30, 40, 50, 60, 70, 160].map((interactions, i) => ({ time: i, interactions }));
    assert.equal(vsMedian(pts), 400); // median of 10..70 is 40; 160 is 400 %
    assert.equal(vsMedian(pts.slice(0, 2)), undefined);
  });
});

describe('alert rules: an edit that changes nothing', () => {
  const ai = { kind: 'topic' as const, id: 'ai', title: 'AI' };
  const made: AlertRule[] = [
    rule({ kind: 'above', value: 80_000 }),
    rule({ kind: 'changesBy', percent: 7.5, windowMinutes: 240, direction: 'down' }),
    rule({ kind: 'entersTop', n: 10 }, { metric: 'altRank' }),
    rule({ kind: 'unusual', k: 2.5, windowDays: 14, bucket: 'day' }, { subject: ai, metric: 'interactions' }),
    rule({ kind: 'unusual', k: 3, windowDays: 30, bucket: 'hour' }, { subject: ai, metric: 'postsActive' }),
    rule({ kind: 'diverges', risePercent: 40, pricePercent: 1.5, windowHours: 12 }, { metric: 'interactions' }),
    rule({ kind: 'sentimentCrosses', level: 60, direction: 'up' }, { subject: ai, metric: 'sentiment' }),
    rule({ kind: 'sentimentDrops', points: 8, windowHours: 6 }, { subject: ai, metric: 'sentiment' }),
  ];
  for (const r of made) {
    it(`keeps a ${r.condition.kind} rule as it was${r.condition.kind === 'unusual' ? ` (by ${r.condition.bucket})` : ''}`, () => {
      assert.equal(typeof parseRule(r), 'object', 'a valid rule to start from');
      assert.deepEqual(buildRule(inputOf(r), T0 + MIN, r), r);
    });
  }
});

describe('alert rules: an edit keeps the state of what it did not change', () => {
  const line = rule({ kind: 'above', value: 70_000 }, { cooldownMinutes: 60 });
  // fired at the second check; the price has stayed above the line since
  const fired = run(line, [69_000, 70_500, 70_600, 70_650]).state;

  it('a rename or a new cool-down keeps it fired: the next check with the value still above fires nothing', () => {
    for (const edited of [{ ...line, name: 'Bitcoin over 70K' }, { ...line, cooldownMinutes: 5 }, { ...line }]) {
      assert.equal(editChange(line, edited), 'none');
      const kept = stateAfterEdit(fired, editChange(line, edited));
      assert.deepEqual(kept, fired, 'armed, when it fired and the samples kept');
      const later = T0 + 120 * MIN;
      assert.equal(evaluate(edited, kept, { value: 70_700, at: later }, later).fired, undefined);
    }
  });

  it('a new condition arms it again, keeping the values; new data starts it again, keeping when it fired', () => {
    const changed: [AlertRule, string][] = [
      [{ ...line, condition: { kind: 'above', value: 70_100 } }, 'condition'],
      [{ ...line, condition: { kind: 'below', value: 70_000 } }, 'condition'],
      [{ ...line, currency: 'EUR' }, 'condition'],
      [{ ...line, subject: { ...btc, id: '2', title: 'Ethereum' } }, 'data'],
      [{ ...line, subject: { ...btc, title: 'Bitcoin' } }, 'none'],
      [{ ...line, metric: 'galaxyScore' }, 'data'],
    ];
    for (const [edited, change] of changed) assert.equal(editChange(line, edited), change, JSON.stringify(edited));
    const window = rule({ kind: 'changesBy', percent: 5, windowMinutes: 60, direction: 'up' });
    for (const edited of [{ ...window.condition, windowMinutes: 120 }, { ...window.condition, direction: 'either' as const }, { ...window.condition, percent: 6 }]) {
      assert.equal(editChange(window, { ...window, condition: edited }), 'condition', JSON.stringify(edited));
    }
    const rearmed = stateAfterEdit(fired, 'condition');
    assert.deepEqual(rearmed, { ...fired, armed: true });
    const restarted = stateAfterEdit(fired, 'data');
    assert.deepEqual([restarted.armed, restarted.samples, restarted.lastValue, restarted.firedAt], [true, [], undefined, fired.firedAt]);
  });
});

describe('alert rules: the name an edit suggests', () => {
  it('a default name follows the new condition; a name of the person\'s own stays', () => {
    const made = buildRule({ subject: btc, metric: 'price', condition: 'above', value: 80_000 }, T0);
    assert.ok(typeof made === 'object');
    const start = inputOf(made);
    const below = { ...start, condition: 'below' as const, value: 60_000 };
    assert.equal(made.name, 'BTC > $80K');
    assert.equal(suggestedName(below, start), 'BTC < $60K', 'not the old condition\'s default');
    assert.equal(suggestedName(below, { ...start, name: 'my BTC line' }), 'my BTC line');
    assert.equal(suggestedName({ ...below, name: undefined }), 'BTC < $60K', 'a new rule: the default');
  });
});

describe('alert rules: conditions and hysteresis', () => {
  it('above: fires once when it becomes true, again only after it was false', () => {
    assert.deepEqual(run(rule({ kind: 'above', value: 100 }), [90, 101, 105, 110, 99, 120, 130]).fired, [1, 5]);
  });

  it('below', () => {
    assert.deepEqual(run(rule({ kind: 'below', value: 100 }), [110, 99, 98, 101, 97]).fired, [1, 4]);
  });

  it('crosses: either way, and only on a crossing (needs an earlier value)', () => {
    assert.deepEqual(run(rule({ kind: 'crosses', value: 100 }), [90, 95, 105, 106, 98, 97, 101]).fired, [2, 4, 6]);
    assert.equal(holds({ kind: 'crosses', value: 100 }, 120, undefined, [], T0), undefined);
  });

  it('changes by N% within a window, by direction', () => {
    const up = rule({ kind: 'changesBy', percent: 10, windowMinutes: 3, direction: 'up' });
    // 100 → 111 within 3 min fires; a climb of 4 a minute only when 3 min add up to 10 %
    assert.deepEqual(run(up, [100, 105, 111, 111, 111, 111]).fired, [2]);
    assert.deepEqual(run(up, [100, 104, 108, 112, 116]).fired, [3]);
    assert.deepEqual(run({ ...up, condition: { ...up.condition, windowMinutes: 2 } as Condition }, [100, 104, 108, 112, 116]).fired, [], 'never 10 % within 2 min');
    const down = rule({ kind: 'changesBy', percent: 10, windowMinutes: 60, direction: 'down' });
    assert.deepEqual(run(down, [100, 120, 95, 80]).fired, [2]);
    const either = rule({ kind: 'changesBy', percent: 10, windowMinutes: 60, direction: 'either' });
    assert.deepEqual(run(either, [100, 89]).fired, [1]);
    assert.equal(run(either, [100]).state.status, 'waiting', 'one value: nothing to compare with yet');
  });

  it('a figure in percent changes by points, said as points wherever the rule is said', () => {
    const dominance = rule({ kind: 'changesBy', percent: 5, windowMinutes: 60, direction: 'either' }, { metric: 'socialDominance', name: 'BTC dominance ±5 pts in 1 h' });
    // 10% → 10.5% is half a point, not a change by 5
    assert.deepEqual(run(dominance, [10, 10.5, 12]).fired, []);
    const moved = run(dominance, [10, 15.5]);
    assert.deepEqual(moved.fired, [1]);
    const { fired } = evaluate(dominance, run(dominance, [10]).state, { value: 15.5, at: T0 + MIN }, T0 + MIN);
    assert.match(fired!.message, /changes by 5 points within 1 h/);
    assert.equal(describeRule(dominance), 'Bitcoin (BTC): Social dominance changes by 5 points within 1 h');
    assert.equal(shortName(dominance), 'BTC dominance ±5 pts in 1 h');
    const sentiment = rule({ kind: 'changesBy', percent: 1, windowMinutes: 60, direction: 'down' }, { metric: 'sentiment' });
    assert.deepEqual(run(sentiment, [80, 79.2, 79]).fired, [2], '80 → 79 is a fall of one point');
    assert.match(describeRule(sentiment), /falls by 1 point within 1 h$/);
    assert.match(String(conditionProblem('sentiment', { kind: 'changesBy', percent: 0, windowMinutes: 60, direction: 'up' })), /above 0 and at most 10000 points/);
    // a price still changes by a percentage of itself
    const price = rule({ kind: 'changesBy', percent: 5, windowMinutes: 60, direction: 'up' });
    assert.deepEqual(run(price, [100, 105]).fired, [1]);
    assert.match(describeRule(price), /rises by 5% within 1 h$/);
    // a name an earlier version gave such a rule in % is a default one, read as today's in points
    assert.ok(isSentenceName({ ...dominance, name: 'BTC dominance ±5% in 1 h' }));
    assert.ok(isSentenceName({ ...dominance, name: 'Bitcoin (BTC): Social dominance changes by 5% within 1 h' }));
    assert.ok(!isSentenceName({ ...price, name: 'BTC price +5 pts in 1 h' }));
  });

  it('a rank\'s line says which way is better wherever the rule is said: its sentence, its name, a firing; names earlier versions gave it are renamed (failed before: "AltRank above #50", "BTC AltRank > #50")', async () => {
    const worse = rule({ kind: 'above', value: 50 }, { metric: 'altRank', name: 'BTC AltRank > #50' });
    const better = rule({ kind: 'below', value: 10 }, { metric: 'altRank' });
    assert.equal(describeRule(worse), 'Bitcoin (BTC): AltRank worse than #50 (a number above 50)');
    assert.equal(describeRule(better), 'Bitcoin (BTC): AltRank better than #10 (a number below 10)');
    assert.equal(shortName(worse), 'BTC AltRank worse than #50');
    assert.equal(shortName(better), 'BTC AltRank better than #10');
    const { fired } = evaluate(worse, run(worse, [40]).state, { value: 60, at: T0 + MIN }, T0 + MIN);
    assert.equal(fired!.message, 'Bitcoin (BTC): AltRank worse than #50 (a number above 50) (from #40 to #60).');
    // the name and the sentence of earlier versions are default names: read, they are today's
    for (const name of ['BTC AltRank > #50', 'Bitcoin (BTC): AltRank above #50']) assert.ok(isSentenceName({ ...worse, name }), name);
    assert.ok(isSentenceName({ ...better, name: 'BTC AltRank < #10' }));
    assert.ok(!isSentenceName({ ...rule({ kind: 'above', value: 50 }), name: 'BTC > $50' }), 'a price\'s line says its way already');
    const memento = new MemoryMemento();
    await memento.update(RULES_KEY, [worse]);
    assert.equal(new AlertStore(memento).rules()[0]!.name, 'BTC AltRank worse than #50');
  });

  it('enters the top N (ranks)', () => {
    const r = rule({ kind: 'entersTop', n: 10 }, { metric: 'altRank' });
    assert.deepEqual(run(r, [40, 12, 10, 3, 11, 9]).fired, [2, 5]);
  });

  it('a condition already true at the first check fires once, not at every poll', () => {
    const { fired, state } = run(rule({ kind: 'above', value: 100 }), [150, 150, 151, 152]);
    assert.deepEqual(fired, [0]);
    assert.equal(state.status, 'fired');
    assert.equal(state.checks, 4);
  });

  it('cool-down: a re-arm inside it waits, and fires at the first check after it if still true', () => {
    const r = rule({ kind: 'above', value: 100 }, { cooldownMinutes: 5 });
    // fires at 1; false at 2 (re-armed); true from 3 but cooling until minute 6
    assert.deepEqual(run(r, [90, 101, 90, 101, 101, 101, 101, 101]).fired, [1, 6]);
    // false again before the cool-down ends: nothing
    assert.deepEqual(run(r, [90, 101, 90, 101, 90, 90, 90, 90]).fired, [1]);
  });

  it('snooze: quiet until it ends, then fires if still true', () => {
    const r = rule({ kind: 'above', value: 100 });
    const start = { ...initialState(), snoozedUntil: T0 + 3 * MIN };
    assert.deepEqual(run(r, [101, 101, 101, 101, 101], {}, start).fired, [3]);
  });

  it('never fires from stale data, and says so', () => {
    const r = rule({ kind: 'above', value: 100 });
    const { fired, state } = run(r, [150, 150], { stale: 'the service could not be reached' });
    assert.deepEqual(fired, []);
    assert.equal(state.status, 'stale');
    assert.match(state.note ?? '', /not up to date/i);
  });

  it('fires from demo data only saying so', () => {
    const e = evaluate(rule({ kind: 'above', value: 100 }), initialState(), { value: 150, at: T0, demo: true }, T0);
    assert.ok(e.fired?.demo);
    // the words stay unmarked: each place that shows them marks them once
    assert.doesNotMatch(e.fired!.message, /demo data/);
  });

  it('the message says what moved, from what to what', () => {
    const r = rule({ kind: 'above', value: 70_000 });
    const first = evaluate(r, initialState(), { value: 69_500, at: T0 }, T0).state;
    const e = evaluate(r, first, { value: 70_250, at: T0 + MIN }, T0 + MIN);
    assert.equal(e.fired!.message, 'Bitcoin (BTC): Price above $70,000 (from $69,500.00 to $70,250.00).');
    assert.deepEqual([e.fired!.from, e.fired!.to], [69_500, 70_250]);
  });

  it('a value the data lacks leaves the rule waiting; a paused rule is paused', () => {
    assert.equal(run(rule({ kind: 'above', value: 1 }), [undefined]).state.status, 'waiting');
    assert.equal(run(rule({ kind: 'above', value: 1 }, { paused: true }), [5]).state.status, 'paused');
  });
});

describe('alert rules: store', () => {
  it('keeps rules, states and history across instances (reloads)', async () => {
    const memento = new MemoryMemento();
    const store = new AlertStore(memento);
    const r = rule({ kind: 'above', value: 100 });
    await store.put(r);
    await store.setState(SOURCE, r.id, { ...initialState(), status: 'fired', firedAt: T0, armed: false });
    const fired = evaluate(r, initialState(), { value: 150, at: T0 }, T0).fired!;
    await store.addHistory([fired]);
    const again = new AlertStore(memento);
    assert.deepEqual(again.rules(), [r]);
    assert.equal(again.state(SOURCE, r.id).status, 'fired');
    assert.deepEqual(again.history(), [fired]);
    assert.equal(await again.remove(r.id), true);
    assert.deepEqual(new AlertStore(memento).states(SOURCE), {}, 'a deleted rule takes its state along');
  });

  it('a corrupt store: unreadable rules, states and history entries are skipped, the rest used', async () => {
    const memento = new MemoryMemento();
    const good = rule({ kind: 'above', value: 100 });
    await memento.update(RULES_KEY, [good, null, 42, { ...good, id: 'r2', metric: 'nonsense' }, { ...good, name: 'dup' }, { ...good, id: 'r3', condition: { kind: 'above', value: 'x' } }]);
    await memento.update(STATES_KEY, { [SOURCE]: 'garbage', other: { r1: { armed: true, status: 'armed', checks: 3, samples: [] } } });
    assert.equal(new AlertStore(memento).state(SOURCE, 'r1').status, 'waiting', 'an unreadable source starts afresh');
    await memento.update(STATES_KEY, { [SOURCE]: { r1: { armed: 'yes' }, r9: { armed: true, status: 'armed', checks: 1, samples: [[1, 2], 'x'] } } });
    await memento.update(HISTORY_KEY, 'garbage');
    const store = new AlertStore(memento);
    assert.deepEqual(store.rules(), [good]);
    assert.equal(store.problems().length, 5);
    assert.equal(store.state(SOURCE, 'r1').status, 'waiting', 'an unreadable state starts afresh');
    assert.deepEqual(store.states(SOURCE).r9?.samples, [[1, 2]]);
    assert.deepEqual(store.history(), []);
    await memento.update(RULES_KEY, { not: 'a list' });
    assert.deepEqual(new AlertStore(memento).rules(), []);
  });

  it('an edit made on a copy read before a delete or a pause does not bring the rule back nor undo the pause', async () => {
    const memento = new MemoryMemento();
    const store = new AlertStore(memento);
    const r = rule({ kind: 'above', value: 100 });
    await store.put(r);
    const copy = store.rule(r.id)!;   // the edit's wizard starts from this
    await new AlertStore(memento).setPaused(r.id, true);   // meanwhile, in another window
    await store.edit({ ...copy, condition: { kind: 'above', value: 120 } });
    assert.deepEqual(store.rule(r.id), { ...r, condition: { kind: 'above', value: 120 }, paused: true });
    await new AlertStore(memento).remove(r.id);
    await assert.rejects(store.edit({ ...copy, name: 'renamed' }, copy.name), /^Error: The alert "BTC line" was deleted while it was being edited; the change was not saved\.$/);
    assert.deepEqual(store.rules(), []);
    assert.equal(await store.setPaused(r.id, false), false, 'a pause of a deleted rule brings nothing back');
    assert.deepEqual(store.rules(), []);
  });

  it('rules this version cannot read (a newer version\'s metric) are written back as they were by every change made here', async () => {
    const memento = new MemoryMemento();
    const good = rule({ kind: 'above', value: 100 });
    const newer = { ...good, id: 'r2', name: 'from a newer version', metric: 'fear_greed' };
    const broken = { ...good, id: 'r3', condition: { kind: 'changesBy', percent: 20000, windowMinutes: 60, direction: 'up' } };
    await memento.update(RULES_KEY, [good, newer, broken, null, { ...good, name: 'dup' }]);
    const store = new AlertStore(memento);
    await store.put(rule({ kind: 'below', value: 50 }, { id: 'r4', name: 'new' }));
    await store.setAllPaused(true);
    await store.remove('r1');
    assert.deepEqual(store.rules().map((r) => r.id), ['r4']);
    assert.deepEqual(memento.get<unknown[]>(RULES_KEY)?.slice(1), [newer, broken], 'kept after the rules this version writes; not the null nor the second r1');
  });

  it('a rule saved when an NFT\'s figure was called its price reads as its floor: none lost, a default name renamed, its state and history kept', async () => {
    const memento = new MemoryMemento();
    const punks = { kind: 'nft' as const, id: 'cryptopunks', title: 'CryptoPunks' };
    const floor = figure('floor_price').label;
    // as earlier versions saved them: the metric `price`, which read the floor all along
    const named = { id: 'n1', name: 'CryptoPunks > $10.00', subject: punks, metric: 'price', condition: { kind: 'above', value: 10 }, cooldownMinutes: 30, paused: false, createdAt: T0 };
    const own = { ...named, id: 'n2', name: 'Punks dip', condition: { kind: 'changesBy', percent: 20, windowMinutes: 1440, direction: 'down' } };
    const sentence = { ...named, id: 'n3', name: 'CryptoPunks: Price below $5', condition: { kind: 'below', value: 5 }, paused: true };
    const coin = rule({ kind: 'above', value: 100 }, { id: 'c1' });
    await memento.update(RULES_KEY, [named, own, sentence, coin]);
    await memento.update(STATES_KEY, { [SOURCE]: { n1: { armed: true, status: 'armed', checks: 4, lastValue: 8.96, lastAt: T0, samples: [[T0, 8.96]] } } });
    const message = 'CryptoPunks: Price above $10 (from $9.50 to $10.20).';
    await memento.update(HISTORY_KEY, [{ ruleId: 'n1', name: named.name, subject: punks, metric: 'price', from: 9.5, to: 10.2, at: T0, demo: false, message }]);

    const store = new AlertStore(memento);
    assert.deepEqual(store.problems(), [], 'no rule is lost');
    const rules = store.rules();
    assert.deepEqual(rules.map((r) => [r.id, r.metric, r.name]), [
      ['n1', 'floorPrice', 'CryptoPunks floor > 10 in the collection\'s currency'],
      ['n2', 'floorPrice', 'Punks dip'],
      ['n3', 'floorPrice', 'CryptoPunks floor < 5 in the collection\'s currency'],
      ['c1', 'price', 'BTC line'],
    ]);
    assert.deepEqual(rules.map((r) => [r.condition, r.cooldownMinutes, r.paused, r.createdAt]), [named, own, sentence, coin].map((r) => [r.condition, r.cooldownMinutes, r.paused, r.createdAt]));
    assert.equal(describeRule(rules[0]!), `CryptoPunks: ${floor} above 10 in the collection's currency`);
    assert.equal(store.state(SOURCE, 'n1').lastValue, 8.96, 'its state (the floor it read) stays');
    assert.deepEqual(store.history().map((f) => [f.metric, f.message]), [['floorPrice', message]], 'what fired is kept as it was said');
    // checked as the floor it is
    const next = evaluate(rules[0]!, store.state(SOURCE, 'n1'), { value: 10.5, at: T0 + MIN, currency: 'ETH' }, T0 + MIN);
    assert.equal(next.fired!.message, `CryptoPunks: ${floor} above 10 ETH (from 8.96 ETH to 10.5 ETH).`);

    // the next change writes them with today's names, the floor still under `price` (which an
    // earlier version reads); an earlier version's export imports the same way
    await store.setAllPaused(false);
    const written = memento.get<{ metric: string; name: string }[]>(RULES_KEY)!;
    assert.deepEqual(written.map((r) => r.metric), ['price', 'price', 'price', 'price']);
    assert.deepEqual(written.map((r) => r.name), rules.map((r) => r.name));
    assert.deepEqual(new AlertStore(memento).rules().map((r) => r.name), rules.map((r) => r.name));
    const imported = new AlertStore(new MemoryMemento());
    assert.equal(await imported.importText(JSON.stringify({ format: EXPORT_FORMAT, version: 1, rules: [named, own], history: [] })), 2);
    assert.deepEqual(imported.rules().map((r) => [r.metric, r.name]), [['floorPrice', 'CryptoPunks floor > 10 in the collection\'s currency'], ['floorPrice', 'Punks dip']]);
    // a rule of today keeps the currency its line was given in
    const eth = parseRule({ ...named, metric: 'floorPrice', currency: 'eth', name: 'mine' });
    assert.equal(typeof eth === 'object' && eth.currency, 'ETH');
    assert.equal(typeof eth === 'object' && describeRule(eth), `CryptoPunks: ${floor} above 10 ETH`);
    assert.equal(parseRule({ ...coin, currency: 'ETH' }) && (parseRule({ ...coin, currency: 'ETH' }) as AlertRule).currency, undefined, 'a price has no currency of its own');
  });

  it('stores each metric under the oldest name that means the same, so a machine on the previous version (Settings Sync, an export) reads and keeps every rule and firing', async () => {
    // what the previous version knows: no `floorPrice` (an NFT's `price` was its floor); its parseRule and parseFired refuse any other name
    const PREVIOUS_METRICS = ['price', 'change24h', 'sentiment', 'topicSentiment', 'interactionsVsMedian', 'topicRank', 'galaxyScore', 'altRank', 'socialDominance', 'followers', 'interactions', 'postsActive', 'postsCreated', 'contributorsActive'];
    const PREVIOUS_NFT_METRICS = ['price', 'change24h', 'galaxyScore', 'altRank', 'socialDominance'];
    const memento = new MemoryMemento();
    const store = new AlertStore(memento);
    const punks = { kind: 'nft' as const, id: 'cryptopunks', title: 'CryptoPunks' };
    const ai = { kind: 'topic' as const, id: 'ai', title: 'AI' };
    const made: AlertRule[] = [
      rule({ kind: 'above', value: 10.125 }, { id: 'f1', subject: punks, metric: 'floorPrice', currency: 'ETH', name: 'CryptoPunks floor > 10.125 ETH' }),
      rule({ kind: 'changesBy', percent: 20, windowMinutes: 1440, direction: 'down' }, { id: 'f2', subject: punks, metric: 'floorPrice', name: 'Punks dip' }),
      rule({ kind: 'above', value: 60 }, { id: 't1', subject: ai, metric: 'topicSentiment', name: 'AI mood' }),
      rule({ kind: 'sentimentCrosses', level: 50, direction: 'down' }, { id: 't2', subject: ai, metric: 'sentiment', name: 'AI turns' }),
      rule({ kind: 'above', value: 100 }),
    ];
    for (const r of made) await store.put(r);
    const fired = { ruleId: 'f1', name: 'CryptoPunks floor > 10.125 ETH', subject: punks, metric: 'floorPrice' as const, from: 10, to: 10.5, at: T0, demo: false, message: 'CryptoPunks: Floor price above 10.125 ETH (from 10 ETH to 10.5 ETH).' };
    await store.addHistory([fired, { ...fired, ruleId: 't1', name: 'AI mood', subject: ai, metric: 'topicSentiment', at: T0 + MIN }]);

    // the raw JSON as synced: the floor under `price`, Sentiment across networks of a line under `sentiment` (which reads back as it)
    const rawRules = memento.get<{ id: string; metric: string; subject: { kind: string } }[]>(RULES_KEY)!;
    assert.deepEqual(rawRules.map((r) => [r.id, r.metric]), [['f1', 'price'], ['f2', 'price'], ['t1', 'sentiment'], ['t2', 'sentiment'], ['r1', 'price']]);
    const rawHistory = memento.get<{ ruleId: string; metric: string; subject: { kind: string } }[]>(HISTORY_KEY)!;
    // a firing has no condition: a topic's `sentiment` could be a sentiment turn, so Sentiment across networks keeps its name
    assert.deepEqual(rawHistory.map((f) => [f.ruleId, f.metric]), [['f1', 'price'], ['t1', 'topicSentiment']]);
    // the previous version's reading of them: every metric one it knows, an NFT's one an NFT has there
    const exported = JSON.parse(JSON.stringify(store.exportAll())) as { rules: typeof rawRules; history: typeof rawHistory };
    for (const entry of [...rawRules, ...rawHistory, ...exported.rules, ...exported.history]) {
      assert.ok(PREVIOUS_METRICS.includes(entry.metric), `${entry.metric} is a metric the previous version reads`);
      if (entry.subject.kind === 'nft') assert.ok(PREVIOUS_NFT_METRICS.includes(entry.metric), `an NFT's ${entry.metric}`);
    }
    assert.deepEqual(exported.rules.map((r) => r.metric), rawRules.map((r) => r.metric), 'the export is written as the store is');

    // read back (this window, another machine, an import) as they were made
    assert.deepEqual(store.problems(), []);
    assert.deepEqual(store.rules(), made);
    assert.deepEqual(store.history().map((f) => [f.ruleId, f.metric]), [['f1', 'floorPrice'], ['t1', 'topicSentiment']]);
    const imported = new AlertStore(new MemoryMemento());
    assert.equal(await imported.importText(JSON.stringify(store.exportAll())), made.length);
    assert.deepEqual(imported.rules(), made);
    assert.deepEqual(imported.history().map((f) => f.metric), ['floorPrice', 'topicSentiment']);
  });

  it('a full list is said before anything is asked, and a new rule is refused at the write when the list is full', async () => {
    const many = (n: number, prefix: string): AlertRule[] => Array.from({ length: n }, (_, i) => rule({ kind: 'above', value: 1000 + i }, { id: `${prefix}${i}`, name: `${prefix} ${i}` }));
    const full = new AlertStore(new MemoryMemento());
    await full.importText(JSON.stringify({ format: EXPORT_FORMAT, version: 1, rules: many(RULES_MAX, 'mine'), history: [] }));
    assert.equal(full.fullProblem(), `At most ${RULES_MAX} alert rules; delete one first.`);
    await assert.rejects(full.put(rule({ kind: 'above', value: 1 }, { id: 'new' })), /At most 200 alert rules; delete one first\./);
    // a rule already there is still changed
    await full.put({ ...full.rules()[0]!, paused: true });
    assert.equal(full.rules()[0]?.paused, true);
  });

  it('export and import as JSON; a bad file gets a clear message and changes nothing', async () => {
    const a = new AlertStore(new MemoryMemento());
    await a.put(rule({ kind: 'above', value: 100 }));
    await a.put(rule({ kind: 'entersTop', n: 5 }, { id: 'r2', metric: 'altRank', name: 'top 5' }));
    const text = JSON.stringify(a.exportAll());

    const memento = new MemoryMemento();
    const b = new AlertStore(memento);
    await b.put(rule({ kind: 'below', value: 1 }, { id: 'keep', name: 'kept' }));
    const before = JSON.stringify([...memento.values]);
    for (const [bad, message] of [
      ['{', /not JSON/],
      ['{"rules": []}', /not a Social Pulse alerts export/],
      [JSON.stringify({ format: EXPORT_FORMAT, version: 9, rules: [] }), /version/],
      [JSON.stringify({ format: EXPORT_FORMAT, version: 1, rules: [{ id: 'x', name: 'x', subject: btc, metric: 'followers', condition: { kind: 'above', value: 1 } }] }), /Nothing was imported: rule "x": a coin has no Followers/],
    ] as const) {
      assert.match(String(await b.importText(bad)), message);
      assert.equal(JSON.stringify([...memento.values]), before, 'nothing changed');
    }
    assert.equal(await b.importText(text), 2);
    assert.deepEqual(b.rules().map((r) => r.id), ['keep', 'r1', 'r2']);
  });

  it('an import over a rule edited since: the state of what it watched then is not kept, an unchanged rule keeps its own', async () => {
    const store = new AlertStore(new MemoryMemento());
    const crosses = rule({ kind: 'crosses', value: 70_000 }, { name: 'BTC crosses $70K' });
    const kept = rule({ kind: 'above', value: 100 }, { id: 'r2', name: 'kept' });
    await store.put(crosses);
    await store.put(kept);
    const exported = JSON.stringify(store.exportAll());
    const keptState = { ...initialState(), armed: false, status: 'fired' as const, checks: 3, lastValue: 150, firedAt: T0 };
    await store.setState(SOURCE, kept.id, keptState);
    // edited to watch Ethereum, and checked on it
    await store.edit({ ...crosses, name: 'ETH crosses $3K', subject: { kind: 'coin', id: '2', title: 'Ethereum' }, condition: { kind: 'crosses', value: 3000 } });
    await store.setState(SOURCE, crosses.id, { ...initialState(), armed: true, status: 'armed', checks: 5, lastValue: 3100, lastAt: T0 });
    assert.equal(await store.importText(exported), 2);
    const state = store.state(SOURCE, crosses.id);
    assert.equal(state.lastValue, undefined, 'not the value of Ethereum');
    assert.equal(evaluate(store.rule(crosses.id)!, state, { value: 71_000, at: T0 + MIN }, T0 + MIN).fired, undefined, 'Bitcoin at $71,000 crossed nothing');
    assert.deepEqual(JSON.parse(JSON.stringify(store.state(SOURCE, kept.id))), keptState, 'the same rule keeps its state');
  });
});

describe('alert rules: one window of several checks (election)', () => {
  it('the first takes the lease, the others wait; when it stops renewing another takes over', async () => {
    const shared = new MemoryMemento();
    let t = T0;
    const clock = { now: () => t };
    const a = new LeaderElection(shared, clock, 'window-a');
    const b = new LeaderElection(shared, clock, 'window-b');
    const c = new LeaderElection(shared, clock, 'window-c');
    assert.equal(await a.tick(), true);
    assert.equal(await b.tick(), false);
    assert.equal(await c.tick(), false);
    for (let i = 0; i < 10; i++) {
      t += 30_000;
      assert.equal(await a.tick(), true, 'the leader renews');
      assert.equal(await b.tick(), false);
    }
    // a hangs or closes without releasing: its lease runs out
    t += LEASE_MS + 1;
    assert.equal(a.confirm(), false, 'an expired lease is not leadership');
    assert.equal(await b.tick(), true);
    assert.equal(await c.tick(), false);
    assert.equal(await a.tick(), false, 'the old leader comes back as a follower');
    // b closes cleanly: c takes over at once
    await b.release();
    assert.equal(await c.tick(), true);
    assert.equal([a, b, c].filter((e) => e.isLeader).length, 1);
  });

  it('two windows writing at once: the one whose write did not stick steps down before notifying', async () => {
    const shared = new MemoryMemento();
    const clock = { now: () => T0 };
    const a = new LeaderElection(shared, clock, 'a');
    const b = new LeaderElection(shared, clock, 'b');
    // both read an empty lease, then both write; b's write lands last
    await shared.update(LEASE_KEY, { holder: 'a', until: T0 + LEASE_MS });
    await shared.update(LEASE_KEY, { holder: 'b', until: T0 + LEASE_MS });
    assert.equal(a.confirm(), false);
    assert.equal(b.confirm(), true);
  });

  it('a lease whose holder\'s process is gone (its extension host killed) is taken at once; one whose process runs is not', async () => {
    const shared = new MemoryMemento();
    let t = T0;
    const clock = { now: () => t };
    const running = new Set([101, 102, 103]);
    const on = (pid: number) => ({ pid, alive: (p: number) => running.has(p) });
    const killed = new LeaderElection(shared, clock, 'window-before-the-crash', LEASE_MS, on(101));
    assert.equal(await killed.tick(), true);
    const other = new LeaderElection(shared, clock, 'another-window', LEASE_MS, on(102));
    assert.equal(await other.tick(), false, 'its holder runs: the lease holds');
    running.delete(101);
    t += 1_000;
    const restarted = new LeaderElection(shared, clock, 'window-after-the-restart', LEASE_MS, on(103));
    assert.equal(await restarted.tick(), true, 'taken at once, not after the lease runs out');
    assert.equal(await other.tick(), false, 'and held by the new process');
  });
});

describe('alert rules: cost and budget', () => {
  it('a rule adds its subject, never a request of its own; pinned subjects and the coin page cost nothing more', () => {
    const coin2 = { kind: 'coin' as const, id: '2', title: 'ETH' };
    const topic = { kind: 'topic' as const, id: 'ai', title: 'AI' };
    const rules = [
      rule({ kind: 'above', value: 1 }),
      rule({ kind: 'below', value: 1 }, { id: 'b' }),
      rule({ kind: 'above', value: 1 }, { id: 'c', subject: coin2 }),
      rule({ kind: 'above', value: 1 }, { id: 'd', subject: topic, metric: 'sentiment' }),
      rule({ kind: 'above', value: 1 }, { id: 'e', subject: topic, metric: 'topicRank', paused: true }),
    ];
    assert.equal(alertRequests(rules, []), 2, 'one coin page for both coins, one topic');
    assert.equal(alertRequests(rules, [coin2]), 1, 'the watchlist already fetches the coin page');
    assert.equal(alertRequests(rules, [coin2, topic]), 0);
    assert.equal(alertRequests([...rules, rule({ kind: 'above', value: 1 }, { id: 'f', subject: topic, metric: 'interactionsVsMedian' })], [coin2, topic]), 1, 'the series of a median rule');
  });

  it('on Hobby the view says how often rules can be checked with the budget left', () => {
    const now = Date.UTC(2026, 0, 5, 12);
    const quota = (dayUsed: number) => ({ plan: PLANS.hobby, minuteUsed: 0, dayUsed, minuteResetAt: now + MIN, dayResetAt: now + 12 * 3_600_000, waiting: 0 });
    // the pinned topic and the rule's coin page: two requests a round
    const round = { rules: [rule({ kind: 'above', value: 1 })], pinned: [{ kind: 'topic' as const, id: 'ai', title: 'AI' }] };
    assert.equal(budgetText(15, round, quota(0), now), "Rules are checked about every 36 min with today's budget (2 requests a round).");
    assert.match(budgetText(15, round, quota(79), now)!, /budget is spent .* after the quota resets at 00:00 UTC/);
    assert.match(budgetText(0, round, quota(0), now)!, /off/);
  });

  it('the view counts the whole round the refresher plans: every pinned topic, and the rules', () => {
    // Hobby, 10 requests used, ten pinned topics and a rule on an eleventh, every 15 min
    const now = Date.parse('2026-12-03T08:00:00Z');
    const quota = { plan: PLANS.hobby, minuteUsed: 0, dayUsed: 10, minuteResetAt: now + 30_000, dayResetAt: Date.parse('2026-12-04T00:00:00Z'), waiting: 0 };
    const pinned = ['ai', 'defi', 'memes', 'gaming', 'nvidia', 'solana', 'xrp', 'doge', 'openai', 'tesla'].map((id) => ({ kind: 'topic' as const, id, title: id }));
    const rules = [rule({ kind: 'entersTop', n: 5 }, { subject: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, metric: 'topicRank' })];
    const cost = roundRequests(pinned, (p) => alertRequests(rules, p));
    assert.equal(cost, 11);
    const planned = backgroundDelayMs(15, cost, quota, now)!;
    assert.equal(budgetText(15, { rules, pinned }, quota, now, 'utc'), `Rules are checked about every ${durationText(planned)} with today's budget (11 requests a round).`);
    assert.equal(durationText(planned), '5.3 h');
  });
});
