// The pieces every lookup form is made of: a result, the checks of each identifier in it, and the
// refs built from checked parts. Messages quote what was typed only briefly: people paste
// whole pages into a lookup box, and keys into the wrong one.
import { checkIdentifier } from '../../service/api/identifiers';
import { oneLine, truncate } from '../format/markdown';
import {
  categoryRef, coinRef, creatorRef, KIND_NOUNS, nftRef, postRef, searchRef, stockRef, topicRef,
  type ItemKind, type ItemRef,
} from '../items';
import { NETWORK_NAMES, POST_TYPES } from './networks';

export type LookupResult = { ref: ItemRef } | { problem: string };

export function problem(text: string): LookupResult {
  return { problem: text };
}

/** At most 40 characters of what was typed, quoted. */
export function shown(text: string): string {
  return `"${truncate(text, 40)}"`;
}

/** "a topic", "an NFT collection". */
export function aNoun(kind: ItemKind): string {
  const noun = KIND_NOUNS[kind];
  return /^([aeiou]|NFT)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function describeChar(ch: string): string {
  if (ch === ' ') return 'a space';
  if (/\s/u.test(ch)) return 'a line break or tab';
  return `"${ch}" (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
}

/**
 * The problem with one identifier of a lookup (a screen name, a post id, a ticker), or
 * undefined. `allowed` matches one allowed character; `words` says which those are.
 */
function partProblem(what: string, value: string, allowed: RegExp, words: string): string | undefined {
  if (!value) return `The ${what} is missing.`;
  if (value.length > 200) return `That ${what} is too long (${value.length} characters, at most 200).`;
  // "." and ".." would walk the request's path up once they are in a URL
  if (/^\.+$/.test(value)) return `A ${what} cannot be made only of dots.`;
  const bad = [...value].find((ch) => !allowed.test(ch));
  return bad === undefined ? undefined : `A ${what} may contain only ${words}; ${describeChar(bad)} is not allowed.`;
}

const NAME = /^[\p{L}\p{N}_.-]$/u;
const ID = /^[\p{L}\p{N}_-]$/u;

/** A topic, category or coin by name, under the client's own identifier rules. */
export function named(kind: 'topic' | 'category' | 'coin', value: string): LookupResult {
  const found = checkIdentifier(kind, value);
  if (found) return problem(found.message);
  const v = oneLine(value);
  return { ref: kind === 'topic' ? topicRef(v) : kind === 'category' ? categoryRef(v) : coinRef(v) };
}

export function stock(symbol: string): LookupResult {
  const found = partProblem('stock symbol', symbol, /^[\p{L}\p{N}.-]$/u, 'letters, numbers, . and -');
  return found ? problem(found) : { ref: stockRef(symbol.toUpperCase()) };
}

export function nft(slug: string): LookupResult {
  const found = partProblem('collection name', slug, NAME, 'letters, numbers, _ . and -');
  return found ? problem(found) : { ref: nftRef(slug) };
}

export function search(slug: string): LookupResult {
  const found = partProblem('saved search name', slug, ID, 'letters, numbers, _ and -');
  return found ? problem(found) : { ref: searchRef(slug) };
}

/** `network` is checked by the caller (a known network, in lower case). */
export function creator(network: string, name: string): LookupResult {
  const found = partProblem(`${network} name`, name.replace(/^@/, ''), NAME, 'letters, numbers, _ . and -');
  return found ? problem(found) : { ref: creatorRef({ network, id: name.replace(/^@/, '') }) };
}

/** `type` is checked by the caller. */
export function post(type: string, id: string): LookupResult {
  const found = partProblem(`${type} id`, id, ID, 'letters, numbers, _ and -');
  return found ? problem(found) : { ref: postRef({ type, id }) };
}

export const FORMS_HINT = `networks: ${NETWORK_NAMES.join(', ')}; post types: ${POST_TYPES.join(', ')}`;
