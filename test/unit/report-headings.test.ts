// Notes are read raw as often as rendered: an inserted report's headings sit below the dated
// heading, and service text in headings and emphasis is escaped only where it would act.
import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { mdInline } from '../../src/shared/format/markdown';
import { splitLines } from '../../src/shared/render/fences';
import { shiftHeadings } from '../../src/editor/toNotes/core/headings';
import { reportBlock } from '../../src/editor/toNotes/core/wrap';
import { headings, previewWithoutLinkify } from './markdown-oracle';

const shift = (text: string, top: number): string => shiftHeadings(splitLines(text), top).join('\n');

describe('reports: headings under the dated heading', () => {
  it('moves every level by the same amount, so the top level sits at the given one', () => {
    const text = '# One\n\ntext\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six';
    assert.deepEqual(headings(shift(text, 3)).map((h) => h.level), [3, 4, 5, 6, 6, 6]);
    assert.deepEqual(headings(shift('## Two\n\n### Three', 3)).map((h) => h.level), [3, 4]);
    assert.deepEqual(headings(shift('#### Four\n\n##### Five', 3)).map((h) => h.level), [3, 4]);
    assert.equal(shift('# Closed #\n\n  ## Indented ##', 3), '### Closed #\n\n  #### Indented ##');
  });

  it('turns setext headings into ATX ones, their text on one line', () => {
    assert.equal(shift('Title\nover two lines\n===\n\nPart\n---\n\ntext', 3), '### Title over two lines\n\n#### Part\n\ntext');
    // a rule after a blank line or a list item is no heading
    assert.equal(shift('# T\n\n---\n\n- item\n---', 2), '## T\n\n---\n\n- item\n---');
  });

  it('turns setext headings in quotes and list items into ATX ones there, so none stays a level above the dated heading', () => {
    const text = '# Report\n\n> Quoted title\n> ===\n\n- Listed\n  ---\n\n- item\n\n  Sub\n  over two\n  ===\n\ntext';
    const out = shift(text, 3);
    assert.equal(out, '### Report\n\n> ### Quoted title\n\n- #### Listed\n\n- item\n\n  ### Sub over two\n\ntext');
    assert.deepEqual(headings(out).map((h) => [h.level, h.text]), [[3, 'Report'], [3, 'Quoted title'], [4, 'Listed'], [3, 'Sub over two']]);
  });

  it('reads a rule right after a table, a list item or a quote as a rule, as the preview does, and keeps the table', () => {
    const table = '# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n---\n\ntext';
    assert.equal(shift(table, 3), '### T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n---\n\ntext');
    for (const text of ['# T\n\n- item\n  more\n---', '# T\n\n> quoted\nlazy\n---', '# T\n\n<div>\n\n| x |\n|---|\n---']) {
      const out = shift(text, 2);
      assert.deepEqual(headings(out).map((h) => h.level), headings(text).map((h) => h.level + 1), out);
      assert.equal(out.split('\n').length, text.split('\n').length);
    }
  });

  it('shifts headings in quotes and list items, never lines in fenced code or escaped marks', () => {
    const text = '# T\n\n> ## Quoted\n\n- # Listed\n\n```\n# not a heading\n```\n\n~~~~\n## nor this\n~~~~\n\n\\# escaped\n\n#hashtag';
    const out = shift(text, 3);
    assert.equal(out, '### T\n\n> #### Quoted\n\n- ### Listed\n\n```\n# not a heading\n```\n\n~~~~\n## nor this\n~~~~\n\n\\# escaped\n\n#hashtag');
    assert.deepEqual(headings(out).map((h) => [h.level, h.text]), [[3, 'T'], [4, 'Quoted'], [3, 'Listed']]);
  });

  it('leaves a text without headings as it is', () => {
    assert.equal(shift('just\ntext\n\n| a |\n|---|', 3), 'just\ntext\n\n| a |\n|---|');
  });

  it('in the note block, the report\'s own title is one level below the dated heading', () => {
    const block = reportBlock({
      title: 'Bitcoin (BTC)', format: 'markdown', text: '# Bitcoin (BTC)\n\n## Key figures\n\nSetext\n======\n\nx',
      sourceUrl: 'https://lunarcrush.ai/topic/bitcoin', origin: 'service',
    }, 0);
    assert.deepEqual(headings(block).map((h) => [h.level, h.text]), [
      [2, 'Bitcoin (BTC) — Social Pulse report, 1970-01-01 00:00 UTC'], [3, 'Bitcoin (BTC)'], [4, 'Key figures'], [3, 'Setext'],
    ]);
    assert.ok(block.startsWith('## Bitcoin (BTC) — Social Pulse report'), 'no needless escapes in the dated heading');
    assert.ok(block.includes('\n### Bitcoin (BTC)\n'));
  });
});

