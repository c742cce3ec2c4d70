// Completions on a cell's text, in-process: what may come at the cursor given the words before
// it (commands, subject names from the cache and the Watchlist, metrics of the subject's kind,
// sort keys, sectors, intervals, buckets, the Watchlist's variables).
import * as l10n from '../../../../shared/format/l10n';
import { kindNoun, type ItemKind, type ItemRef } from '../../../../shared/items';
import { COMMON_SECTORS } from '../../../../shared/protocol/sectors';
import { inString, wordAt } from './words';
import { lower, tokenize, type Token } from './tokens';
import { metricsOf } from './parseTails';
import { daysForm, intervalsUpTo, isPeriod } from './periods';
import { pluralOf } from './parseSubjects';
import type { CellCompletion, CompletionContext, CompletionKind, MarketListName } from './types';
import {
  BUCKETS, COMMAND_WORDS, COMMANDS, INTERVAL_MEANINGS, isSeriesKind, MAX_POST_DAYS, metricNamed, SORT_KEYS, tailsOf, WATCH_KINDS, watchKind, WATCHLIST,
} from './vocabulary';

type Offer = Omit<CellCompletion, 'start' | 'end'>;

const offer = (kind: CompletionKind, label: string, detail?: string): Offer => (detail === undefined ? { kind, label } : { kind, label, detail });

function variables(only?: ItemKind): Offer[] {
  const all = [offer('variable', WATCHLIST, l10n.t('every subject of the Watchlist')),
    ...Object.keys(WATCH_KINDS).map((k) => offer('variable', `${WATCHLIST}.${k}`, l10n.t('the Watchlist’s {0}', k)))];
  return only ? all.filter((o) => o.label === `${WATCHLIST}.${pluralOf(only)}`) : all;
}

/** The Watchlist's variables whose subjects have a series (a comparison's). */
const seriesVariables = (): Offer[] => variables().filter((o) => hasSeries(variableKind(o.label)));

/** The kind `$watchlist.<kinds>` holds; undefined for `$watchlist` (any) and for what is no variable. */
const variableKind = (word: string): ItemKind | undefined => (word.startsWith(`${WATCHLIST}.`) ? watchKind(word.slice(WATCHLIST.length + 1)) : undefined);

/** Whether subjects of `kind` have a series; undefined is any kind, known when the cell runs. */
const hasSeries = (kind: ItemKind | undefined): boolean => kind === undefined || isSeriesKind(kind);

function metrics(kind: ItemKind | undefined): Offer[] {
  return metricsOf(kind).map((key) => {
    const m = metricNamed(key)!;
    return offer('metric', key, l10n.t('{0} ({1}): {2}', m.label, m.unit, m.definition));
  });
}

/** The periods offered, a series' and a range of posts' alike: the service's intervals up to `maxDays`, each with its days (`7d`). */
const periods = (maxDays?: number): Offer[] => intervalsUpTo(maxDays).map((i) => {
  const days = daysForm(i);
  return offer('interval', i, days ? l10n.t('{0} ({1})', INTERVAL_MEANINGS[i], days) : INTERVAL_MEANINGS[i]);
});

/** What a series' span may still take after the words `said`: a period and `by`, each once. */
function spans(said: readonly Token[]): Offer[] {
  const words = said.map(lower);
  return [...(words.some(isPeriod) ? [] : periods()), ...(words.includes('by') ? [] : [offer('keyword', 'by', l10n.t('by hour or by day'))])];
}

const buckets = (): Offer[] => BUCKETS.map((b) => offer('bucket', b, l10n.t('a point per {0}', b)));

/** How a subject of `kind` is written in a cell: a creator as `network/name`. */
function subjectName(ref: ItemRef): string {
  if (ref.kind === 'creator') return ref.id.replace('::', '/');
  return ref.id;
}

function subjects(kind: ItemKind, ctx: CompletionContext): Offer[] {
  const seen = new Set<string>();
  const offers: Offer[] = [];
  for (const ref of [...ctx.watchlist, ...ctx.recent]) {
    if (ref.kind !== kind || !ref.id) continue;
    const name = subjectName(ref);
    if (seen.has(name)) continue;
    seen.add(name);
    offers.push(offer('subject', name, l10n.t('{0}: {1}', kindNoun(kind), ref.title)));
  }
  if (kind === 'creator') offers.push(...['twitter', 'youtube', 'reddit', 'tiktok', 'instagram'].map((n) => offer('network', `${n}/`, l10n.t('a {0} creator', n))));
  return [...offers, ...variables(kind)];
}

