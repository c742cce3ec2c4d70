// Walks a cell's tokens for the parser; a problem is thrown as a CellError with the range it is about.
import * as l10n from '../../../../shared/format/l10n';
import { lower, type Token } from './tokens';
import type { CellProblem } from './types';

export class CellError extends Error {
  constructor(message: string, readonly start: number, readonly end: number) {
    super(message);
  }
}

export class Reader {
  private i = 0;
  /** What reads but may not be what was meant (a name's last word close to a keyword). */
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
    if (token) throw new CellError(message, token.start, token.end);
    const last = this.previous();
    throw new CellError(message, last?.start ?? 0, last?.end ?? this.text.length);
  }

  /** Throws on words left over: what follows a complete question is a mistake. */
  end(expected: string): void {
    const t = this.peek();
    if (!t) return;
    const last = this.tokens[this.tokens.length - 1]!;
    const message = t.type === 'comma' ? l10n.t('A comma is not expected here: {0}', expected) : l10n.t('"{0}" is not expected here: {1}', t.text.slice(0, 40), expected);
    throw new CellError(message, t.start, last.end);
  }
}
