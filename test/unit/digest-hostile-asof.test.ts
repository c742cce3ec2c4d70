// The digest's "(as of …; <reason>)" after figures kept from before: the reason is the service's
// words (an error's text) and the names beside it the service's too. Whatever they hold, the row
// stays one line of the note, in its table cell, and shows as written: no link, image, HTML,
// heading, table cell or emphasis made of it. Read back with markdown-it as VS Code's preview sets it up.
import * as assert from 'node:assert/strict';
import { digestMarkdown } from '../../src/features/digest/core/markdown';
import type { AsOf, DigestData } from '../../src/features/digest/core/types';
import { truncate } from '../../src/shared/format/markdown';
import { rankMove } from '../../src/shared/format/rank';
import { topicRef, type ItemRef } from '../../src/shared/items';
import type { Token } from 'markdown-it';
import { headings, preview, unsafeMarkup } from './markdown-oracle';

const NOW = Date.UTC(2026, 10, 25, 7, 30);
const KEPT = NOW - 86_400_000;
const STAMP = '2026-11-24 07:30 UTC';
const CTX = { at: NOW, demo: false, planLabel: 'Builder', timeZone: 'UTC' };

/** What a service (or a proxy before it) may put in an error's words and in a name. */
const HOSTILE = [
  'maintenance</p><img src=x onerror=alert(1)><script>alert(1)</script>',
  'down [click](javascript:alert(1)) ![i](https://x.example/i.png) <https://evil.example> [ref]: javascript:x',
  'line one\n# heading\n\n| a | b |\n| - | - |\n> quote\n- item\r\n```\ncode',
  'a | b \\| c \\\\| d \\',
  '**bold** _em_ ~~gone~~ `code` $x$ &amp; &#60;b&#62; \u202Eevil\u2028next',
  ')*; ) ** end\\',
  'Check the address in the settings.\n\u200B',
];

function digestOf(reason: string, name: string): string {
  const asOf: AsOf = { at: KEPT, reason };
  const ref: ItemRef = topicRef('bitcoin', name);
  const data: DigestData = {
    sections: ['watchlist', 'movers', 'whatsup', 'posts'], lacking: {},
    watchlist: [{ ref, rank: 3, interactions24h: 1000, asOf }, { ref: topicRef('solana', 'Solana'), rank: 5, asOf }],
    movers: [{ topic: 'bitcoin', title: name, rank: 1, rankBefore: 4, move: rankMove(1, 4)!, interactions24h: 10 }], moversAsOf: asOf,
    whatsup: [{ ref, value: { summary: 'Up.', supportive: [], critical: [] }, asOf }],
    posts: [{ ref, value: [], asOf }],
    alerts: [], spending: { budget: 20, spent: 0, cached: 0, leftOut: [] },
  };
  return digestMarkdown(data, CTX);
}

/** The text an inline part shows, as the preview renders it: every piece of text, nothing made markup of it. */
function shown(children: readonly Token[]): string {
  return children.map((t) => (t.type === 'text' || t.type === 'code_inline' ? t.content : t.type === 'softbreak' ? '\n' : '')).join('');
}

/** Text as one line of the note shows it: invisible characters dropped, white space folded, the final stop dropped. */
function asWritten(text: string): string {
  return text.replace(/[\u202E\u200B]/g, '').replace(/\s+/gu, ' ').trim();
}

describe('digest: the "(as of …; reason)" of figures kept from before, with hostile text from the service (failed before: a reason ending in a line break kept its stop, "settings.)")', () => {
  for (const reason of HOSTILE) {
    it(`stays one inert line, in its cell: ${JSON.stringify(reason).slice(0, 60)}`, () => {
      const name = HOSTILE[(HOSTILE.indexOf(reason) + 1) % HOSTILE.length]!;
      const body = digestOf(reason, name);
      assert.deepEqual(unsafeMarkup(body), [], body);
      assert.deepEqual(headings(body).map((h) => h.level), [3, 3, 3, 3], body);
      const tokens = preview.parse(body, {});
      assert.equal(tokens.filter((t) => t.type === 'table_open').length, 2, body);
      for (let i = 0; i < tokens.length; i++) {
        if (tokens[i]!.type !== 'tr_open') continue;
        const end = tokens.findIndex((t, j) => j > i && t.type === 'tr_close');
        const cells = tokens.slice(i, end).filter((t) => t.type === 'td_open' || t.type === 'th_open').length;
        assert.ok(cells === 3 || cells === 4, `a row of ${cells} cells:\n${body}`);
      }
      const lines = body.split('\n').filter((l) => l.includes(`(as of ${STAMP}`));
      assert.equal(lines.length, 2 + 1 + 1 + 1, `each (as of …) on its own one line:\n${body}`);
      const parts = tokens.filter((t) => t.type === 'inline' && t.content.includes('(as of'));
      assert.equal(parts.length, 5, body);
      for (const part of parts) {
        const text = shown(part.children ?? []);
        assert.ok(text.includes(`(as of ${STAMP}; ${asWritten(reason).replace(/[.。]+$/u, '')})`), `the reason as written, its stop dropped: ${JSON.stringify(text)}\nfrom ${part.content}`);
      }
      const lead = truncate(name, 60);
      const reasonShown = asWritten(reason).replace(/[.。]+$/u, '');
      for (const after of [': Up.', ': no posts.']) {
        assert.ok(parts.some((p) => shown(p.children ?? []) === `${lead} (as of ${STAMP}; ${reasonShown})${after}`), `"${lead} (as of ${STAMP}; ${reasonShown})${after}" in\n${body}`);
      }
    });
  }
});
