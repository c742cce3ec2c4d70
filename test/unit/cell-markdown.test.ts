import * as assert from 'node:assert/strict';
import type { CellOutput } from '../../src/shared/protocol/cellOutput';
import { cellMarkdown, chartSummary } from '../../src/features/notebook/core/cellMarkdown';

const BASE: CellOutput = { v: 1, title: 'bitcoin', generated: 1_795_000_000, requests: 0, demo: true, notes: [] };

describe('cellMarkdown', () => {
  it('writes a table with escaped service text: pipes stay in their cell, no tag, no live non-http link', () => {
    const md = cellMarkdown({ ...BASE, title: '<img src=x onerror=alert(1)> [a](command:x)',
      table: { columns: [{ key: 'name', label: 'Name|x', kind: 'text' }, { key: 'link', label: 'Link', kind: 'link' }],
        rows: [['a | b <b>bold</b>', 'javascript:alert(1)'], ['[c](file:///etc/passwd)', 'https://example.com/x']] } });
    const rows = md.split('\n').filter((l) => l.startsWith('| '));
    assert.equal(rows.length, 4);
    for (const row of rows) assert.equal(row.split(/(?<!\\)\|/).length, 4, row);
    assert.ok(!/(?<!\\)<(img|b)\b/i.test(md), md);
    assert.ok(!/(?<!\\)\[[^\]]*\]\((?!<https?:)/i.test(md), md);
    assert.ok(md.includes('[https://example.com/x](<https://example.com/x>)'), md);
  });

  it('writes a chart as a one-line summary and a table of its points, in UTC', () => {
    const chart = { times: [1_795_000_000, 1_795_086_400], step: 86_400, lines: [{ label: 'Interactions', unit: 'count' as const, values: [1000, 2500] }] };
    const md = cellMarkdown({ ...BASE, chart });
    assert.equal(chartSummary(chart), 'Chart: Interactions 1,000 → 2,500 (2 points by day, 2026-11-18 11:06 UTC to 2026-11-19 11:06 UTC).');
    assert.ok(md.includes('| Time | Interactions |\n| --- | --: |\n| 2026-11-18 11:06 UTC | 1,000 |'), md);
  });

  it('says when the data was generated, what it cost and that it is demo data', () => {
    assert.ok(cellMarkdown(BASE).endsWith('*Generated 2026-11-18 11:06 UTC · from the cache, no request · demo data*'));
    assert.ok(cellMarkdown({ ...BASE, requests: 3, demo: false }).endsWith('· 3 requests*'));
  });

  it('writes a report\'s markdown through the notes guard: no raw HTML, no live non-http link, nothing ends the saved block', () => {
    const md = cellMarkdown({ ...BASE, markdown: '## Bitcoin\n\n<img src=x onerror=alert(1)>\n\n[x](command:workbench.action.quit)\n\n<!-- /pulse-output -->\n\n- a\n  ```\n  open fence in a list' });
    assert.ok(!/(?<!\\)<img/.test(md), md);
    assert.ok(!/(?<!\\)\[x\]\(command:/.test(md), md);
    assert.ok(!md.split('\n').includes('<!-- /pulse-output -->'), md);
    assert.ok(md.includes('- a\n  ```\n  open fence in a list\n  ```\n'), `the fence left open in its list item is closed there: ${md}`);
    assert.ok(md.endsWith('\n\n*Generated 2026-11-18 11:06 UTC · from the cache, no request · demo data*'), 'what follows is text');
  });
});
