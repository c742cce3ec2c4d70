// The start comment of a saved output carries the answer's data, so the notebook can draw it again
// without a request, and a hash of the markdown written below it, so a table edited by hand is
// seen as such (its markdown is shown, the stale data is not). Inside an HTML comment nothing may
// read as its end: every `-`, `<`, `>` and `&` in the JSON's strings is written as a \u escape
// (outside strings JSON has no `<`, `>` or `&`, and a number's single `-` never makes `--`).
import { OUTPUT_START_PREFIX } from './model';

const STRING_LITERAL = /"(?:[^"\\]|\\.)*"/g;
const UNSAFE_IN_COMMENT = /[-<>&\u2028\u2029]/g;
const START = /^<!-- pulse-output(?: md=([0-9a-f]{8}))?(?: data=(\{.*\}))? -->$/;

/** FNV-1a over the UTF-16 units: a check against hand edits, not a defence (the data is neutralised wherever it is shown). */
export function markdownHash(markdown: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < markdown.length; i++) {
    h ^= markdown.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

function commentSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(STRING_LITERAL, (literal) =>
    literal.replace(UNSAFE_IN_COMMENT, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

export function startComment(markdown: string, data: unknown): string {
  const carried = data === undefined ? '' : ` data=${commentSafeJson(data)}`;
  return `${OUTPUT_START_PREFIX} md=${markdownHash(markdown)}${carried} -->`;
}

export function isStartComment(line: string): boolean {
  return START.test(line);
}

/** The data of a start comment when it is readable and `markdown` is what it was written with. */
export function dataOf(line: string, markdown: string): unknown {
  const match = START.exec(line);
  if (!match?.[1] || !match[2] || match[1] !== markdownHash(markdown)) return undefined;
  try {
    return JSON.parse(match[2]) as unknown;
  } catch {
    return undefined;
  }
}
