// The pure builders of the reports: the note block (dated heading, report, source address), the
// blank lines around it at the cursor, a report's title, lossless JSON layout, the subject mapping.
import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { indentJson } from '../../src/shared/queries/indentJson';
import { placeBlock } from '../../src/editor/toNotes/core/placement';
import { reportSubject } from '../../src/shared/queries/reportSubject';
import { reportTitle } from '../../src/shared/queries/reportTitle';
import { cleanSourceUrl, fence, reportBlock, reportHeading, type Wrappable } from '../../src/editor/toNotes/core/wrap';
import { headings, unsafeMarkup } from './markdown-oracle';

const AT = Date.UTC(2026, 10, 22, 14, 5, 59);

const markdownReport: Wrappable = {
  title: 'Bitcoin (BTC)',
  format: 'markdown',
  text: '# Bitcoin (BTC)\n\nSome *figures*.\n\n',
  sourceUrl: 'https://lunarcrush.ai/topic/bitcoin',
  origin: 'service',
};

describe('reports: note block', () => {
  it('starts with a dated heading in UTC, minutes only', () => {
    assert.equal(reportHeading('Bitcoin', AT), '## Bitcoin — Social Pulse report, 2026-11-22 14:05 UTC');
  });

  it('escapes the title where it would act: service text cannot add markup, links or lines to the heading', () => {
    const title = 'Evil <img src=x onerror=alert(1)> [x](javascript:alert(1))\n# injected';
    const heading = reportHeading(title, AT);
    assert.equal(heading, '## Evil \\<img src=x onerror=alert(1)> \\[x](javascript:alert(1)) # injected — Social Pulse report, 2026-11-22 14:05 UTC');
    assert.deepEqual(unsafeMarkup(heading), []);
    assert.deepEqual(headings(heading), [{ level: 2, text: `${title.replace('\n', ' ')} — Social Pulse report, 2026-11-22 14:05 UTC` }]);
    assert.equal(reportHeading('', AT), '## Report — Social Pulse report, 2026-11-22 14:05 UTC');
  });

  it('leaves nothing live in the title or note under VS Code\'s linkify, which can take an escape after an address', () => {
    const titles = ['https://a.example/x<img src=https://evil.example/x.png>', 'https://a.example/x<command:workbench.action.terminal.new>',
      'a@b.example //evil.example/x ftp://f.example/x'];
    for (const title of titles) {
      const heading = reportHeading(title, AT);
      assert.deepEqual(unsafeMarkup(heading), [], heading);
      assert.deepEqual(headings(heading).map((h) => h.level), [2], heading);
      const block = reportBlock({ title: 'x', format: 'json', text: '{}', sourceUrl: '', origin: 'service', note: title }, AT);
      assert.deepEqual(unsafeMarkup(block), [], block);
    }
  });

  it('leaves nothing live in a heading of any title', () => {
    const piece = fc.constantFrom('[', ']', '(', ')', '!', '<', '>', '`', '\\', ':', ' ', '/', '//', '@', '*', '_', '&lt;', 'a', 'img', 'b.example',
      'https://a.example/x', 'command:x', 'ftp:', 'mailto:', '<img src=x>', '---', '```');
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
      const heading = reportHeading(parts.join(''), AT);
      assert.deepEqual(unsafeMarkup(heading), [], heading);
    }), { numRuns: 3000 });
  });

  it('writes a plain title as it is: no needless escapes in the raw note', () => {
    assert.equal(reportHeading('Bitcoin (BTC)', AT), '## Bitcoin (BTC) — Social Pulse report, 2026-11-22 14:05 UTC');
    assert.equal(reportHeading('AT&T: 5 * 3 = 15, snake_case, C#, 1. not a list, > not a quote', AT),
      '## AT&T: 5 * 3 = 15, snake_case, C#, 1. not a list, > not a quote — Social Pulse report, 2026-11-22 14:05 UTC');
  });

  it('is heading, the markdown report and the source address, ending with one line break', () => {
    assert.equal(reportBlock(markdownReport, AT),
      '## Bitcoin (BTC) — Social Pulse report, 2026-11-22 14:05 UTC\n\n'
      + '### Bitcoin (BTC)\n\nSome *figures*.\n\n'
      + 'Source: <https://lunarcrush.ai/topic/bitcoin>\n');
  });

  it('names demo data as the source, without the emulator\'s address on this machine', () => {
    const block = reportBlock({ ...markdownReport, sourceUrl: 'http://127.0.0.1:4711/ai/topic/bitcoin' }, AT, true);
    assert.match(block, /\nSource: the Social Pulse emulator \(demo data\)\n$/);
    assert.ok(!block.includes('127.0.0.1'), block);
  });

  it('never writes a credential of the source address', () => {
    const block = reportBlock({ ...markdownReport, sourceUrl: 'https://user:s3cret@lunarcrush.ai/topic/bitcoin?format=json&key=k-123&access_token=t-456#frag' }, AT);
    for (const secret of ['s3cret', 'user', 'k-123', 't-456', 'frag']) assert.ok(!block.includes(secret), `${secret} in ${block}`);
    assert.match(block, /Source: <https:\/\/lunarcrush\.ai\/topic\/bitcoin\?format=json>\n$/);
    assert.equal(cleanSourceUrl('javascript:alert(1)'), undefined);
    assert.equal(cleanSourceUrl('not a url'), undefined);
    assert.match(reportBlock({ ...markdownReport, sourceUrl: 'file:///etc/passwd' }, AT), /Source: unknown\n$/);
  });

  it('puts JSON and CSV into a fenced block, with the snapshot note before it', () => {
    const csv = reportBlock({ ...markdownReport, format: 'csv', text: 'a,b\r\n1,2\r\n', origin: 'snapshot', note: 'Built locally.' }, AT);
    assert.equal(csv, '## Bitcoin (BTC) — Social Pulse report, 2026-11-22 14:05 UTC\n\n*Built locally.*\n\n```csv\na,b\r\n1,2\n```\n\nSource: <https://lunarcrush.ai/topic/bitcoin>\n');
  });

  it('a fence is longer than any backtick run in the text, so the text cannot close it', () => {
    assert.equal(fence('{"a": 1}', 'json'), '```json\n{"a": 1}\n```');
    assert.equal(fence('x ```` y', 'json'), '`````json\nx ```` y\n`````');
  });
});

