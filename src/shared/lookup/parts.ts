// The pieces every lookup form is made of: a result, the checks of each identifier in it, and the
// refs built from checked parts. Messages quote what was typed only briefly: people paste
// whole pages into a lookup box, and keys into the wrong one. Each message is a whole sentence
// of the l10n bundle (one per kind of item, per part), never English words put into a translated one.
import { checkIdentifier, type IdentifierProblem } from '../../service/api/identifiers';
import * as l10n from '../format/l10n';
import { oneLine, truncate } from '../format/markdown';
import {
  categoryRef, coinRef, creatorRef, nftRef, postRef, searchRef, stockRef, topicRef,
  type ItemKind, type ItemRef,
} from '../items';

export type LookupResult = { ref: ItemRef } | { problem: string };

export function problem(text: string): LookupResult {
  return { problem: text };
}

/** At most 40 characters of what was typed, quoted. */
export function shown(text: string): string {
  return `"${truncate(text, 40)}"`;
}

/** What to type when nothing is typed, in the person's words. */
export function typeAName(kind: ItemKind): string {
  switch (kind) {
    case 'topic': return l10n.t('Type a topic name.');
    case 'category': return l10n.t('Type a category name.');
    case 'coin': return l10n.t('Type a coin name.');
    case 'stock': return l10n.t('Type a stock name.');
    case 'nft': return l10n.t('Type an NFT collection name.');
    case 'creator': return l10n.t('Type a creator name.');
    case 'post': return l10n.t('Type a post name.');
    case 'search': return l10n.t('Type a saved search name.');
  }
}

