// Which lines of a markdown document are a code block (fenced or indented) or a `$$` math block,
// and which block each line is in, by CommonMark's block starts; a list item counts only as how
// far its text is indented. Pure.

// each tested on a line with its indent taken off
const FENCE = /^(`{3,}|~{3,})/;
const MATH_BLOCK = /^\$\$/;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const HEADING = /^#{1,6}(?:\s|$)/;
const SETEXT_UNDERLINE = /^(?:=+|-+)[ \t]*$/;
const LIST_MARKER = /^(?:[-+*]|\d{1,9}[.)])(?=\s|$)/;

/** The column a line's leading spaces and tabs reach, a tab going on to the next multiple of four. */
function indentOf(text: string): number {
  let column = 0;
  for (const ch of text) {
    if (ch === ' ') column++;
    else if (ch === '\t') column += 4 - (column % 4);
    else break;
  }
  return column;
}

/**
 * What a line starts, `within` columns into its list item (or the margin): nothing (paragraph
 * text), a block that ends any paragraph, a fence, a math block or a list item. `underlines`: a
 * paragraph of the same item goes on from the line before, so `===` or `---` makes it a heading.
 */
function blockStart(rest: string, within: number, underlines: boolean): 'end' | 'fence' | 'math' | 'item' | undefined {
  if (MATH_BLOCK.test(rest)) return 'math';
  if (within > 3) return undefined;
  if ((underlines && SETEXT_UNDERLINE.test(rest)) || THEMATIC_BREAK.test(rest) || HEADING.test(rest)) return 'end';
  if (FENCE.test(rest)) return 'fence';
  return LIST_MARKER.test(rest) ? 'item' : undefined;
}

/** The column a list item's text starts at: after its marker and up to four spaces (one when the text is code or there is none). */
function itemTextColumn(indent: number, marker: string, text: string): number {
  const markerEnd = indent + marker.length;
  const column = indentOf(' '.repeat(markerEnd) + text);
  return text.trim() === '' || column - markerEnd > 4 ? markerEnd + 1 : column;
}

/** Whether `rest` closes a block opened by `fence`: the same character, at least as many, nothing after. */
function closesFence(rest: string, fence: string): boolean {
  const close = rest.trimEnd();
  return close.startsWith(fence) && /^(?:`+|~+)$/.test(close);
}

/** What the walk knows of one line. */
export interface LineBlock {
  /** In a code block (fenced or indented) or a `$$` math block, its fences included. */
  code: boolean;
  /**
   * Which block of the document the line is in, counted from 0: a paragraph, table or list (with
   * everything its items hold: paragraphs after a blank line, fenced and indented code), a code or
   * math block of its own, a heading. Undefined for a blank line between blocks.
   */
  block: number | undefined;
}

/** What the walk knows of each line of `lines` up to `last`, by CommonMark's block starts. */
export function lineBlocks(lines: readonly string[], last = lines.length - 1): LineBlock[] {
  const out: LineBlock[] = [];
  let block = -1;
  /** The block before has ended (a blank line, a heading, a code block's end): a line outside every item starts another. */
  let ended = true;
  let fence: string | undefined;
  let math = false;
  /** A paragraph goes on from the line before: an indented line continues it. Otherwise (the start, a blank line, a heading, a block's end) an indented line starts code. */
  let paragraph = false;
  /** The line before (not blank) was indented code outside every item: the same code block goes on. */
  let indentedCode = false;
  /** The column each open list item's text starts at, outermost first. */
  const items: number[] = [];
  for (let i = 0; i <= last; i++) {
    const text = lines[i] ?? '';
    const indent = indentOf(text);
    const rest = text.replace(/^[ \t]*/, '');
    if (fence !== undefined) {
      out.push({ code: true, block });
      if (closesFence(rest, fence) && indent - (items.at(-1) ?? 0) <= 3) [fence, ended] = [undefined, true];
      continue;
    }
    if (math) {
      out.push({ code: true, block });
      math = !rest.includes('$$');
      ended = !math;
      continue;
    }
    if (rest.trim() === '') {
      out.push({ code: false, block: undefined });
      paragraph = false;
      ended = true;
      continue;
    }
    let depth = items.length;
    while (depth > 0 && indent < items[depth - 1]!) depth--;
    const within = indent - (items[depth - 1] ?? 0);
    if (within >= 4 && !paragraph) {
      items.length = depth;
      if (depth === 0 && !indentedCode) block++;
      indentedCode = depth === 0;
      ended = true;
      out.push({ code: true, block });
      continue;
    }
    indentedCode = false;
    const underlines = paragraph && depth === items.length;
    const start = blockStart(rest, within, underlines);
    // a lazy line (paragraph text less indented than its item's) goes on with the paragraph, in that item
    const lazy = start === undefined && paragraph;
    // a setext heading's underline ends the paragraph it makes a heading of; a heading, a rule, a fence or math starts a block
    const underline = start === 'end' && underlines && SETEXT_UNDERLINE.test(rest);
    if (depth === 0 && !lazy && !underline && (ended || (start !== undefined && start !== 'item'))) block++;
    if (!lazy) items.length = depth;
    paragraph = start === undefined;
    ended = start === 'end';
    if (start === 'item') {
      const marker = LIST_MARKER.exec(rest)![0];
      const itemText = rest.slice(marker.length);
      items.push(itemTextColumn(indent, marker, itemText));
      paragraph = itemText.trim() !== '';
    } else if (start === 'fence') {
      fence = FENCE.exec(rest)![1]!;
    } else if (start === 'math') {
      math = !/\$\$.*\$\$/.test(rest.trim());
      ended = !math;
    }
    out.push({ code: start === 'fence' || start === 'math', block });
  }
  return out;
}

/** Whether line `line` of `lines` is inside a code block (fenced or indented) or a `$$` math block (its fences included). */
export function inBlock(lines: readonly string[], line: number): boolean {
  return lineBlocks(lines, line)[line]?.code ?? false;
}
