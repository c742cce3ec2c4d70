// Service text that starts a line or a list item in generated markdown: a leading `>`, `#`, `-`,
// `1.` must show as text, not open a quote, a heading or a nested list. Rendered as VS Code's
// preview renders it.
import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { comparisonMarkdown } from '../../src/features/compare/copies';
import type { Subject } from '../../src/features/compare/core/model';
import { snapshotLine } from '../../src/features/hovers/core/glance';
import { mdAtLineStart, mdInline } from '../../src/shared/format/markdown';
import { preview } from './markdown-oracle';

/** The HTML of markdown, as the preview renders it. */
const html = (markdown: string): string => preview.render(markdown);
const BLOCKS = /<(?:blockquote|h[1-6]|ol|pre|hr)\b/;

describe('markdown: service text that starts a line', () => {
  const subject = (title: string, problem: boolean): Subject => ({
    ref: { kind: 'topic', id: title, title }, figures: {}, sentiment: {}, points: [], receivedAt: 0,
    ...(problem ? { problem: { kind: 'not-found', message: 'not found' } } : { stale: 'old' }),
  });

  it('a compare copy\'s problems list keeps each title in its item, as written', () => {
    for (const title of ['> q', '1. first', '# x', '- y', '+ z', '2) two', '```js', '~~~']) {
      const md = comparisonMarkdown([subject(title, true), subject(title, false)]);
      const items = html(md).split('<li>').slice(1).map((li) => li.slice(0, li.indexOf('</li>')));
      assert.equal(items.length, 2, `${title}: ${md}`);
      for (const li of items) {
        assert.doesNotMatch(li, BLOCKS, `${title}: ${li}`);
        assert.doesNotMatch(li, /<ul/, `${title}: ${li}`);
        assert.ok(li.startsWith(title.replace(/>/g, '&gt;')), `${title}: ${li}`);
      }
    }
  });

  it('a snapshot line keeps a title with a leading marker in its item', () => {
    const line = snapshotLine({
      ref: { kind: 'topic', id: 'q', title: '> q' }, title: '> q', figures: [{ id: 'price', value: 1 }],
      read: { op: 'coinsListV2', generated: 0 }, receivedAt: 0,
    }, true);
    assert.doesNotMatch(html(line), BLOCKS);
    assert.match(html(line), /^<ul>\n<li>&gt; q, /);
  });

  it('escapes only a marker that would open a block; any text starts a list item as itself', () => {
    assert.equal(mdAtLineStart(mdInline('1.5 BTC')), '1.5 BTC');
    assert.equal(mdAtLineStart(mdInline('Bitcoin > gold')), 'Bitcoin > gold');
    const unit = fc.constantFrom('>', '#', '-', '+', '*', '1', '.', ')', '`', '~', '=', ' ', 'a', '_', '<', '[', ']', '|');
    fc.assert(fc.property(fc.string({ unit, minLength: 1, maxLength: 12 }).filter((t) => t.trim() !== ''), (title) => {
      const rendered = html(`- ${mdAtLineStart(mdInline(title))} end`);
      assert.match(rendered, /^<ul>\n<li>[^\n]* end<\/li>\n<\/ul>\n$/, `${title}: ${rendered}`);
    }), { numRuns: 1000 });
  });
});
