// A cell's text as words, quoted strings and commas, each with its offsets: every problem the
// parser finds points at the words it is about.

export interface Token {
  type: 'word' | 'string' | 'comma';
  /** A word as written; a string without its quotes. */
  text: string;
  start: number;
  end: number;
  /** A string whose closing quote is missing. */
  open?: boolean;
}

/**
 * The text with curly double quotes (“…”, pasted from a document) as the straight quote the language
 * takes: one character for one, so every offset into the text stays right.
 */
export function straightQuotes(text: string): string {
  return text.replace(/[“”]/g, '"');
}

/** Words are split at white space and commas; `"…"` (or `“…”`) keeps spaces and commas in one token. */
export function tokenize(written: string): Token[] {
  const text = straightQuotes(written);
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === ',') {
      tokens.push({ type: 'comma', text: ',', start: i, end: i + 1 });
      i++;
    } else if (ch === '"') {
      const close = text.indexOf('"', i + 1);
      const end = close < 0 ? text.length : close + 1;
      const token: Token = { type: 'string', text: text.slice(i + 1, close < 0 ? text.length : close), start: i, end };
      if (close < 0) token.open = true;
      tokens.push(token);
      i = end;
    } else {
      const start = i;
      while (i < text.length && !/[\s,"]/.test(text[i]!)) i++;
      tokens.push({ type: 'word', text: text.slice(start, i), start, end: i });
    }
  }
  return tokens;
}

/** The word in lower case, for keywords. */
export function lower(token: Token | undefined): string {
  return token?.type === 'word' ? token.text.toLowerCase() : '';
}
