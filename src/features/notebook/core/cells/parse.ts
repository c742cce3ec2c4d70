// The cell language's parser: one question per cell, read from its text with every problem
// pointing at the words it is about. See the README's "Pulse notebooks: the cell language".
import * as l10n from '../../../../shared/format/l10n';
import { kindNoun, takesAn, type ItemKind, type ItemRef } from '../../../../shared/items';
import { parseLookup, parseLookupOf } from '../../../../shared/lookup/parse';
import { reportSubject } from '../../../../shared/queries/reportSubject';
import { didYouMean } from './closeWord';
import { CellError, Reader } from './reader';
import { readName, readSubject, readVariable, refOf } from './parseSubjects';
import { metricsOf, noSeries, readDays, readList, readMetric, readSeries, readSpan } from './parseTails';
import { lower, straightQuotes, tokenize, type Token } from './tokens';
import type { CellProblem, CellQuery, ParsedCell, Subjects } from './types';
import { COMMAND_WORDS, isSeriesKind, POSTS_KINDS, tailsOf, WATCHLIST, type CommandWord } from './vocabulary';

/** A pasted address of the web app or of a network: read whole by the lookup. */
const ADDRESS = /^(?:https?:\/\/|(?:www\.|app\.|m\.)?(?:lunarcrush\.(?:com|ai)|x\.com|twitter\.com|youtube\.com|reddit\.com|tiktok\.com|instagram\.com)\/)/i;

const SUBJECT_COMMANDS = ['topic', 'category', 'coin', 'stock', 'nft', 'creator'] as const;
type SubjectCommand = (typeof SUBJECT_COMMANDS)[number];
const TAILS = ['series', 'posts', 'topics'];

export function parseCell(text: string): ParsedCell {
  const trimmed = text.trim();
  if (!trimmed) return { problems: [] };
  if (ADDRESS.test(trimmed)) return attempt(() => address(trimmed, text.indexOf(trimmed)), []);
  // tokenize reads curly quotes as straight ones; the reader slices its text too (a report's subject, a search term)
  const r = new Reader(tokenize(text), straightQuotes(text));
  return attempt(() => question(r), r.warnings);
}

function attempt(read: () => CellQuery, warnings: readonly CellProblem[]): ParsedCell {
  try {
    return { query: read(), problems: [...warnings] };
  } catch (e) {
    if (!(e instanceof CellError)) throw e;
    return { problems: [...warnings, { message: e.message, start: e.start, end: e.end, severity: 'error' }] };
  }
}

function address(trimmed: string, start: number): CellQuery {
  const found = parseLookup(trimmed, 'topic');
  if ('problem' in found) throw new CellError(found.problem, start, start + trimmed.length);
  return { kind: 'summary', subjects: { kind: 'items', refs: [found.ref] } };
}

function question(r: Reader): CellQuery {
  const first = r.peek()!;
  const variable = readVariable(r);
  if (variable) return watchlistQuestion(r, first, variable);
  const word = lower(first);
  if (!(COMMAND_WORDS as readonly string[]).includes(word)) {
    r.fail(l10n.t('"{0}" is not a question Social Pulse knows.{1} Start with one of: {2}, {3}, or paste an address.', first.text.slice(0, 40), didYouMean(word, COMMAND_WORDS), COMMAND_WORDS.join(', '), WATCHLIST), first);
  }
  r.next();
  const command = word as CommandWord;
  switch (command) {
    case 'coins':
    case 'stocks':
    case 'nfts':
      return { kind: 'top', list: command, ...readList(r, command) };
    case 'compare':
      return compare(r, first);
    case 'report':
      return { kind: 'report', subject: reportRef(r, first) };
    case 'search':
      return { kind: 'search', term: searchTerm(r, first) };
    case 'changes':
      r.end(l10n.t('"changes" stands alone.'));
      return { kind: 'changes' };
    default:
      return subjectQuestion(r, command, first);
  }
}

