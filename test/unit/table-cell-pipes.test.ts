// A `|` in a table cell is escaped `\|`, and a backslash before it changes what the escape means:
// VS Code's preview (markdown-it) looks only at the one character before the pipe, GitHub's reader
// (micromark's and cmark-gfm's table rules) takes `\\` as a pair first, so `\\|` leaves the pipe
// bare there and splits the cell. Every reading must keep the text in its one cell.
import * as assert from 'node:assert/strict';
import markdownIt from 'markdown-it';
import { mdCode, mdText } from '../../src/shared/format/markdown';
import { mdTable } from '../../src/shared/render/markdownParts';

const md = markdownIt();

/** The cells of a table row as markdown-it (VS Code) splits it. */
function vscodeCells(table: string): number {
  const tokens = md.parse(table, {});
  const row = tokens.findIndex((t) => t.type === 'tr_open' && tokens.slice(0, tokens.indexOf(t)).some((u) => u.type === 'tbody_open'));
  const end = tokens.findIndex((t, i) => i > row && t.type === 'tr_close');
  return tokens.slice(row, end).filter((t) => t.type === 'td_open').length;
}

/** The cells of a row as GitHub's reader splits it: a backslash takes the `\` or `|` after it as a pair, a bare `|` ends a cell. */
function githubCells(row: string): number {
  const inner = row.trim().replace(/^\|/, '');
  let cells = 0;
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '\\' && (inner[i + 1] === '\\' || inner[i + 1] === '|')) i++;
    else if (inner[i] === '|') cells++;
  }
  return cells;
}

const TEXTS = ['a\\|b', 'a\\\\|b', 'ends in \\', '\\|', '|\\', 'a|b', 'plain'];

describe('table cells: a backslash before a pipe keeps the cell whole', () => {
  it('a code span in a cell (mdCode inTable) is one cell in VS Code and on GitHub (failed before: `a\\\\|b` split in two on GitHub)', () => {
    for (const text of TEXTS) {
      const table = mdTable(['id', 'rank'], [[mdCode(text, 80, true), '1']]);
      const row = table.split('\n')[2]!;
      assert.equal(vscodeCells(table), 2, `VS Code: ${row}`);
      assert.equal(githubCells(row), 2, `GitHub: ${row}`);
    }
    assert.equal(mdCode('a\\|b', 80, true), '`a\\\\\\|b`');
    assert.equal(mdCode('a|b\\c', 80, true), '`a\\|b\\c`', 'a backslash not before a pipe stays as it is');
  });

  it('escaped text in a cell (mdText) is one cell in both, and reads as written', () => {
    for (const text of TEXTS) {
      const table = mdTable(['name', 'rank'], [[mdText(text), '1']]);
      const row = table.split('\n')[2]!;
      assert.equal(vscodeCells(table), 2, `VS Code: ${row}`);
      assert.equal(githubCells(row), 2, `GitHub: ${row}`);
      const td = md.parse(table, {}).filter((t) => t.type === 'inline')[2]!;
      assert.equal(td.children?.map((c) => c.content).join(''), text, row);
    }
  });
});
