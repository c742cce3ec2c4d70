// The block scan finds the code blocks VS Code's preview (markdown-it) finds: fenced ones at the
// top level and in quotes and list items (where each opens, whether and where it closes), and
// indented ones; and its headings, ATX and setext, with their levels. For texts of quotes, lists,
// tabs, lazy lines, tables, HTML blocks, headings and breaks mixed at random.
import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import markdownIt from 'markdown-it';
import type { StateBlock } from 'markdown-it';
import { scanBlocks } from '../../src/shared/render/blockScan';
import { splitLines } from '../../src/shared/render/fences';
import { markdownDocument } from './markdown-documents';

type Parser = ReturnType<typeof markdownIt>;
type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

/** markdown-it with its fence rule watched: whether each fence it reads ends on a closing fence, judged as the rule does. */
function watched(html: boolean): { md: Parser; closed: boolean[] } {
  const md = markdownIt({ html });
  const closed: boolean[] = [];
  const rules = (md.block.ruler as unknown as { __rules__: { name: string; fn: BlockRule }[] }).__rules__;
  const original = rules.find((r) => r.name === 'fence')!.fn;
  md.block.ruler.at('fence', (state, startLine, endLine, silent) => {
    if (silent) return original(state, startLine, endLine, true);
    if (!original(state, startLine, endLine, false)) return false;
    const last = state.line - 1;
    const marker = state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!).match(/^(`{3,}|~{3,})/)![1]!;
    const text = state.src.slice(state.bMarks[last]! + state.tShift[last]!, state.eMarks[last]);
    const run = /^(`+|~+)[ \t]*$/.exec(text)?.[1];
    closed.push(last > startLine && !!run && run[0] === marker[0] && run.length >= marker.length
      && state.sCount[last]! >= state.blkIndent && state.sCount[last]! - state.blkIndent < 4);
    return true;
  }, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  return { md, closed };
}

const withHtml = watched(true);
const withoutHtml = watched(false);

interface Found {
  /** Each fence's first line, the line after it, whether a closing fence ended it, its info string and its content. */
  fences: [number, number, boolean, string, string][];
  indented: [number, number, string][];
  html: [number, number, string][];
  /** Each heading's first and last line, its level and whether it is outside quotes and lists. */
  headings: [number, number, number, boolean][];
}

/** What markdown-it finds: each fence's first line, the line after it, and whether a closing fence ended it. */
function oracle(text: string, html: boolean): Found {
  const parser = html ? withHtml : withoutHtml;
  parser.closed.length = 0;
  const tokens = parser.md.parse(text, {});
  const found: Found = { fences: [], indented: [], html: [], headings: [] };
  for (const t of tokens) {
    const [open, end] = t.map ?? [0, 0];
    if (t.type === 'fence') found.fences.push([open, end, parser.closed[found.fences.length]!, t.info, t.content]);
    if (t.type === 'code_block') found.indented.push([open, end, t.content]);
    if (t.type === 'html_block') found.html.push([open, end, t.content]);
    if (t.type === 'heading_open') found.headings.push([open, end - 1, Number(t.tag.slice(1)), t.level === 0]);
  }
  return found;
}

function scanned(text: string, html: boolean): Found {
  const scan = scanBlocks(splitLines(text), html);
  return {
    fences: scan.fences.map((f) => [f.open, f.end, f.close !== undefined, f.info, f.content]),
    indented: scan.indented.map((c) => [c.open, c.end, c.content]),
    html: scan.html.map((c) => [c.open, c.end, c.content]),
    headings: scan.headings.map((h) => [h.first, h.last, h.level, h.topLevel]),
  };
}

describe('block scan: code blocks and headings as markdown-it finds them', () => {
  it('follows fences into quotes and list items, lazy lines and tabs', () => {
    const cases: [string, Found][] = [
      ['> ```\n> a\nb', { fences: [[0, 2, false, '', 'a\n']], indented: [], html: [], headings: [] }],
      ['- ```\n  a\n  ```\nb', { fences: [[0, 3, true, '', 'a\n']], indented: [], html: [], headings: [] }],
      ['- a\n\n  ```js\n  b', { fences: [[2, 4, false, 'js', 'b']], indented: [], html: [], headings: [] }],
      ['  ```\ncode', { fences: [[0, 2, false, '', 'code']], indented: [], html: [], headings: [] }],
      ['para\n    ```\n```', { fences: [[2, 3, false, '', '']], indented: [], html: [], headings: [] }],
      ['>\t```\n>\t  x', { fences: [[0, 2, false, '', '  x']], indented: [], html: [], headings: [] }],
      ['<div>\n```\n</div>', { fences: [], indented: [], html: [[0, 3, '<div>\n```\n</div>']], headings: [] }],
      ['- x\n\n      code', { fences: [], indented: [[2, 3, 'code\n']], html: [], headings: [] }],
    ];
    for (const [text, expected] of cases) {
      assert.deepEqual(oracle(text, true), expected, `the oracle: ${text}`);
      assert.deepEqual(scanned(text, true), expected, text);
    }
  });

  for (const html of [true, false]) {
    it(`finds what markdown-it finds in any text (HTML blocks ${html ? 'read' : 'not read'})`, () => {
      fc.assert(fc.property(markdownDocument(), (text) => {
        assert.deepEqual(scanned(text, html), oracle(text, html), JSON.stringify(text));
      }), { numRuns: 4000 });
    });
  }
});
