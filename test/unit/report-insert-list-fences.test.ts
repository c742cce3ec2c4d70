// A report inserted anywhere in a note whose list items hold fenced code blocks (indented with their
// item, nested lists, tildes, fences longer than three, fences holding shorter ones) splits none of
// them and leaves none open: judged by what markdown-it makes of the note before and after.
import * as assert from 'node:assert/strict';
import { insertionOffset, placeBlock } from '../../src/editor/toNotes/core/placement';
import { reportBlock } from '../../src/editor/toNotes/core/wrap';
import { codeBlocks, headings } from './markdown-oracle';

function insert(note: string, cursor: number, block: string): string {
  const at = insertionOffset(note, cursor, block);
  return `${note.slice(0, at)}${placeBlock(note.slice(0, at), note.slice(at), block)}${note.slice(at)}`;
}

const BLOCK = reportBlock({ title: 'Report', format: 'markdown', text: '# Report\n\ntext', sourceUrl: 'https://lunarcrush.ai/topic/x', origin: 'service' }, 0);

/** [what the note is, the note, the code blocks markdown-it finds in it]. */
const NOTES: readonly (readonly [string, string, readonly string[]])[] = [
  ['a fence indented with its bullet item', '- item\n  ```\n  code\n  ```\n- next\n', ['code\n']],
  ['a fence under the item\'s marker line, after a blank', '- item\n\n  ```js\n  code\n  ```\n\n- next\n\nafter\n', ['code\n']],
  ['a fence on the marker\'s line', '- ```\n  code\n  ```\n- next\n', ['code\n']],
  ['tildes in an ordered item', '1. step\n   ~~~\n   code\n   ~~~\n2. step\n', ['code\n']],
  ['a two-digit ordered item, indented four', '10) step\n    ~~~~ sh\n    run\n    ~~~~\n11) step\n', ['run\n']],
  ['a fence in a nested item', '- outer\n  - inner\n    ```\n    deep\n    ```\n  - sibling\n- last\n', ['deep\n']],
  ['a fence three levels down, tildes', '* a\n  * b\n    * c\n      ~~~~~\n      deepest\n      ~~~~~\n* d\n', ['deepest\n']],
  ['a longer fence holding shorter ones', '- item\n  `````\n  ```\n  inner\n  ```\n  ~~~\n  `````\n- next\n', ['```\ninner\n```\n~~~\n']],
  ['tildes holding backticks and shorter tildes', '+ item\n  ~~~~~~\n  ```\n  ~~~\n  ~~~~~~~~\n+ next\n', ['```\n~~~\n']],
  ['a fence indented beyond its item\'s content', '- item\n\n     ```\n     code\n     ```\n', ['code\n']],
  ['a closing fence indented four more: code, not a close', '- item\n  ```\n  code\n      ```\n  ```\n- next\n', ['code\n    ```\n']],
  ['a fence its item leaves open at the end of the note', '- item\n  ~~~~\n  never closed', ['never closed']],
  ['a fence its item ends, then a fence at the margin', '- item\n  ```\n  code\n```\nmargin\n```\n', ['code\n', 'margin\n']],
  ['two items, each with a fence, and a paragraph between', '1. one\n   ```\n   a\n   ```\n\n   between\n\n2. two\n   ~~~\n   b\n   ~~~\n', ['a\n', 'b\n']],
  ['a fence after a tab in an item', '-\t```\n\ttabbed\n\t```\n- next\n', ['tabbed\n']],
  ['a fence in an item in a quote', '> - item\n>   ````\n>   code\n>   ````\n> - next\n\nafter\n', ['code\n']],
  ['a fence closed by a longer one in an item', '- item\n  ```\n  code\n  `````\n- next\n', ['code\n']],
  ['blank lines inside an item\'s fence', '- item\n  ```\n  a\n\n\n  b\n  ```\n- next\n', ['a\n\n\nb\n']],
  ['a loose list, fences of both kinds, and code at the margin after it', '- a\n\n  ```\n  x\n  ```\n\n- b\n\n  ~~~~\n  y\n  ~~~~\n\n```\nz\n```\n', ['x\n', 'y\n', 'z\n']],
];

describe('reports: notes whose list items hold fenced code', () => {
  for (const [what, note, code] of NOTES) {
    it(`${what}: the report splits no block and leaves no fence open, for a cursor anywhere`, () => {
      assert.deepEqual(codeBlocks(note), code, 'the table reads the note as markdown-it does');
      for (let cursor = 0; cursor <= note.length; cursor++) {
        const result = insert(note, cursor, BLOCK);
        const where = `cursor ${cursor}:\n${result}`;
        assert.deepEqual(codeBlocks(result), code, where);
        assert.ok(headings(result).some((h) => h.level === 2 && h.text.startsWith('Report — Social Pulse report')), where);
        assert.ok(result.startsWith(note.slice(0, insertionOffset(note, cursor, BLOCK))), where);
      }
    });
  }

  it('puts the report after the closing fence of the item\'s block when the cursor is inside it', () => {
    const note = NOTES[0]![1];
    const close = note.indexOf('  ```\n- next') + '  ```'.length;
    for (let cursor = note.indexOf('  ```'); cursor <= close; cursor++) assert.equal(insertionOffset(note, cursor, BLOCK), close, String(cursor));
  });
});
