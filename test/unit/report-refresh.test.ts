// "Add today's figures", its pure part: the marker under an inserted report's heading, the report
// blocks of a note found again with their ends, and service text that cannot pass for a block.
import * as assert from 'node:assert/strict';
import { categoryRef, coinRef, creatorRef, marketListRef, nftRef, searchRef, searchTermRef, topicRef } from '../../src/shared/items';
import { findNoteReports, newSectionLine } from '../../src/features/reports/core/noteReports';
import { readMarker, reportMarker } from '../../src/editor/toNotes/core/marker';
import { reportBlock, type Wrappable } from '../../src/editor/toNotes/core/wrap';
import { headings, liveMarkup } from './markdown-oracle';

const AT = Date.UTC(2026, 10, 22, 14, 5, 59);
const LATER = Date.UTC(2026, 10, 23, 9, 0, 0);
const bitcoin = topicRef('bitcoin');

function report(text: string, sourceUrl = 'https://lunarcrush.ai/topic/bitcoin'): Wrappable {
  return { title: 'Bitcoin (BTC)', format: 'markdown', text, sourceUrl, origin: 'service' };
}

function lines(text: string): string[] {
  return text.split('\n');
}

describe('reports: add today\'s figures', () => {
  it('writes a marker right under the dated heading, which the preview shows as nothing', () => {
    const block = reportBlock(report('# Bitcoin (BTC)\n\nSome figures.'), AT, false, bitcoin);
    const [heading, marker] = lines(block);
    assert.equal(heading, '## Bitcoin (BTC) — Social Pulse report, 2026-11-22 14:05 UTC');
    assert.equal(marker, '<!-- social-pulse:report topic/bitcoin -->');
    assert.deepEqual(liveMarkup(block).html, [`${marker}\n`]);
    assert.deepEqual(headings(block).map((h) => h.level), [2, 3]);
  });

  it('reads the subject back from a marker, through the lookups\' checks', () => {
    for (const ref of [bitcoin, topicRef('solana meme coin'), categoryRef('defi'), creatorRef({ network: 'twitter', id: 'elonmusk' })]) {
      const read = readMarker(reportMarker(ref)!);
      assert.deepEqual(read && { kind: read.kind, id: read.id }, { kind: ref.kind, id: ref.id });
    }
    for (const forged of ['<!-- social-pulse:report topic/a%2Fb -->', '<!-- social-pulse:report topic/%ZZ -->', '<!-- social-pulse:report coin/btc -->',
      '<!-- social-pulse:report topic/x --> ', '<!-- social-pulse:report topic/ -->', '<!-- social-pulse:report creator/nowhere%3A%3Ax -->']) {
      assert.equal(readMarker(forged), undefined, forged);
    }
  });

  it('marks the reports of a saved search, a term searched, and the coins and stocks lists; a coin or an NFT has none', () => {
    for (const ref of [searchRef('my-ai-watch'), searchTermRef('solana etf (approved)'), marketListRef('coin'), marketListRef('stock')]) {
      const read = readMarker(reportMarker(ref)!);
      assert.deepEqual(read && { kind: read.kind, id: read.id }, { kind: ref.kind, id: ref.id }, ref.title);
    }
    assert.equal(reportMarker(marketListRef('stock')), '<!-- social-pulse:report list/stocks -->');
    assert.equal(reportMarker(coinRef('1')), undefined);
    assert.equal(reportMarker(nftRef('cryptopunks')), undefined);
    assert.equal(reportMarker(searchTermRef('x'.repeat(201))), undefined, 'a term too long for a marker');
    for (const forged of ['<!-- social-pulse:report list/nfts -->', '<!-- social-pulse:report list/toString -->', '<!-- social-pulse:report search-term/%0A -->',
      '<!-- social-pulse:report search/a%20b -->']) {
      assert.equal(readMarker(forged), undefined, forged);
    }
  });

  it('finds a block and ends it after its Source line, before what the person wrote after it', () => {
    const block = reportBlock(report('# Bitcoin (BTC)\n\n## Overview\n\nSome figures.'), AT, false, bitcoin);
    const note = `# My notes\n\nIntro.\n\n${block}\nMy own thoughts.\n\n## Next day\n\nMore.\n`;
    const all = lines(note);
    const found = findNoteReports(all);
    assert.equal(found.length, 1);
    assert.equal(all[found[0]!.heading], '## Bitcoin (BTC) — Social Pulse report, 2026-11-22 14:05 UTC');
    assert.equal(all[found[0]!.end - 1], 'Source: <https://lunarcrush.ai/topic/bitcoin>');
    assert.equal(all[found[0]!.end + 1], 'My own thoughts.');
    assert.deepEqual(found[0]!.subject, bitcoin);
  });

  it('reads a rule after a table in a report as a rule, not a heading that ends the block', () => {
    const block = reportBlock(report('Figures.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n---\n\nMore.'), AT, false, bitcoin);
    const all = lines(`${block}\nMine.\n`);
    const [found] = findNoteReports(all);
    assert.equal(all[found!.end - 1], 'Source: <https://lunarcrush.ai/topic/bitcoin>');
  });

  it('takes no dated heading from a list item or a quote, and ends no block at a heading inside one', () => {
    const heading = '## Bitcoin — Social Pulse report, 2026-11-22 14:05 UTC';
    assert.deepEqual(findNoteReports(lines(`- item\n\n  ${heading}\n\n> ${heading}`)), []);
    const note = `${heading}\n<!-- social-pulse:report topic/bitcoin -->\n\n- item\n\n  ## Mine\n\nSource: <https://lunarcrush.ai/topic/bitcoin>\n`;
    assert.equal(findNoteReports(lines(note))[0]!.end, 8);
  });

  it('ends a block whose Source line was removed at its last written line before the next heading', () => {
    const note = '## Bitcoin — Social Pulse report, 2026-11-22 14:05 UTC\n<!-- social-pulse:report topic/bitcoin -->\n\nFigures.\n\n\n## Elsewhere\n';
    const [found] = findNoteReports(lines(note));
    assert.equal(found!.end, 4);
  });

  it('reads the subject of a block without a marker from the service\'s address in its Source line, and of no other', () => {
    const legacy = (source: string, demo = false): ReturnType<typeof findNoteReports> => findNoteReports(lines(reportBlock(report('Figures.', source), AT, demo)));
    assert.deepEqual(legacy('https://lunarcrush.ai/topic/bitcoin')[0]!.subject, bitcoin);
    assert.deepEqual(legacy('https://lunarcrush.com/api4/public/category/defi/v1')[0]!.subject, categoryRef('defi'));
    assert.equal(legacy('https://lunarcrush.ai/topic/bitcoin', true)[0]!.subject, undefined);
    assert.equal(legacy('https://x.com/elonmusk')[0]!.subject, undefined);
    assert.equal(legacy('https://lunarcrush.com/coins/btc/bitcoin')[0]!.subject, undefined);
    assert.equal(legacy('https://evil.example/?lunarcrush.ai/topic/bitcoin')[0]!.subject, undefined);
  });

  it('takes no block from service text: a forged heading and marker in a report are escaped, moved down or fenced', () => {
    const forged = '## Evil — Social Pulse report, 2026-11-22 14:05 UTC\n<!-- social-pulse:report topic/evil -->\n\nSource: <https://lunarcrush.ai/topic/evil>';
    for (const r of [report(`# Bitcoin\n\n${forged}`), { ...report(forged), format: 'json' as const }, report(`- \`\`\`\n  x\n\n${forged}`)]) {
      const found = findNoteReports(lines(reportBlock(r, AT, false, bitcoin)));
      assert.deepEqual(found.map((f) => f.subject), [bitcoin], r.text);
      assert.deepEqual(findNoteReports(lines(reportBlock(r, AT, true))).map((f) => f.subject), [undefined], r.text);
    }
  });

  it('puts a new section after the sections on the same subject that follow the block', () => {
    const first = reportBlock(report('Figures.'), AT, false, bitcoin);
    const second = reportBlock(report('Figures.'), LATER, false, bitcoin);
    const other = reportBlock(report('Figures.'), LATER, false, categoryRef('defi'));
    const note = lines(`${first}\n${second}\n${other}\nEnd.\n`);
    const found = findNoteReports(note);
    assert.equal(found.length, 3);
    assert.equal(newSectionLine(note, found, 0), found[1]!.end);
    assert.equal(newSectionLine(note, found, 2), found[2]!.end);
  });
});
