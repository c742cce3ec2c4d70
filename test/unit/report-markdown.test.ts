// The report panel's markdown-it configuration on hostile input: raw HTML stays text, only
// http(s) links and https images survive, no inline styles; plus the CSV reader of the panel.
import * as assert from 'node:assert/strict';
import { useBundle } from '../../src/shared/format/l10n';
import { parseCsv } from '../../src/shared/protocol/csv';
import { renderReportMarkdown } from '../../src/browser/webview/views/reportMarkdown';
import { emulatorForSuite, KEY } from './client-helpers';

const ALLOWED_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code',
  'em', 'strong', 's', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'br']);

/** Every real tag of the output: markdown-it writes a literal `<` in text as `&lt;`. */
function tags(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)].map((m) => m[0]);
}

function assertSafe(html: string): void {
  for (const tag of tags(html)) {
    const name = /^<\/?([a-zA-Z0-9]+)/.exec(tag)![1]!.toLowerCase();
    assert.ok(ALLOWED_TAGS.has(name), `unexpected tag ${tag}`);
    assert.ok(!/\son[a-z]+\s*=/i.test(tag), `event handler in ${tag}`);
    assert.ok(!/\sstyle\s*=/i.test(tag), `inline style in ${tag}`);
    assert.ok(!/javascript:|vbscript:|data:|file:|command:/i.test(tag), `dangerous address in ${tag}`);
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (href !== undefined) assert.match(href, /^https?:\/\//, tag);
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    if (src !== undefined) assert.match(src, /^https:\/\//, tag);
  }
  assert.ok(!/<script/i.test(html));
  assert.ok(!/<img[^>]*onerror=/i.test(html));
}

const HOSTILE = [
  '# Title <script>alert(1)</script>',
  '',
  '<img src=x onerror=alert(document.domain)> "><svg onload=alert(1)>',
  '',
  '<div style="position:fixed">raw block</div>',
  '',
  '[click me](javascript:alert(1)) [also](JAVASCRIPT:alert(1)) [tab](java\tscript:alert(1)) [vb](vbscript:msgbox(1))',
  '[file](file:///etc/passwd) [cmd](command:workbench.action.terminal.new) [mail](mailto:a@b.example) [data](data:text/html;base64,PHNjcmlwdD4=)',
  '<javascript:alert(1)> <command:x.y> [ref][evil]',
  '',
  '![pixel](http://tracker.example/p.gif) ![png](data:image/png;base64,iVBORw0KGgo=) ![ok](https://img.example/ok.png "t")',
  '',
  '| a | b |',
  '|--:|:-:|',
  '| 1 | <b>2</b> |',
  '',
  '[evil]: javascript:alert(1)',
].join('\n');

describe('reports: markdown rendering', () => {
  it('a hostile sample renders no script, handler, style or dangerous address', () => {
    const html = renderReportMarkdown(HOSTILE, { base: 'https://lunarcrush.ai/topic/bitcoin' });
    assertSafe(html);
    // raw HTML shows as text
    assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.ok(html.includes('&lt;div style=&quot;position:fixed&quot;&gt;raw block&lt;/div&gt;'));
    assert.ok(html.includes('&lt;b&gt;2&lt;/b&gt;'));
    // not-http(s) links keep their text and lose their anchor
    assert.equal((html.match(/<a /g) ?? []).length, 0, html);
    assert.ok(html.includes('mail'));
    // only the https image stays; the others become their alt text
    assert.equal((html.match(/<img /g) ?? []).length, 1);
    assert.ok(html.includes('<img src="https://img.example/ok.png" alt="ok" title="t">'));
    assert.ok(html.includes('[image: pixel]'));
    assert.ok(html.includes('[image: png]'));
    // alignment as classes: the panel's CSP refuses style attributes
    assert.ok(html.includes('<th class="align-right">a</th>'));
    assert.ok(html.includes('<td class="align-center">'));
  });

  it('keeps http(s) links, autolinks and bare addresses; resolves relative ones against the report', () => {
    const html = renderReportMarkdown('[a](https://x.example/a?b=1&c=2) <http://y.example/> see https://bare.example/p. [rel](/topic/eth) [frag](#top)',
      { base: 'https://lunarcrush.ai/topic/bitcoin' });
    assertSafe(html);
    assert.ok(html.includes('<a href="https://x.example/a?b=1&amp;c=2">a</a>'), html);
    assert.ok(html.includes('<a href="http://y.example/">http://y.example/</a>'), html);
    assert.ok(html.includes('<a href="https://bare.example/p">https://bare.example/p</a>.'), html);
    assert.ok(html.includes('<a href="https://lunarcrush.ai/topic/eth">rel</a>'), html);
    assert.ok(html.includes('<a href="https://lunarcrush.ai/topic/bitcoin#top">frag</a>'), html);
  });

  it('with remote images off, every image shows as its text and none loads', () => {
    const text = '![ok](https://img.example/ok.png) ![rel](/p.png) ![](https://img.example/x.png)';
    const off = renderReportMarkdown(text, { base: 'https://lunarcrush.ai/topic/bitcoin', remoteImages: false });
    assertSafe(off);
    assert.doesNotMatch(off, /<img/);
    assert.equal(off, '<p>[image: ok] [image: rel] [image]</p>\n');
    const on = renderReportMarkdown(text, { base: 'https://lunarcrush.ai/topic/bitcoin', remoteImages: true });
    assert.equal((on.match(/<img /g) ?? []).length, 3);
  });

  it('an image shown as its text says "image" in the person\'s language', () => {
    useBundle({ '[image: {0}]': '[图片：{0}]', '[image]': '[图片]' });
    try {
      const off = renderReportMarkdown('![ok](https://img.example/ok.png) ![](https://img.example/x.png)', { remoteImages: false });
      assert.equal(off, '<p>[图片：ok] [图片]</p>\n');
    } finally {
      useBundle(undefined);
    }
  });

  it('without a base, relative links stay text', () => {
    const html = renderReportMarkdown('[rel](/topic/eth)');
    assert.equal(html, '<p>rel</p>\n');
  });

  describe('the hostile emulator\'s reports', () => {
    const suite = emulatorForSuite({ hostile: true, keys: { [KEY]: 'builder' } });

    it('render safely for a topic and a category', async () => {
      for (const path of [`/topic/${encodeURIComponent(suite.emulator.data.topics[0]!.topic)}`, `/category/${encodeURIComponent(suite.emulator.data.categories[0]!.category)}`]) {
        const url = `${suite.emulator.markdownUrl}${path}`;
        const res = await fetch(url, { headers: { authorization: `Bearer ${KEY}` } });
        assert.equal(res.status, 200);
        const text = await res.text();
        assert.match(text, /<script>|onerror=|javascript:/, 'the hostile emulator should send markup');
        const html = renderReportMarkdown(text, { base: url });
        assertSafe(html);
        assert.ok(tags(html).some((t) => t.startsWith('<table')), 'the report tables render');
      }
    });
  });
});

describe('reports: CSV reader', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF and a byte-order mark', () => {
    assert.deepEqual(parseCsv('\ufeffa,b\r\n"x,1","say ""hi"""\r\n"two\nlines",\r\n'), [['a', 'b'], ['x,1', 'say "hi"'], ['two\nlines', '']]);
  });
  it('keeps a last line without a line break and stray quotes as text', () => {
    assert.deepEqual(parseCsv('a,b\n1,x"y'), [['a', 'b'], ['1', 'x"y']]);
    assert.deepEqual(parseCsv(''), []);
  });
});
