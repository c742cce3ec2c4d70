// Fenced code blocks of a markdown text, found line by line as CommonMark finds them at the top
// level: an opening fence of three or more backticks or tildes indented up to three spaces, closed
// by a line of the same character at least as long, else running to the end of the text.
// Lists and quotes are not followed: a fence inside one ends with its container, which a line scan
// cannot see. `fencesAtMargin` tells when the scan is exact.

export interface Fence {
  char: '`' | '~';
  length: number;
}

export interface FencedBlock {
  fence: Fence;
  /** Line of the opening fence. */
  open: number;
  /** Line of the closing fence; absent when the block runs to the end of the text. */
  close?: number;
}

/** The info string of a backtick fence holds no backtick. */
const OPENING = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/;
const CLOSING = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/** A fence after any indentation or list and quote markers. */
const FENCE_LIKE = /^[\s>*+\-\d.)]*(?:`{3}|~{3})/;

export function splitLines(text: string): string[] {
  return text.split(/\r\n?|\n/);
}

export function fencedBlocks(lines: readonly string[]): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let current: FencedBlock | undefined;
  lines.forEach((line, i) => {
    if (current) {
      const run = CLOSING.exec(line)?.[1];
      if (run && run[0] === current.fence.char && run.length >= current.fence.length) {
        current.close = i;
        current = undefined;
      }
      return;
    }
    const run = OPENING.exec(line)?.[1];
    if (run) {
      current = { fence: { char: run[0] === '`' ? '`' : '~', length: run.length }, open: i };
      blocks.push(current);
    }
  });
  return blocks;
}

/** Per line: whether it is a fence or inside a fenced block. */
export function fencedLines(count: number, blocks: readonly FencedBlock[]): boolean[] {
  const fenced = new Array<boolean>(count).fill(false);
  for (const b of blocks) fenced.fill(true, b.open, (b.close ?? count - 1) + 1);
  return fenced;
}

/**
 * Every fence-like line starts at the margin and holds no `|`: only then are `fencedBlocks` the
 * blocks a previewer finds. A fence line with a `|` heads a table when a delimiter row follows
 * (markdown-it, as VS Code's preview, reads tables before fences), so its "code" is markdown.
 */
export function fencesAtMargin(lines: readonly string[]): boolean {
  return lines.every((line) => !FENCE_LIKE.test(line) || (/^[`~]/.test(line) && !line.includes('|')));
}
