// A markdown report inserted into a note carries no live HTML: whatever the text, markdown-it with
// raw HTML on, as VS Code's preview sets it up (linkify and typographer on or off), finds no HTML
// in the note block; fenced code is kept.
import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { safeMarkdown } from '../../src/shared/render/safeMarkdown';
import { reportBlock } from '../../src/editor/toNotes/core/wrap';
import { KEY } from './emulator-helpers';
import { liveMarkup, preview, previewers, unsafeMarkup } from './markdown-oracle';

/** The raw HTML a renderer with HTML on would pass through, in any of the previewers' settings. */
function rawHtml(text: string): string[] {
  return previewers.flatMap((md) => liveMarkup(text, md).html);
}

/** Inputs where a line scan could misjudge code: fences in containers, spans, titles, tables. */
const TRICKY = [
  '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>',
  'text <b>bold</b> <!-- c --> <?pi?> <!DOCTYPE x> <![CDATA[x]]> </p>',
  '- ```\n  x\n  ```\n<img src=x onerror=alert(1)>',
  '- a\n  ```\n<img src=x onerror=alert(1)>\n```',
  ' ```\nx\n```\n<img src=x onerror=alert(1)>\n```',
  '> ```\n<img src=x onerror=alert(1)>\n```',
  '```\nfoo\r```\r<img src=x onerror=alert(1)>\n```',
  '`a\nb` <img src=x onerror=alert(1)> `c`',
  '# `\n` x `<img src=x onerror=alert(1)>`',
  '[x](/u "a\n`x") <img src=x onerror=alert(1)>`',
  '<http://x/`>  <img src=x onerror=alert(1)>`',
  '| `a | <img src=x onerror=alert(1)> | b` |\n|---|---|---|',
  '\\\\<img src=x onerror=alert(1)> \\<b> <img\nsrc=x onerror=alert(1)>',
  '    <img src=x onerror=alert(1)>\n\n~~~\n<b>\n~~~~\n<img src=x onerror=alert(1)>',
  // a fence line that heads a table: markdown-it reads the table first (found by the property test)
  '```</b>|\r---',
  '```js | <img src=x onerror=alert(1)>\n|---|---|\n<b>x</b>\n```',
];

describe('reports: raw HTML in an inserted report', () => {
  it('writes tags, comments and declarations as text, the same to read', () => {
    assert.equal(safeMarkdown('a <script>x</script> <img src=x onerror=y> <!-- c -->'),
      'a &lt;script>x&lt;/script> &lt;img src=x onerror=y> &lt;!-- c -->');
    assert.deepEqual(rawHtml(safeMarkdown(TRICKY[1]!)), []);
  });

  it('keeps fenced code, autolinks, comparisons and escaped brackets as written', () => {
    const code = '# Title\n\n```html\n<b>hi</b>\n```\n\n~~~\n<i>x</i>\n~~~';
    assert.equal(safeMarkdown(code), code);
    const text = 'See <https://lunarcrush.com/x>; 1 < 2 and a<-b; \\<b> stays';
    assert.equal(safeMarkdown(text), text);
    assert.equal(safeMarkdown('a\r\nb\rc'), 'a\nb\nc');
  });

  it('leaves no raw HTML where a fence or code span could be misjudged', () => {
    for (const text of TRICKY) assert.deepEqual(rawHtml(safeMarkdown(text)), [], JSON.stringify(text));
  });

  it('leaves no raw HTML in any mix of markdown syntax', () => {
    const piece = fc.constantFrom('<', '<img src=x onerror=y>', '</b>', '<!--', '<?', '<!X', 'img', '>', '`', '```', '~~~',
      '\n', '\r', '\n\n', ' ', '    ', '- ', '> ', '1. ', '# ', '|', '---', '\\', '"', '(', ')', '[', ']', 'a', ':', 'http://x', '&',
      'https://a.example/x', '\\<', '/');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
      const out = safeMarkdown(parts.join(''));
      assert.deepEqual(rawHtml(out), [], JSON.stringify(out));
    }), { numRuns: 3000 });
  });

  describe('from the hostile emulator', () => {
    let emulator: Emulator;
    before(async () => { emulator = await startEmulator({ hostile: true, keys: { [KEY]: 'builder' } }); });
    after(() => emulator.close());

    it('the note block of a topic and a category report has no raw HTML, no unsafe link or image, and keeps its tables', async () => {
      for (const path of ['/topic/bitcoin', `/category/${encodeURIComponent(emulator.data.categories[0]!.category)}`]) {
        const url = `${emulator.markdownUrl}${path}`;
        const res = await fetch(url, { headers: { authorization: `Bearer ${KEY}` } });
        const text = await res.text();
        assert.ok(rawHtml(text).length > 0, 'the hostile emulator should send raw HTML');
        const block = reportBlock({ title: 'Report', format: 'markdown', text, sourceUrl: url, origin: 'service' }, Date.now(), true);
        assert.ok(liveMarkup(text).links.some((href) => /^(javascript|command):/.test(href)), 'the hostile emulator should send unsafe links');
        assert.deepEqual(unsafeMarkup(block), []);
        assert.ok(block.includes('&lt;script>'));
        assert.ok(preview.parse(block, {}).some((t) => t.type === 'table_open'), 'the tables stay tables');
      }
    });
  });
});