describe('format: mdInline (headings and emphasis in notes)', () => {
  it('leaves plain text as written', () => {
    for (const text of ['Bitcoin (BTC)', 'AT&T', 'a < b', '<3', 'snake_case_name', '5 * 3', 'C#', '#1 topic', 'it`s', '~5 min', 'a ] b',
      '[1', '1. not a list', '> not a quote', '- not an item', 'x | y', 'a_b_c', 'https://x.example/a_b', 'price: $5 (+3%)', 'Ünïcödé_wörd']) {
      assert.equal(mdInline(text), text);
    }
  });

  it('escapes only what would act there', () => {
    assert.equal(mdInline('[x](javascript:alert(1))'), '\\[x](javascript:alert(1))');
    assert.equal(mdInline('<img src=x> <b> <https://x.example> <a@b.example> </p>'), '\\<img src=x> \\<b> \\<https://x.example> \\<a@b.example> \\</p>');
    assert.equal(mdInline('*bold* _it_ **x** a*b'), '\\*bold\\* \\_it\\_ \\*\\*x\\*\\* a\\*b');
    assert.equal(mdInline('`code` and ``more``'), '\\`code\\` and \\`\\`more\\`\\`');
    assert.equal(mdInline('~~gone~~'), '\\~\\~gone\\~\\~');
    assert.equal(mdInline('&amp; &#60; &#x3C;'), '\\&amp; \\&#60; \\&#x3C;');
    assert.equal(mdInline('ends with \\'), 'ends with \\\\');
    // the backslash is escaped, so the star it escaped could act: it is escaped itself
    assert.equal(mdInline('a \\* b'), 'a \\\\\\* b');
    assert.equal(mdInline('Topic ##'), 'Topic \\##');
    assert.equal(mdInline('two\nlines'), 'two lines');
  });

  it('escapes the $s that VS Code\'s preview would pair as math, and only those', () => {
    assert.equal(mdInline('$PEPE$ Punks'), '\\$PEPE\\$ Punks');
    assert.equal(mdInline('a $x$y and $$z$$'), 'a \\$x\\$y and \\$\\$z\\$\\$');
    for (const text of ['$BTC', 'Price $84,559.90 · Market cap $1M', '$5-$10', 'US$ 5 and $ 6', 'cost $1$2']) assert.equal(mdInline(text), text);
  });

  const piece = fc.constantFrom('[', ']', '(', ')', '!', '<', '>', '`', '``', '\\', '*', '**', '_', '~', '~~', '#', '&', 'amp;', '#60;', '|',
    ' ', 'a', 'b', 'img', 'https://x.example', '@', ':', '=', '-', '+', '1.', '"', "'", '\n', 'é');

  it('reads back as the text in a heading, at its end too', () => {
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
      const text = parts.join('').replace(/\s+/g, ' ').trim();
      for (const line of [`## ${mdInline(text)} — tail`, `# ${mdInline(text)}`]) {
        const tokens = previewWithoutLinkify.parse(line, {});
        assert.equal(tokens[0]?.type, 'heading_open', line);
        const children = tokens[1]!.children!;
        assert.deepEqual(children.map((c) => c.type), children.length ? ['text'] : [], line);
        assert.equal(children[0]?.content ?? '', line.startsWith('##') ? `${text} — tail`.trim() : text, line);
      }
    }), { numRuns: 2000 });
  });

  it('reads back as the text between emphasis marks', () => {
    fc.assert(fc.property(fc.array(piece, { minLength: 1, maxLength: 30 }), (parts) => {
      const text = parts.join('').replace(/\s+/g, ' ').trim();
      fc.pre(text.length > 0);
      const line = `*${mdInline(text)}*`;
      const children = previewWithoutLinkify.parse(line, {})[1]!.children!;
      assert.deepEqual(children.map((c) => c.type), ['em_open', 'text', 'em_close'], line);
      assert.equal(children[1]!.content, text, line);
    }), { numRuns: 2000 });
  });
});
