// The word under or before the cursor, for completions and hover.
import { straightQuotes } from './tokens';

const WORD_CHAR = /[^\s,"]/;

export interface WordAt {
  start: number;
  end: number;
  text: string;
}

/** The word around `offset` (it may be empty: the cursor after a space). */
export function wordAt(text: string, offset: number): WordAt {
  let start = Math.max(0, Math.min(offset, text.length));
  let end = start;
  const plain = straightQuotes(text);
  while (start > 0 && WORD_CHAR.test(plain[start - 1]!)) start--;
  while (end < plain.length && WORD_CHAR.test(plain[end]!)) end++;
  return { start, end, text: text.slice(start, end) };
}

/** Whether `offset` falls inside a quoted string (an odd number of quotes, straight or curly, before it). */
export function inString(text: string, offset: number): boolean {
  return (straightQuotes(text.slice(0, offset)).match(/"/g)?.length ?? 0) % 2 === 1;
}
