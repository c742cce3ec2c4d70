// Walks a cell's tokens for the parser; a problem is thrown as a CellError with the range it is about.
import * as l10n from '../../../../shared/format/l10n';
import { lower, type Token } from './tokens';
import type { CellProblem } from './types';
import { COMMAND_WORDS, WATCHLIST } from './vocabulary';

export class CellError extends Error {
  constructor(message: string, readonly start: number, readonly end: number) {
    super(message);
  }
}

export class Reader {
  private i = 0;
  /** What reads but may not be what was meant (a word of a name close to a keyword). */
  readonly warnings: CellProblem[] = [];

  constructor(readonly tokens: readonly Token[], readonly text: string) {}

  peek(ahead = 0): Token | undefined {
    return this.tokens[this.i + ahead];
  }

  next(): Token | undefined {
    return this.tokens[this.i++];
  }

  /** The next token when it is the word `word` (any case), taken. */
  take(word: string): Token | undefined {
    const t = this.peek();
    if (lower(t) !== word) return undefined;
    this.i++;
    return t;
  }

  warn(message: string, token: Token): void {
    this.warnings.push({ message, start: token.start, end: token.end, severity: 'warning' });
  }

  atEnd(): boolean {
    return this.i >= this.tokens.length;
  }

  /** The token before the next one, for "missing …" problems: they underline what asked for it. */
  previous(): Token | undefined {
    return this.tokens[this.i - 1];
  }

  fail(message: string, token: Token | undefined): never {
    this.secondQuestion(token);
    if (token) throw new CellError(message, token.start, token.end);
    const last = this.previous();
    throw new CellError(message, last?.start ?? 0, last?.end ?? this.text.length);
  }

  /** Throws on words left over: what follows a complete question is a mistake. */
  end(expected: string): void {
    const t = this.peek();
    if (!t) return;
    this.secondQuestion(t);
    const last = this.tokens[this.tokens.length - 1]!;
    const message = t.type === 'comma' ? l10n.t('A comma is not expected here: {0}', expected) : l10n.t('"{0}" is not expected here: {1}', t.text.slice(0, 40), expected);
    throw new CellError(message, t.start, last.end);
  }

  /** Whether a line break comes between the token before and the next one: a name ends with its line. */
  atLineStart(): boolean {
    const t = this.peek();
    const before = this.previous();
    return t !== undefined && before !== undefined && /[\r\n]/.test(this.text.slice(before.end, t.start));
  }

  /** Takes the next token and those after it on its line; the last one taken. */
  takeLine(): Token | undefined {
    let last = this.next();
    while (last && this.peek() && !this.atLineStart()) last = this.next();
    return last;
  }

  /**
   * A cell holds one question: when what is not expected is the next word, it starts a later line and
   * it starts a question, that says more than what the first question expected there.
   */
  private secondQuestion(t: Token | undefined): void {
    if (!t || t !== this.peek() || !this.atLineStart()) return;
    const word = lower(t);
    if (!(COMMAND_WORDS as readonly string[]).includes(word) && word.split('.')[0] !== WATCHLIST) return;
    const line = this.text.slice(t.start).split(/[\r\n]/)[0]!.trim();
    const last = this.tokens[this.tokens.length - 1]!;
    throw new CellError(l10n.t('A cell holds one question: put "{0}" in a cell of its own.', line.slice(0, 40)), t.start, last.end);
  }
}