function sectors(ctx: CompletionContext): Offer[] {
  return [...new Set([...(ctx.sectors ?? []), ...COMMON_SECTORS])].map((s) => offer('sector', s, l10n.t('coins of this sector')));
}

const SUBJECT_COMMANDS: readonly string[] = ['topic', 'category', 'coin', 'stock', 'nft', 'creator'];
const LISTS: readonly string[] = ['coins', 'stocks', 'nfts'];

/** After `topic bitcoin` and the like: the tail words and what follows them. */
function afterSubject(kind: ItemKind, rest: readonly Token[], ctx: CompletionContext): Offer[] {
  if (rest.length === 0) return subjects(kind, ctx);
  const tails = tailsOf(kind);
  const tailAt = rest.findIndex((t) => ['series', 'posts', 'topics'].includes(lower(t)));
  if (tailAt < 0) {
    return tails.map((t) => offer('keyword', t, t === 'series' ? l10n.t('a chart of its metrics') : t === 'posts' ? l10n.t('its top posts') : l10n.t('the category’s topics')));
  }
  const tail = lower(rest[tailAt]);
  const after = rest.slice(tailAt + 1);
  if (!tails.includes(tail)) return [];
  if (tail === 'posts') return after.length ? [] : periods(MAX_POST_DAYS);
  if (tail === 'series') return seriesTail(kind, after);
  return [];
}

/** After `series`: metrics (each once), then the span's parts not said yet. */
function seriesTail(kind: ItemKind | undefined, after: readonly Token[]): Offer[] {
  if (!hasSeries(kind)) return [];
  const last = after[after.length - 1];
  if (!last) return [...metrics(kind), ...spans(after)];
  if (last.type === 'comma') return metrics(kind).filter((o) => !after.some((t) => lower(t) === o.label));
  return lower(last) === 'by' ? buckets() : spans(after);
}

/** A list's parts in the order the parser reads them, each taking the word after it but asc and desc. */
const LIST_PARTS: readonly string[] = ['top', 'by', 'asc', 'in'];

function listTail(list: MarketListName, rest: readonly Token[], ctx: CompletionContext): Offer[] {
  const last = lower(rest[rest.length - 1]);
  if (!rest.length) return [offer('keyword', 'top', l10n.t('the first rows of the list'))];
  if (last === 'top') return ['5', '10', '20'].map((n) => offer('keyword', n));
  if (last === 'by') return SORT_KEYS[list].map((s) => offer('sort', s.key, s.meaning));
  if (last === 'in') return list === 'coins' ? sectors(ctx) : [];
  // the furthest part said: only the parts after it may follow
  let said = -1;
  for (let i = 0; i < rest.length; i++) {
    const w = lower(rest[i]);
    const part = LIST_PARTS.indexOf(w === 'desc' ? 'asc' : w);
    if (part < 0) continue;
    said = Math.max(said, part);
    if (w !== 'asc' && w !== 'desc') i++;
  }
  const next: Offer[] = [];
  if (said < 1) next.push(offer('keyword', 'by', l10n.t('sort by a metric')));
  if (said === 1 && lower(rest[rest.length - 2]) === 'by') next.push(offer('keyword', 'desc', l10n.t('highest first')), offer('keyword', 'asc', l10n.t('lowest first')));
  if (said < 3 && list === 'coins') next.push(offer('keyword', 'in', l10n.t('only a sector’s coins')));
  return next;
}

const COMPARE_KINDS: readonly string[] = ['topic', 'category', 'coin', 'stock', 'nft'];

/** Named subjects of `kind` only (no variable). */
function named(kind: ItemKind, ctx: CompletionContext): Offer[] {
  return subjects(kind, ctx).filter((o) => o.kind === 'subject');
}

interface Compared {
  kind: ItemKind | undefined;
  name: string;
}

/**
 * A comparison's subjects as the parser reads them: a variable, or named subjects each of the kind
 * its kind word says (`coin btc`), a topic without one.
 */
