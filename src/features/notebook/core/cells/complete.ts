// Completions on a cell's text, in-process: what may come at the cursor given the words before
// it (commands, subject names from the cache and the Watchlist, metrics of the subject's kind,
// sort keys, sectors, intervals, buckets, the Watchlist's variables).
import * as l10n from '../../../../shared/format/l10n';
import { kindNoun, type ItemKind, type ItemRef } from '../../../../shared/items';
import { inString, wordAt } from './words';
import { lower, tokenize, type Token } from './tokens';
import { metricsOf } from './parseTails';
import { daysForm, intervalsUpTo } from './periods';
import { pluralOf } from './parseSubjects';
import type { CellCompletion, CompletionContext, CompletionKind, MarketListName } from './types';
import {
  BUCKETS, COMMAND_WORDS, COMMANDS, COMMON_SECTORS, INTERVAL_MEANINGS, MAX_POST_DAYS, metricNamed, SORT_KEYS, WATCH_KINDS, watchKind, WATCHLIST,
} from './vocabulary';

type Offer = Omit<CellCompletion, 'start' | 'end'>;

const offer = (kind: CompletionKind, label: string, detail?: string): Offer => (detail === undefined ? { kind, label } : { kind, label, detail });

function variables(only?: ItemKind): Offer[] {
  const all = [offer('variable', WATCHLIST, l10n.t('every subject of the Watchlist')),
    ...Object.keys(WATCH_KINDS).map((k) => offer('variable', `${WATCHLIST}.${k}`, l10n.t('the Watchlist’s {0}', k)))];
  return only ? all.filter((o) => o.label === `${WATCHLIST}.${pluralOf(only)}`) : all;
}

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

const spans = (): Offer[] => [...periods(), offer('keyword', 'by', l10n.t('by hour or by day'))];

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
  const tailAt = rest.findIndex((t) => ['series', 'posts', 'topics'].includes(lower(t)));
  if (tailAt < 0) {
    const tails = kind === 'category' ? ['series', 'posts', 'topics'] : kind === 'topic' || kind === 'creator' ? ['series', 'posts'] : ['series'];
    return tails.map((t) => offer('keyword', t, t === 'series' ? l10n.t('a chart of its metrics') : t === 'posts' ? l10n.t('its top posts') : l10n.t('the category’s topics')));
  }
  const tail = lower(rest[tailAt]);
  const after = rest.slice(tailAt + 1);
  if (tail === 'posts') return after.length ? [] : periods(MAX_POST_DAYS);
  if (tail === 'series') return seriesTail(kind, after);
  return [];
}

function seriesTail(kind: ItemKind | undefined, after: readonly Token[]): Offer[] {
  const last = after[after.length - 1];
  if (!last || last.type === 'comma') return after.length ? metrics(kind) : [...metrics(kind), ...spans()];
  if (lower(last) === 'by') return BUCKETS.map((b) => offer('bucket', b, l10n.t('a point per {0}', b)));
  return spans();
}

function listTail(list: MarketListName, rest: readonly Token[], ctx: CompletionContext): Offer[] {
  const last = lower(rest[rest.length - 1]);
  if (!rest.length) return [offer('keyword', 'top', l10n.t('the first rows of the list'))];
  if (last === 'top') return ['5', '10', '20'].map((n) => offer('keyword', n));
  if (last === 'by') return SORT_KEYS[list].map((s) => offer('sort', s.key, s.meaning));
  if (last === 'in') return list === 'coins' ? sectors(ctx) : [];
  const next = [offer('keyword', 'by', l10n.t('sort by a metric'))];
  if (list === 'coins') next.push(offer('keyword', 'in', l10n.t('only a sector’s coins')));
  if (rest.length >= 2 && lower(rest[rest.length - 2]) === 'by') next.unshift(offer('keyword', 'desc', l10n.t('highest first')), offer('keyword', 'asc', l10n.t('lowest first')));
  return next;
}

const COMPARE_KINDS: readonly string[] = ['topic', 'category', 'coin', 'stock', 'nft'];

/** Named subjects of `kind` only (no variable). */
function named(kind: ItemKind, ctx: CompletionContext): Offer[] {
  return subjects(kind, ctx).filter((o) => o.kind === 'subject');
}

function compareTail(rest: readonly Token[], ctx: CompletionContext): Offer[] {
  const onAt = rest.findIndex((t) => lower(t) === 'on');
  if (onAt < 0) {
    const last = rest[rest.length - 1];
    if (!last || last.type === 'comma') return [...named('topic', ctx), ...variables()];
    // `compare coin |`: the kind word starts a subject
    const before = rest[rest.length - 2];
    if (COMPARE_KINDS.includes(lower(last)) && (!before || before.type === 'comma')) return named(lower(last) as ItemKind, ctx);
    return [offer('keyword', 'on', l10n.t('the metric to compare'))];
  }
  const after = rest.slice(onAt + 1);
  if (!after.length) return metrics(undefined);
  return lower(after[after.length - 1]) === 'by' ? BUCKETS.map((b) => offer('bucket', b)) : spans();
}

function offersAt(before: readonly Token[], ctx: CompletionContext): Offer[] {
  const first = before[0];
  if (!first) return [...COMMAND_WORDS.map((c) => offer('command', c, COMMANDS[c])), ...variables()];
  const command = lower(first);
  const rest = before.slice(1);
  if (command.startsWith(WATCHLIST)) {
    const only = watchKind(command.split('.')[1] ?? '');
    const seriesAt = rest.findIndex((t) => lower(t) === 'series');
    return seriesAt < 0 ? [offer('keyword', 'series', l10n.t('a chart of each subject'))] : seriesTail(only, rest.slice(seriesAt + 1));
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
