// The Alerts view's rows hold service text (a rule's default name and every fired message carry
// the subject's title): labels and descriptions reach the tree as one line of plain text with no
// bidi or control characters, tooltips as escaped markdown.
import * as assert from 'node:assert/strict';
import { evaluate, initialState } from '../../src/features/alerts/core/evaluate';
import { buildRule } from '../../src/features/alerts/core/flow';
import { alertRows } from '../../src/features/alerts/core/rows';

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
