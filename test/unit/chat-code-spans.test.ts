// Ids and names in a chat answer's code spans show exactly as the service wrote them: a code span
// takes no backslash escapes, so an escaped `-`, `$` or `#` showed its backslash, and a backtick
// or a `|` in an id ended the span or the table's cell. Read back with markdown-it (VS Code's
// chat renders markdown with it).
import * as assert from 'node:assert/strict';
import markdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { runTool, type ToolEnv } from '../../src/features/chat/core/run';
import { PLANS } from '../../src/service/api/plans';
import { mdCode } from '../../src/shared/format/markdown';
import { clientFor, emulatorForSuite } from './client-helpers';

const md = markdownIt();

/** The text of every code span in `markdown`, in order. */
function spans(markdown: string): string[] {
  const out: string[] = [];
  const walk = (tokens: readonly Token[]): void => {
    for (const t of tokens) {
      if (t.type === 'code_inline') out.push(t.content);
      if (t.children) walk(t.children);
    }
  };
  walk(md.parse(markdown, {}));
  return out;
}

/** Each id as written by the service, and as it shows (on one line). */
const HOSTILE: readonly (readonly [string, string])[] = [
  ['layer-1', 'layer-1'],
  ['$pepe#1', '$pepe#1'],
  ['a`b', 'a`b'],
  ['``tick``', '``tick``'],
  ['`start', '`start'],
  ['end`', 'end`'],
  ['one\ntwo-$#', 'one two-$#'],
  ['a|b\\c', 'a|b\\c'],
  ['_*not* [bold](x)_ <b>', '_*not* [bold](x)_ <b>'],
];

describe('chat: ids in code spans show as written', () => {
  it('mdCode: in a line and in a table\'s cell, the span holds the id exactly', () => {
    for (const [id, shown] of HOSTILE) {
      assert.deepEqual(spans(`## Topic ${mdCode(id, 80)} today`), [shown], `in a line: ${JSON.stringify(id)}`);
      const table = `| topic | rank |\n| --- | --- |\n| ${mdCode(id, 80, true)} | 1 |`;
      assert.deepEqual(spans(table), [shown], `in a table: ${JSON.stringify(id)}`);
      const cells = md.parse(table, {}).filter((t) => t.type === 'td_open').length;
      assert.equal(cells, 2, `the id kept in its cell: ${JSON.stringify(id)}`);
    }
    assert.equal(mdCode('', 80), '', 'no empty span (it would show its backticks)');
    assert.equal(mdCode('x'.repeat(100), 10), '`xxxxxxxxx…`');
  });

  describe('in the tools\' answers, with the service\'s ids', () => {
    const suite = emulatorForSuite({ keys: { 'code-span-key': 'builder' } });
    const hostile = '`so-l$#|a\nna`';
    const shown = '`so-l$#|a na`';
    let env: ToolEnv;

    before(() => {
      const { client } = clientFor(suite.emulator, { getKey: async () => 'code-span-key' });
      env = { client: async () => client, state: () => ({ plan: PLANS.builder, mode: 'key' }), now: () => Date.now() };
      suite.emulator.overrides.set([{ kind: 'topic', id: 'solana', field: 'topic', value: hostile }, { kind: 'topic', id: 'bitcoin', field: 'topic', value: 'bit-coin$#1' }]);
    });
    after(() => suite.emulator.overrides.clear());

    it('compare: the column\'s id and the week\'s rows (failed before: `bit\\-coin$\\#1`, and a span of `\\` only, cut at the id\'s escaped backtick)', async () => {
      const r = await runTool('compare', { topics: ['bitcoin', 'solana'], withSeries: true }, env);
      assert.ok(r.ok, r.text);
      const got = spans(r.text);
      assert.ok(got.includes(shown), `${JSON.stringify(got)}\n${r.text}`);
      assert.ok(got.includes('bit-coin$#1'), `${JSON.stringify(got)}: a backslash before - $ #`);
      assert.ok(!got.some((s) => /\\[-$#`|]/.test(s)), `a backslash shows in ${JSON.stringify(got)}`);
    });

    it('topic: the heading\'s id (failed before: a span of `\\` only)', async () => {
      const r = await runTool('topic', { topic: 'solana' }, env);
      assert.ok(r.ok, r.text);
      assert.ok(spans(r.text).includes(shown), `${JSON.stringify(spans(r.text))}\n${r.text}`);
    });

    it('trending: the list\'s ids, each in its own cell (failed before: a span of `\\` only)', async () => {
      const r = await runTool('trending', {}, env);
      assert.ok(r.ok, r.text);
      const got = spans(r.text);
      assert.ok(got.includes(shown), `${JSON.stringify(got)}\n${r.text}`);
      assert.ok(!got.some((s) => s.includes('\\')), JSON.stringify(got));
    });
  });
});