function compared(subjects: readonly Token[]): Compared[] {
  const first = lower(subjects[0]);
  if (first.startsWith(WATCHLIST)) return [{ kind: variableKind(first), name: first }];
  const groups: Token[][] = [[]];
  for (const t of subjects) {
    if (t.type === 'comma') groups.push([]);
    else groups[groups.length - 1]!.push(t);
  }
  return groups.map((g) => {
    const kind = g.length > 1 && COMPARE_KINDS.includes(lower(g[0])) ? lower(g[0]) as ItemKind : 'topic';
    return { kind, name: g.slice(kind === 'topic' ? 0 : 1).map((t) => t.text.toLowerCase()).join(' ') };
  });
}

/** Named subjects of `kind` not compared yet: the parser counts a subject once. */
const namedOnce = (kind: ItemKind, rest: readonly Token[], ctx: CompletionContext): Offer[] => {
  const said = compared(rest);
  return named(kind, ctx).filter((o) => !said.some((c) => c.kind === kind && c.name === o.label));
};

function compareTail(rest: readonly Token[], ctx: CompletionContext): Offer[] {
  const onAt = rest.findIndex((t) => lower(t) === 'on');
  const variable = lower(rest[0]).startsWith(WATCHLIST);
  if (onAt < 0) {
    const last = rest[rest.length - 1];
    if (!last) return [...named('topic', ctx), ...seriesVariables()];
    // a variable is compared alone
    if (last.type === 'comma') return variable ? [] : namedOnce('topic', rest, ctx);
    // `compare coin |`: the kind word starts a subject
    const before = rest[rest.length - 2];
    if (COMPARE_KINDS.includes(lower(last)) && (!before || before.type === 'comma')) return namedOnce(lower(last) as ItemKind, rest, ctx);
    // at least two named subjects
    return variable || rest.some((t) => t.type === 'comma') ? [offer('keyword', 'on', l10n.t('the metric to compare'))] : [];
  }
  const after = rest.slice(onAt + 1);
  if (after.length) return lower(after[after.length - 1]) === 'by' ? buckets() : spans(after);
  // a metric every subject's series has
  const kinds = compared(rest.slice(0, onAt)).map((c) => c.kind);
  return metrics(kinds.length === 1 ? kinds[0] : undefined).filter((o) => kinds.every((k) => k === undefined || metricsOf(k).some((m) => m === o.label)));
}

function offersAt(before: readonly Token[], ctx: CompletionContext): Offer[] {
  const first = before[0];
  if (!first) return [...COMMAND_WORDS.map((c) => offer('command', c, COMMANDS[c])), ...variables()];
  const command = lower(first);
  const rest = before.slice(1);
  if (command.startsWith(WATCHLIST)) {
    const only = variableKind(command);
    const seriesAt = rest.findIndex((t) => lower(t) === 'series');
    if (seriesAt >= 0) return seriesTail(only, rest.slice(seriesAt + 1));
    return hasSeries(only) && !rest.length ? [offer('keyword', 'series', l10n.t('a chart of each subject'))] : [];
  }
  if (SUBJECT_COMMANDS.includes(command)) return afterSubject(command as ItemKind, rest, ctx);
  if (LISTS.includes(command)) return listTail(command as MarketListName, rest, ctx);
  if (command === 'compare') return compareTail(rest, ctx);
  if (command === 'report' && !rest.length) return [...named('topic', ctx), ...['category', 'creator'].map((k) => offer('keyword', k, l10n.t('a {0}’s report', k)))];
  if (command === 'report' && rest.length === 1 && ['topic', 'category', 'creator'].includes(lower(rest[0]))) return named(lower(rest[0]) as ItemKind, ctx);
  return [];
}

export function completeCell(text: string, offset: number, ctx: CompletionContext): CellCompletion[] {
  if (inString(text, offset)) return [];
  const word = wordAt(text, offset);
  const prefix = text.slice(word.start, offset).toLowerCase();
  const offers = offersAt(tokenize(text.slice(0, word.start)), ctx);
  return offers
    .filter((o) => o.label.toLowerCase().startsWith(prefix))
    .map((o) => ({ ...o, start: word.start, end: word.end }));
}