/** `$watchlist`, `$watchlist.coins`, each optionally with a series. */
function watchlistQuestion(r: Reader, variable: Token, subjects: Subjects): CellQuery {
  const series = r.take('series');
  if (!series) {
    r.end(l10n.t('{0} may be followed only by "series".', variable.text));
    return { kind: 'summary', subjects };
  }
  const only = subjects.kind === 'watchlist' ? subjects.only : undefined;
  if (only && !isSeriesKind(only)) r.fail(noSeries(only, false), series);
  return { kind: 'series', subjects, ...readSeries(r, only, series) };
}

function subjectQuestion(r: Reader, command: SubjectCommand, commandToken: Token): CellQuery {
  const kind: ItemKind = command;
  const subjects = readSubject(r, kind, TAILS, commandToken);
  const tail = r.peek();
  if (!tail) return { kind: 'summary', subjects };
  const word = lower(tail);
  // taken in each branch: a word not expected stays the reader's next, so Reader.fail can tell a second question
  if (word === 'series') {
    r.next();
    if (!isSeriesKind(kind)) r.fail(noSeries(kind, true), tail);
    const series = readSeries(r, kind, tail);
    return { kind: 'series', subjects, ...series };
  }
  if (word === 'posts') {
    r.next();
    if (!POSTS_KINDS.includes(kind)) r.fail(takesAn(kind) ? l10n.t('An {0} has no posts of its own: ask for the posts of its topic.', kindNoun(kind)) : l10n.t('A {0} has no posts of its own: ask for the posts of its topic.', kindNoun(kind)), tail);
    const subject = single(r, subjects, commandToken);
    const days = readDays(r);
    r.end(l10n.t('posts end with a range such as 7d.'));
    return { kind: 'posts', subject, days };
  }
  if (word === 'topics' && kind === 'category') {
    r.next();
    const category = single(r, subjects, commandToken);
    r.end(l10n.t('"topics" ends the question.'));
    return { kind: 'categoryTopics', category };
  }
  const tails = tailsOf(kind);
  return r.fail(l10n.t('"{0}" is not expected after the {1}.{2} It may be followed by {3}.', tail.text.slice(0, 40), kindNoun(kind), didYouMean(word, tails), tails.map((t) => `"${t}"`).join(l10n.t(' or '))), tail);
}

/** Posts and a category's topics are asked of one named subject. */
function single(r: Reader, subjects: Subjects, command: Token): ItemRef {
  if (subjects.kind === 'items' && subjects.refs.length === 1) return subjects.refs[0]!;
  return r.fail(l10n.t('Name one {0} here, not {1}.', command.text.toLowerCase(), WATCHLIST), command);
}

/**
 * Takes a kind word (`coin` in `compare coin btc, …`) when one of `kinds` comes next and what
 * follows it reads as a name (`compare coin, bitcoin` compares the topic "coin").
 */
function takeKind(r: Reader, kinds: readonly ItemKind[], nameFollows: (next: Token | undefined) => boolean): ItemKind | undefined {
  const word = lower(r.peek());
  const kind = kinds.find((k) => k === word);
  if (!kind || !nameFollows(r.peek(1))) return undefined;
  r.next();
  return kind;
}

const COMPARE_KINDS: readonly ItemKind[] = ['topic', 'category', 'coin', 'stock', 'nft'];