describe('reports: blank lines at the cursor', () => {
  const block = '## R\n\nbody\n';
  it('adds nothing at the start of an empty document', () => {
    assert.equal(placeBlock('', '', block), block);
  });
  it('starts a paragraph after text on the cursor line or the line before', () => {
    assert.equal(placeBlock('some text', '', block), `\n\n${block}`);
    assert.equal(placeBlock('some text\n', '', block), `\n${block}`);
    assert.equal(placeBlock('some text\r\n', '', block), `\n${block}`);
    assert.equal(placeBlock('text\n\n', '', block), block);
  });
  it('keeps text after the cursor off the block\'s last line', () => {
    assert.equal(placeBlock('', 'more', block), `${block}\n`);
    assert.equal(placeBlock('', '\nmore', block), block);
  });
});

describe('reports: title', () => {
  it('is the first markdown heading, else the item title', () => {
    assert.equal(reportTitle('\n# Bitcoin (BTC)\n\ntext', 'markdown', 'bitcoin'), 'Bitcoin (BTC)');
    assert.equal(reportTitle('# Closed heading ##', 'markdown', 'x'), 'Closed heading');
    assert.equal(reportTitle('Just text\n# Later', 'markdown', 'Fallback'), 'Fallback');
    assert.equal(reportTitle('{"title":"From JSON"}', 'json', 'x'), 'From JSON');
    assert.equal(reportTitle('{"title":7}', 'json', 'x'), 'x');
    assert.equal(reportTitle('a,b', 'csv', 'Item'), 'Item');
  });
  it('is the heading as it reads, without its markup: no asterisks or backticks in the panel\'s title, tab, notice or note heading', () => {
    assert.equal(reportTitle('# **Breaking:** `BTC` tops $100k', 'markdown', 'x'), 'Breaking: BTC tops $100k');
    // as the preview reads each (markdown-it: the heading's text)
    for (const inline of ['**Breaking:** `BTC` tops $100k', '*a* _b_ ***c*** __d__ ~~e~~', '[Bitcoin](https://x.example/b) and ![logo](https://x.example/l.png)',
      '\\*not emphasis\\* and \\`no code\\`', 'snake_case_name 5 * 3', '`` a`b ``', 'AT&amp;T &#36;5', '<https://x.example> C#', '**a _b_ c**']) {
      assert.equal(reportTitle(`# ${inline}`, 'markdown', 'x'), headings(`# ${inline}`)[0]!.text, inline);
    }
  });

  it('is one line of at most 120 characters', () => {
    const title = reportTitle(`# ${'long '.repeat(60)}`, 'markdown', 'x');
    assert.ok([...title].length <= 120);
    assert.equal(reportTitle('x', 'csv', 'two\nlines'), 'two lines');
  });
});

describe('reports: JSON layout', () => {
  it('indents without parsing values: big ids and numbers stay exactly as sent', () => {
    const text = '{"id":12345678901234567890,"p":1.10,"s":"a,{b}:\\"[c]","e":{},"l":[],"n":[1,{"x":null}]}';
    const out = indentJson(text);
    assert.ok(out.includes('12345678901234567890'));
    assert.ok(out.includes('1.10'));
    assert.ok(out.includes('"a,{b}:\\"[c]"'));
    assert.deepEqual(JSON.parse(out), JSON.parse(text));
    assert.equal(out, '{\n  "id": 12345678901234567890,\n  "p": 1.10,\n  "s": "a,{b}:\\"[c]",\n  "e": {},\n  "l": [],\n  "n": [\n    1,\n    {\n      "x": null\n    }\n  ]\n}\n');
  });
  it('leaves text that is not JSON as it is', () => {
    assert.equal(indentJson('not { json'), 'not { json');
  });
});

describe('reports: subjects', () => {
  it('maps topics, categories, creators and posts; coins have no report', () => {
    assert.deepEqual(reportSubject({ kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }), { kind: 'topic', topic: 'bitcoin' });
    assert.deepEqual(reportSubject({ kind: 'category', id: 'defi', title: 'DeFi' }), { kind: 'category', category: 'defi' });
    assert.deepEqual(reportSubject({ kind: 'creator', id: 'tweet::123', title: 'x' }), { kind: 'creator', network: 'tweet', id: '123' });
    assert.deepEqual(reportSubject({ kind: 'post', id: 'reddit-post::a::b', title: 'x' }), { kind: 'post', postType: 'reddit-post', id: 'a::b' });
    assert.equal(reportSubject({ kind: 'creator', id: 'no-network', title: 'x' }), undefined);
    assert.equal(reportSubject({ kind: 'post', id: 'tweet::', title: 'x' }), undefined);
    assert.equal(reportSubject({ kind: 'coin', id: 'btc', title: 'Bitcoin' }), undefined);
  });
});