/** "a space", "a line break or tab" in the person's words, else the character and its code point. */
export function describeChar(ch: string): string {
  if (ch === ' ') return l10n.t('a space');
  if (/\s/u.test(ch)) return l10n.t('a line break or tab');
  return `"${ch}" (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
}

/** The longest identifier a lookup takes (the client's rule too). */
const MAX_PART = 200;

/** The sentences about one kind of identifier of a lookup (a screen name, a post id, a ticker). */
interface PartWords {
  missing(): string;
  tooLong(length: number): string;
  onlyDots(): string;
  /** `char` as describeChar says it. */
  badChar(char: string): string;
}

const STOCK_WORDS: PartWords = {
  missing: () => l10n.t('The stock symbol is missing.'),
  tooLong: (n) => l10n.t('That stock symbol is too long ({0} characters, at most {1}).', n, MAX_PART),
  onlyDots: () => l10n.t('A stock symbol cannot be made only of dots.'),
  badChar: (ch) => l10n.t('A stock symbol may contain only letters, numbers, . and -; {0} is not allowed.', ch),
};

const NFT_WORDS: PartWords = {
  missing: () => l10n.t('The collection name is missing.'),
  tooLong: (n) => l10n.t('That collection name is too long ({0} characters, at most {1}).', n, MAX_PART),
  onlyDots: () => l10n.t('A collection name cannot be made only of dots.'),
  badChar: (ch) => l10n.t('A collection name may contain only letters, numbers, _ . and -; {0} is not allowed.', ch),
};

const SEARCH_WORDS: PartWords = {
  missing: () => l10n.t('The saved search name is missing.'),
  tooLong: (n) => l10n.t('That saved search name is too long ({0} characters, at most {1}).', n, MAX_PART),
  onlyDots: () => l10n.t('A saved search name cannot be made only of dots.'),
  badChar: (ch) => l10n.t('A saved search name may contain only letters, numbers, _ and -; {0} is not allowed.', ch),
};

/** A creator's name on `network` (twitter, youtube...: names, not translated). */
function creatorWords(network: string): PartWords {
  return {
    missing: () => l10n.t('The {0} name is missing.', network),
    tooLong: (n) => l10n.t('That {0} name is too long ({1} characters, at most {2}).', network, n, MAX_PART),
    onlyDots: () => l10n.t('A {0} name cannot be made only of dots.', network),
    badChar: (ch) => l10n.t('A {0} name may contain only letters, numbers, _ . and -; {1} is not allowed.', network, ch),
  };
}

/** A post's id of `type` (tweet, youtube-video...: the service's keys, not translated). */
function postWords(type: string): PartWords {
  return {
    missing: () => l10n.t('The {0} id is missing.', type),
    tooLong: (n) => l10n.t('That {0} id is too long ({1} characters, at most {2}).', type, n, MAX_PART),
    onlyDots: () => l10n.t('A {0} id cannot be made only of dots.', type),
    badChar: (ch) => l10n.t('A {0} id may contain only letters, numbers, _ and -; {1} is not allowed.', type, ch),
  };
}

/** The problem with one identifier of a lookup, or undefined. `allowed` matches one allowed character. */
function partProblem(words: PartWords, value: string, allowed: RegExp): string | undefined {
  if (!value) return words.missing();
  if (value.length > MAX_PART) return words.tooLong(value.length);
  // "." and ".." would walk the request's path up once they are in a URL
  if (/^\.+$/.test(value)) return words.onlyDots();
  const bad = [...value].find((ch) => !allowed.test(ch));
  return bad === undefined ? undefined : words.badChar(describeChar(bad));
}

/** The client's problem with a topic, category or coin name (checkIdentifier), in the person's words. */
function namedProblem(kind: 'topic' | 'category' | 'coin', found: IdentifierProblem): string {
  switch (found.reason) {
    case 'missing':
      return typeAName(kind);
    case 'tooLong':
      if (kind === 'topic') return l10n.t('That topic name is too long ({0} characters, at most {1}).', found.length, MAX_PART);
      if (kind === 'category') return l10n.t('That category name is too long ({0} characters, at most {1}).', found.length, MAX_PART);
      return l10n.t('That coin name is too long ({0} characters, at most {1}).', found.length, MAX_PART);
    case 'onlyDots':
      if (kind === 'topic') return l10n.t('A topic cannot be made only of dots ({0}).', shown(found.value));
      if (kind === 'category') return l10n.t('A category cannot be made only of dots ({0}).', shown(found.value));
      return l10n.t('A coin cannot be made only of dots ({0}).', shown(found.value));
    case 'badChar': {
      const ch = describeChar(found.char);
      if (kind === 'topic') return l10n.t('A topic may contain only letters, numbers, spaces, # and $; {0} is not allowed.', ch);
      if (kind === 'category') return l10n.t('A category may contain only letters, numbers and spaces; {0} is not allowed.', ch);
      return l10n.t('A coin may contain only letters, numbers, _ . - and :; {0} is not allowed.', ch);
    }
    default:
      // a network, a post type or a list: not the problems of a name
      return found.message;
  }
}

const NAME = /^[\p{L}\p{N}_.-]$/u;
const ID = /^[\p{L}\p{N}_-]$/u;

/** The client's problem with a topic, category or coin name, in the person's words; undefined when it is a name. */
export function nameProblem(kind: 'topic' | 'category' | 'coin', value: string): string | undefined {
  const found = checkIdentifier(kind, value);
  return found && namedProblem(kind, found);
}

/** The client's problem with a search term (a post search, a saved search's term), in the person's words. */
export function termProblem(value: string): string | undefined {
  const found = checkIdentifier('term', value);
  if (!found) return undefined;
  switch (found.reason) {
    case 'missing': return l10n.t('Type a term or phrase.');
    case 'tooLong': return l10n.t('That search term is too long ({0} characters, at most {1}).', found.length, MAX_PART);
    case 'onlyDots': return l10n.t('A search term cannot be made only of dots.');
    case 'badChar': return l10n.t('A search may not contain {0}.', describeChar(found.char));
    default: return found.message;
  }
}

/** A topic, category or coin by name, under the client's own identifier rules. */
export function named(kind: 'topic' | 'category' | 'coin', value: string): LookupResult {
  const found = nameProblem(kind, value);
  if (found) return problem(found);
  const v = oneLine(value);
  return { ref: kind === 'topic' ? topicRef(v) : kind === 'category' ? categoryRef(v) : coinRef(v) };
}

export function stock(symbol: string): LookupResult {
  const found = partProblem(STOCK_WORDS, symbol, /^[\p{L}\p{N}.-]$/u);
  return found ? problem(found) : { ref: stockRef(symbol.toUpperCase()) };
}

export function nft(slug: string): LookupResult {
  const found = partProblem(NFT_WORDS, slug, NAME);
  return found ? problem(found) : { ref: nftRef(slug) };
}

export function search(slug: string): LookupResult {
  const found = partProblem(SEARCH_WORDS, slug, ID);
  return found ? problem(found) : { ref: searchRef(slug) };
}

/** `network` is checked by the caller (a known network, in lower case). */
export function creator(network: string, name: string): LookupResult {
  const found = partProblem(creatorWords(network), name.replace(/^@/, ''), NAME);
  return found ? problem(found) : { ref: creatorRef({ network, id: name.replace(/^@/, '') }) };
}

/** `type` is checked by the caller. */
export function post(type: string, id: string): LookupResult {
  const found = partProblem(postWords(type), id, ID);
  return found ? problem(found) : { ref: postRef({ type, id }) };
}
