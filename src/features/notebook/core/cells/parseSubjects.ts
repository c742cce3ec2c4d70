// The subjects a cell names: `bitcoin`, `"solana meme coin"`, `twitter/elonmusk`, `$btc`, and the
// Watchlist's variables `$watchlist` and `$watchlist.coins`. Names are checked by the lookup's own
// rules (src/shared/lookup), so a cell accepts exactly what the Open… pickers accept.
import * as l10n from '../../../../shared/format/l10n';
import { kindNoun, kindNounPlural, type ItemKind, type ItemRef } from '../../../../shared/items';
import { parseLookupOf } from '../../../../shared/lookup/parse';
import { closeWord, didYouMean } from './closeWord';
import { Reader } from './reader';
import { lower, type Token } from './tokens';
import type { Subjects } from './types';
import { WATCH_KINDS, watchKind, WATCHLIST } from './vocabulary';

/** Takes `$watchlist` or `$watchlist.<kinds>`; undefined when the next word is no variable. */
export function readVariable(r: Reader): { kind: 'watchlist'; only?: ItemKind } | undefined {
  const t = r.peek();
  if (t?.type !== 'word' || !t.text.startsWith('$')) return undefined;
  const [name = '', member] = t.text.toLowerCase().split('.', 2);
  // `$btc` and `$wbtc` are symbols, not variables; `$wathclist` is the variable mistyped
  if (name !== WATCHLIST && !closeWord(name, [WATCHLIST])) return undefined;
  if (name !== WATCHLIST) r.fail(l10n.t('"{0}" is not a variable.{1} The variables are {2} and {2}.<kind> ({3}).', t.text.slice(0, 40), didYouMean(name, [WATCHLIST]), WATCHLIST, Object.keys(WATCH_KINDS).join(', ')), t);
  r.next();
  if (member === undefined) return { kind: 'watchlist' };
  const only = watchKind(member);
  if (!only) r.fail(l10n.t('The Watchlist has no "{0}".{1} Use one of {2}.', member.slice(0, 40), didYouMean(member, Object.keys(WATCH_KINDS)), Object.keys(WATCH_KINDS).map((k) => `${WATCHLIST}.${k}`).join(', ')), t);
  return { kind: 'watchlist', only };
}

/** Words up to one of `stops`, a comma or the line's end, or one quoted string: a name with spaces reads either way. */
export function readName(r: Reader, stops: readonly string[]): { text: string; start: number; end: number } | undefined {
  const first = r.peek();
  if (!first || first.type === 'comma' || stops.includes(lower(first))) return undefined;
  if (first.type === 'string') {
    r.next();
    if (first.open) r.fail(l10n.t('This name has no closing quote (").'), first);
    return { text: first.text.trim(), start: first.start, end: first.end };
  }
  const words: Token[] = [r.next()!];
  for (let t = r.peek(); t?.type === 'word' && !stops.includes(lower(t)) && !r.atLineStart(); t = r.peek()) words.push(r.next()!);
  const last = words[words.length - 1]!;
  const text = words.map((w) => w.text).join(' ');
  // `topic bitcoin sereis` reads as the topic "bitcoin sereis": say what it may have meant. A name
  // running to its line's end may have taken in a mistyped keyword and all after it (`topic bitcoin
  // seris 1m`); one ended by a keyword or a comma was meant as written but for its last word.
  const toLineEnd = !r.peek() || r.atLineStart();
  for (const w of toLineEnd ? words.slice(1) : words.slice(1).slice(-1)) {
    const meant = closeWord(w.text, stops);
    if (!meant) continue;
    r.warn(l10n.t('This reads as part of the name "{0}". Did you mean "{1}"?', text.slice(0, 60), meant), w);
    break;
  }
  return { text, start: first.start, end: last.end };
}

/** The item `name` is as a subject of `kind`, or a problem on its range. */
export function refOf(r: Reader, name: { text: string; start: number; end: number }, kind: ItemKind): ItemRef {
  const found = parseLookupOf(name.text, kind);
  if ('ref' in found) return found.ref;
  r.fail(found.problem, { type: 'word', text: name.text, start: name.start, end: name.end });
}

/** One subject of `kind` (its name or a Watchlist variable) up to one of `stops`. */
export function readSubject(r: Reader, kind: ItemKind, stops: readonly string[], command: Token): Subjects {
  const variable = readVariable(r);
  if (variable) {
    if (variable.only && variable.only !== kind) {
      r.fail(l10n.t('{0} holds {1}, not {2}: write {3}.', `${WATCHLIST}.${pluralOf(variable.only)}`, kindNounPlural(variable.only), kindNounPlural(kind), `${WATCHLIST}.${pluralOf(kind)}`), r.previous());
    }
    return { kind: 'watchlist', only: kind };
  }
  const name = readName(r, stops);
  if (!name) r.fail(l10n.t('Name the {0}: {1}.', kindNoun(kind), example(kind)), r.peek() ?? command);
  return { kind: 'items', refs: [refOf(r, name, kind)] };
}

export function pluralOf(kind: ItemKind): string {
  return Object.keys(WATCH_KINDS).find((k) => WATCH_KINDS[k] === kind) ?? `${kind}s`;
}

const EXAMPLES: Readonly<Record<ItemKind, string>> = {
  topic: 'topic bitcoin', category: 'category defi', coin: 'coin btc', stock: 'stock aapl', nft: 'nft cryptopunks',
  creator: 'creator twitter/elonmusk', get post() { return l10n.t('a post’s address'); }, search: 'search "etf approval"',
};

export function example(kind: ItemKind): string {
  return EXAMPLES[kind];
}
