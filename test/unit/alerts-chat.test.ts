// Alert rules in plain words through the chat's pulseAlert core, on the alerts' own port and store:
// the confirmation shows the rule understood (in words and as its condition) and changes nothing
// (a declined call never runs), the call saves exactly that rule, and what cannot be read or names
// no single rule asks nothing and changes nothing.
import * as assert from 'node:assert/strict';
import { alertsChatPort, ruleFromPhrase, subjectOf } from '../../src/features/alerts/chatPort';
import type { AlertRule } from '../../src/features/alerts/core/model';
import { RULES_MAX } from '../../src/features/alerts/core/model';
import type { AlertsCore } from '../../src/features/alerts/register';
import { AlertStore, EXPORT_FORMAT } from '../../src/features/alerts/core/store';
import { prepareAlertCall, runAlertCall } from '../../src/features/chat/core/alertTool';
import { MemoryMemento } from './memento';

/** Markdown as it reads once rendered: the escapes gone. */
const read = (md: string): string => md.replace(/\\(.)/g, '$1');

function core(): AlertsCore & { saved: AlertRule[] } {
  const store = new AlertStore(new MemoryMemento());
  const saved: AlertRule[] = [];
  return {
    store, saved,
    source: () => 'demo',
    changed: () => undefined,
    runCheck: async () => [],
    backgroundSignal: () => new AbortController().signal,
    snooze: async () => undefined,
    addedCost: () => ({ requests: 1, series: 0, text: 'Adds 1 request a round.' }),
    save: async (rule) => {
      saved.push(rule);
      await store.put(rule);
    },
    setPaused: async (id, paused) => {
      const rule = store.rule(id);
      if (!rule) return false;
      await store.put({ ...rule, paused });
      return true;
    },
  };
}