/** `compare bitcoin, ethereum on interactions 1m by day`; `coin btc, coin eth`; `$watchlist.coins`. */
function compare(r: Reader, command: Token): CellQuery {
  let subjects: Subjects | undefined = undefined;
  const refs: ItemRef[] = [];
  for (;;) {
    const variable = readVariable(r);
    if (variable) {
      if (refs.length || subjects) r.fail(l10n.t('Compare either {0} or named subjects, not both.', WATCHLIST), r.previous());
      if (variable.only && !isSeriesKind(variable.only)) r.fail(noSeries(variable.only, false), r.previous());
      subjects = variable;
    } else {
      const kind = takeKind(r, COMPARE_KINDS, (next) => next !== undefined && next.type !== 'comma' && lower(next) !== 'on') ?? 'topic';
      const name = readName(r, ['on']);
      if (!name) r.fail(l10n.t('Name the subjects to compare, separated by commas: compare bitcoin, ethereum on interactions.'), r.peek() ?? r.previous() ?? command);
      if (subjects) r.fail(l10n.t('Compare either {0} or named subjects, not both.', WATCHLIST), { type: 'word', text: name.text, start: name.start, end: name.end });
      const ref = refOf(r, name, kind);
      if (!refs.some((x) => x.kind === ref.kind && x.id === ref.id)) refs.push(ref);
    }
    if (r.peek()?.type !== 'comma') break;
    r.next();
  }
  const on = r.take('on');
  if (!on) r.fail(l10n.t('Say which metric: compare … on interactions.{0}', r.peek() ? didYouMean(lower(r.peek()), ['on']) : ''), r.peek() ?? r.previous());
  if (!subjects && refs.length < 2) r.fail(l10n.t('Compare at least two subjects, separated by commas: compare bitcoin, ethereum on interactions.'), command);
  const kinds = subjects?.kind === 'watchlist' ? [subjects.only] : [...new Set(refs.map((x) => x.kind))];
  const metricToken = r.peek();
  const metric = readMetric(r, kinds.length === 1 ? kinds[0] : undefined, on);
  for (const kind of kinds) {
    if (kind && !metricsOf(kind).includes(metric)) r.fail(takesAn(kind) ? l10n.t('An {0}’s series has no {1}. Its metrics are: {2}.', kindNoun(kind), metric, metricsOf(kind).join(', ')) : l10n.t('A {0}’s series has no {1}. Its metrics are: {2}.', kindNoun(kind), metric, metricsOf(kind).join(', ')), metricToken);
  }
  const span = readSpan(r, 'compare');
  return { kind: 'compare', subjects: subjects ?? { kind: 'items', refs }, metric, ...span };
}

const REPORT_KINDS: readonly ItemKind[] = ['topic', 'category', 'creator', 'post', 'search', 'coin', 'stock', 'nft'];

/** `report bitcoin`, `report category defi`, `report twitter/elonmusk`, `report <address>`. */
function reportRef(r: Reader, command: Token): ItemRef {
  const kind = takeKind(r, REPORT_KINDS, (next) => next !== undefined);
  const start = r.peek();
  if (!start) r.fail(l10n.t('Name the subject of the report: report bitcoin, report category defi, report twitter/elonmusk.'), r.previous() ?? command);
  const last = r.takeLine()!;
  r.end(l10n.t('a report names one subject, on one line.'));
  const text = r.text.slice(start.start, last.end).trim().replace(/^"(.*)"$/s, '$1');
  const found = kind ? parseLookupOf(text, kind) : parseLookup(text, 'topic');
  if ('problem' in found) throw new CellError(found.problem, start.start, last.end);
  if (!reportSubject(found.ref) && found.ref.kind !== 'search') {
    const noun = kindNoun(found.ref.kind);
    throw new CellError(takesAn(found.ref.kind) ? l10n.t('The service has no report on an {0}: ask for its topic’s (report topic …).', noun) : l10n.t('The service has no report on a {0}: ask for its topic’s (report topic …).', noun), start.start, last.end);
  }
  return found.ref;
}

/** `search "etf approval"` or `search etf approval` (to the line's end). */
function searchTerm(r: Reader, command: Token): string {
  const first = r.peek();
  if (!first) r.fail(l10n.t('Say what to search for: search "etf approval".'), command);
  if (first.type === 'string') {
    r.next();
    if (first.open) r.fail(l10n.t('The search term has no closing quote (").'), first);
    if (!first.text.trim()) r.fail(l10n.t('The search term is empty.'), first);
    r.end(l10n.t('a search takes one term; put a phrase in quotes.'));
    return first.text.trim();
  }
  const last = r.takeLine()!;
  r.end(l10n.t('a search term ends with its line; put a phrase in quotes.'));
  const term = r.text.slice(first.start, last.end).trim();
  if (term.length > 200) throw new CellError(l10n.t('A search term is at most 200 characters (this one is {0}).', term.length), first.start, last.end);
  return term;
}