describe('alerts in plain words: the pulseAlert tool on the alerts port', () => {
  it('confirms a create with the rule in words and as its condition, saving nothing until it runs', async () => {
    const c = core();
    const port = alertsChatPort(c);
    const input = { action: 'create', phrase: 'when solana posts spike while price is flat' };
    const prepared = prepareAlertCall(input, port);
    assert.ok(prepared.confirm, 'creating asks first');
    assert.equal(prepared.confirm.title, 'Create this alert?');
    assert.match(read(prepared.confirm.message), /Rule: Solana: Active posts rise by 50% within 1 d while the price moves less than 2%/);
    assert.match(read(prepared.confirm.message), /Condition: \{"kind":"diverges","risePercent":50,"pricePercent":2,"windowHours":24\}/);
    assert.equal(c.store.rules().length, 0, 'the confirmation saved nothing: a declined call leaves no rule');

    const answer = await runAlertCall(input, port);
    assert.match(read(answer), /^Saved the alert "Solana posts \+50% in 1 d, price flat" \(id [\w-]+\): Solana: Active posts rise/);
    const [rule] = c.store.rules();
    assert.equal(rule?.subject.kind, 'coin', 'divergence needs a price: the words name a coin');
    assert.deepEqual(rule?.condition, { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 });
  });

  it('reads unusual activity on a topic and a line on a coin', () => {
    const unusual = ruleFromPhrase('when bitcoin interactions are unusual', 0);
    assert.ok(typeof unusual !== 'string', String(unusual));
    assert.equal(unusual.subject.kind, 'topic');
    assert.deepEqual(unusual.condition, { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' });
    const line = ruleFromPhrase('when bitcoin price goes above 70000', 0);
    assert.ok(typeof line !== 'string', String(line));
    assert.deepEqual([line.subject.kind, line.subject.id, line.metric, line.condition], ['coin', 'bitcoin', 'price', { kind: 'above', value: 70000 }]);
    assert.deepEqual(subjectOf({ subjectText: 'aapl', kinds: ['stock'] }), { ref: { kind: 'stock', id: 'aapl', title: 'AAPL' } });
  });

  it('reads the subject as Open Coin, Open Stock… read it: a symbol without its $, an address as its item, a name no item can have refused', async () => {
    /** The subject a phrase saves, or why it saves none. */
    const subject = (phrase: string): string => {
      const rule = ruleFromPhrase(phrase, 0);
      return typeof rule === 'string' ? `refused: ${rule}` : `${rule.subject.kind}:${rule.subject.id} (${rule.subject.title})`;
    };
    // a cashtag is a symbol: in capitals, as a ticker is written
    assert.equal(subject('when $btc price goes above 80000'), 'coin:btc (BTC)');
    assert.equal(subject('when stock $aapl price goes above 200'), 'stock:aapl (AAPL)');
    assert.equal(subject('when $aapl interactions are unusual'), 'coin:aapl (AAPL)', 'a symbol names a coin or stock, not the topic "$aapl"');
    assert.equal(subject('when https://lunarcrush.com/coins/btc/bitcoin price goes above 80000'), 'coin:btc (Btc)');
    assert.equal(subject('when lunarcrush.com/topic/bitcoin interactions are unusual'), 'topic:bitcoin (Bitcoin)');
    // the words keep the case typed (README: "BTC > $80K"); lower case is the lookup's, capitalised
    assert.equal(subject('when BTC price goes above 80000'), 'coin:btc (BTC)');
    assert.equal(subject('when the topic AI posts spike'), 'topic:ai (AI)');
    assert.equal(subject('when stock aapl price goes above 200'), 'stock:aapl (AAPL)');
    assert.equal(subject('when bitcoin price goes above 80000'), 'coin:bitcoin (Bitcoin)');
    const named = ruleFromPhrase('when BTC price goes above 80k', 0);
    assert.equal(typeof named === 'string' ? named : named.name, 'BTC > $80K');
    // the parser's own words, as Open Coin says them
    assert.match(subject('when btc/usd price goes above 80000'), /^refused: A coin .*"\/"/);
    assert.equal(subject('when x.com/elonmusk price goes above 5'), 'refused: That is the creator "twitter/elonmusk", not a coin.');
    assert.match(subject(`when ${'a'.repeat(301)} price goes above 5`), /^refused: .*too long/);
    // the chat answers the same, and saves nothing
    const c = core();
    assert.match(read(await runAlertCall({ action: 'create', phrase: 'when btc/usd price goes above 80000' }, alertsChatPort(c))), /^A coin /);
    assert.equal(c.store.rules().length, 0);
  });

  it('answers what it cannot read without asking, and saves nothing', async () => {
    const c = core();
    const port = alertsChatPort(c);
    const input = { action: 'create', phrase: 'when solana posts spike and price is flat' };
    assert.equal(prepareAlertCall(input, port).confirm, undefined);
    assert.match(read(await runAlertCall(input, port)), /One condition per rule/);
    assert.match(read(await runAlertCall({ action: 'create' }, port)), /give "phrase"/);
    assert.equal(c.store.rules().length, 0);
  });

  it('a full list is said before the words are read: nothing to confirm, nothing saved', async () => {
    const c = core();
    const rules = Array.from({ length: RULES_MAX }, (_, i) => ruleFromPhrase(`when bitcoin price goes above ${1000 + i}`, i) as AlertRule);
    assert.equal(await c.store.importText(JSON.stringify({ format: EXPORT_FORMAT, version: 1, rules, history: [] })), RULES_MAX);
    const port = alertsChatPort(c);
    const input = { action: 'create', phrase: 'when solana price goes above 300' };
    assert.deepEqual(port.understand(input.phrase), { problem: `At most ${RULES_MAX} alert rules; delete one first.` });
    assert.equal(prepareAlertCall(input, port).confirm, undefined);
    assert.match(read(await runAlertCall(input, port)), /^At most 200 alert rules; delete one first\.$/);
    assert.equal(c.store.rules().length, RULES_MAX);
  });

  it('refuses a hostile subject, saying why as text, never a live link', async () => {
    const input = { action: 'create', phrase: 'when [x](command:workbench.action.terminal.new) interactions are unusual' };
    const port = alertsChatPort(core());
    assert.equal(prepareAlertCall(input, port).confirm, undefined);
    const answer = await runAlertCall(input, port);
    assert.match(read(answer), /^A topic may contain only letters, numbers, spaces, # and \$; "\[" \(U\+005B\) is not allowed\.$/);
    assert.doesNotMatch(answer, /(?<!\\)\[x\]\(command:/i);
  });

  it('asks before pausing or deleting the one rule named, and changes nothing for a name that fits several', async () => {
    const c = core();
    const port = alertsChatPort(c);
    await runAlertCall({ action: 'create', phrase: 'when bitcoin interactions are unusual' }, port);
    await runAlertCall({ action: 'create', phrase: 'when bitcoin price goes above 70000' }, port);
    const ambiguous = { action: 'delete', rule: 'bitcoin' };
    assert.equal(prepareAlertCall(ambiguous, port).confirm, undefined);
    assert.match(read(await runAlertCall(ambiguous, port)), /names 2 rules/);
    assert.equal(c.store.rules().length, 2);

    const pause = { action: 'pause', rule: 'price' };
    assert.equal(prepareAlertCall(pause, port).confirm?.title, 'Pause this alert?');
    assert.match(read(await runAlertCall(pause, port)), /^Paused the alert "Bitcoin > \$70K"/);
    assert.deepEqual(c.store.rules().map((r) => r.paused), [false, true]);
    assert.match(read(await runAlertCall({ action: 'list' }, port)), /2 alert rules:[\s\S]*\(paused\)/);

    const del = { action: 'delete', rule: 'Bitcoin: Interactions' };
    assert.equal(prepareAlertCall(del, port).confirm?.title, 'Delete this alert?');
    assert.match(read(await runAlertCall(del, port)), /^Deleted the alert/);
    assert.equal(c.store.rules().length, 1);
  });
});
