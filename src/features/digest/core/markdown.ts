// A daily digest as the markdown under its dated heading in the note (src/editor/toNotes/dailyNote.ts
// writes the heading): one `###` part per section, service text escaped where it is put, links
// only to http(s), and the whole through the notes guard (safeMarkdown) last. A section the plan
// lacks says so once, in place; what the request budget left out is said in one line at the end.
import type { Theme } from '../../../service/api/types';
import { demoLine, withDemoMark } from '../../../shared/format/demoMark';
import * as l10n from '../../../shared/format/l10n';
import { mdInline, oneLine, truncate } from '../../../shared/format/markdown';
import { MISSING } from '../../../shared/format/numbers';
import { noteClock, noteStamp } from '../../../shared/format/time';
import { figure, type FigureId } from '../../../shared/figures/catalogue';
import { formatFigure } from '../../../shared/figures/format';
import { kindNoun } from '../../../shared/items';
import { trendWords } from '../../../shared/protocol/display';
import { SECTION_TITLES, type AsOf, type DigestAlert, type DigestData, type DigestSectionId, type PinFigures } from './types';
import { mdLink, mdTable } from '../../../shared/render/markdownParts';
import { safeMarkdown } from '../../../shared/render/safeMarkdown';

export interface DigestContext {
  /** When it was written, ms. */
  at: number;
  /** The person's time zone (IANA); the process's own when absent. */
  timeZone?: string;
  demo: boolean;
  /** The plan's name, for the one line on requests. */
  planLabel: string;
}

const THEMES_MAX = 3;
/** At most this many alerts, the latest first: a digest is a glance, the Alerts view has the rest (counted). */
const DIGEST_ALERTS_MAX = 20;
const LEFT_OUT_NAMED = 3;

/**
 * Service text on a line of the note: escaped only where markdown would act on it (mdInline), so
 * the raw note reads as the text; `|` too, as it would end a table cell.
 */
function text(value: string, max: number): string {
  return mdInline(truncate(value, max)).replace(/\|/g, '\\|');
}

/**
 * Words that end a sentence of their own, put inside one that ends with its own stop: their stop
 * dropped, so the sentence ends once; read as the line shows them (oneLine), as the service's
 * words may end in a line break or an invisible character after the stop.
 */
function clause(words: string): string {
  return oneLine(words).replace(/[.。]+$/u, '');
}

/** " (as of 2026-11-24 07:30 UTC; the service could not be reached)" after figures the client kept from before; "" for current ones. */
function asOfWords(asOf: AsOf | undefined, ctx: DigestContext): string {
  return asOf ? ` ${l10n.t('(as of {0}; {1})', noteStamp(asOf.at, ctx.timeZone), text(clause(asOf.reason), 200))}` : '';
}

/** "Price $84,559.90": a figure named, as the catalogue formats it (the column holds several kinds of subject). */
function named(id: FigureId, value: number | undefined, currency?: string): string {
  return l10n.t('{0} {1}', figure(id).label, text(formatFigure(id, value, { currency, compact: true }), 60));
}

function pinFigure(p: PinFigures): string {
  if (p.missing) return text(p.missing, 200);
  if (p.price !== undefined) return named('price', p.price);
  if (p.floor !== undefined) return named('floor_price', p.floor, p.base);
  const parts = [p.rank !== undefined ? named('topic_rank', p.rank) : undefined, p.interactions24h !== undefined ? named('interactions_24h', p.interactions24h) : undefined];
  return parts.filter(Boolean).join(' · ') || MISSING;
}

function pinMove(p: PinFigures): string {
  if (p.missing) return MISSING;
  // the column's heading says it is the change of the last 24 hours
  if (p.change24h !== undefined) return formatFigure('percent_change_24h', p.change24h);
  return p.trend ? trendWords(p.trend) : MISSING;
}

function watchlist(d: DigestData, ctx: DigestContext): string[] {
  if (!d.watchlist.length) return [l10n.t('Nothing is pinned to the Watchlist.')];
  // pins the plan lacks are named once, in the line under the table, not row by row
  const shown = d.lacking.watchlist ? d.watchlist.filter((p) => !p.notInPlan) : d.watchlist;
  const rows = shown.map((p) => [l10n.t('{0} ({1})', text(p.ref.title, 60), kindNoun(p.ref.kind)), `${pinFigure(p)}${asOfWords(p.asOf, ctx)}`, pinMove(p)]);
  const lacking = d.lacking.watchlist
    ? [`*${l10n.t('{0}: {1}.', clause(d.lacking.watchlist), d.watchlist.filter((p) => p.notInPlan).map((p) => text(p.ref.title, 60)).join(', '))}*`]
    : [];
  return [...(rows.length ? [mdTable([l10n.t('Subject'), l10n.t('Figure'), l10n.t('24 h')], rows, ['left', 'right', 'right'])] : []), ...lacking];
}

function movers(d: DigestData, ctx: DigestContext): string[] {
  if (d.moversMissing) return [l10n.t('Trending topics: {0}.', text(clause(d.moversMissing), 200))];
  if (!d.movers?.length) return [l10n.t('No trending topic changed rank in 24 h.')];
  const rows = d.movers.map((m) => [text(m.title || m.topic, 60), formatFigure('topic_rank', m.rank),
    `${m.move.symbol} ${l10n.t('(from {0})', formatFigure('topic_rank', m.rankBefore))}`, formatFigure('interactions_24h', m.interactions24h, { compact: true })]);
  const table = mdTable([l10n.t('Topic'), text(figure('topic_rank').label, 60), l10n.t('Rank move 24 h'), text(figure('interactions_24h').label, 60)], rows, ['left', 'right', 'right', 'right']);
  return d.moversAsOf ? [table, `*${asOfWords(d.moversAsOf, ctx).trim()}*`] : [table];
}

function themeLine(kind: string, t: Theme): string {
  return `- ${t.percent !== undefined
    ? l10n.t('{0}: **{1}** ({2}): {3}', kind, text(t.title, 80), named('theme_share', t.percent), text(t.description, 240))
    : l10n.t('{0}: **{1}**: {2}', kind, text(t.title, 80), text(t.description, 240))}`;
}

function whatsup(d: DigestData, ctx: DigestContext): string[] {
  if (!d.whatsup.length) return [l10n.t('No topic is pinned to the Watchlist.')];
  return d.whatsup.map((w) => {
    const head = `**${text(w.ref.title, 60)}**${asOfWords(w.asOf, ctx)}`;
    if (!w.value) return l10n.t('{0}: {1}.', head, text(clause(w.missing ?? MISSING), 200));
    const themes = [...w.value.supportive.slice(0, THEMES_MAX).map((t) => themeLine(l10n.t('Supportive'), t)),
      ...w.value.critical.slice(0, THEMES_MAX).map((t) => themeLine(l10n.t('Critical'), t))];
    const summary = text(w.value.summary.trim(), 600);
    // no summary: the themes under the name alone, or a word that there is nothing, never a name with nothing after
    const first = summary ? l10n.t('{0}: {1}', head, summary) : themes.length ? head : l10n.t('{0}: no summary.', head);
    return [first, ...(themes.length ? [themes.join('\n')] : [])].join('\n\n');
  });
}

/** The alert's words, after its name when the name is the person's own; marked demo once, where the digest as a whole is not. */
function alertLine(a: DigestAlert, ctx: DigestContext): string {
  const message = text(withDemoMark(a.message, a.demo && !ctx.demo), 260);
  const at = noteStamp(a.at, ctx.timeZone);
  return `- ${a.name ? l10n.t('{0}: **{1}**: {2}', at, text(a.name, 80), message) : l10n.t('{0}: {1}', at, message)}`;
}

function alerts(d: DigestData, ctx: DigestContext): string[] {
  if (!d.alerts.length) return [l10n.t('No alert fired since the last digest.')];
  const more = d.alerts.length - DIGEST_ALERTS_MAX;
  const lines = d.alerts.slice(0, DIGEST_ALERTS_MAX).map((a) => alertLine(a, ctx));
  return [[...lines, ...(more > 0 ? [`- ${l10n.t('and {0} more: see the Alerts view', more)}`] : [])].join('\n')];
}

function posts(d: DigestData, ctx: DigestContext): string[] {
  if (!d.posts.length) return [l10n.t('No topic is pinned to the Watchlist.')];
  return d.posts.map((p) => {
    const head = `**${text(p.ref.title, 60)}**${asOfWords(p.asOf, ctx)}`;
    if (!p.value) return l10n.t('{0}: {1}.', head, text(clause(p.missing ?? MISSING), 200));
    if (!p.value.length) return l10n.t('{0}: no posts.', head);
    const lines = p.value.map((post) => {
      const by = post.creator_display_name || post.creator_name;
      const link = mdLink(truncate(post.post_title || l10n.t('Post'), 140), post.post_link);
      const figures = named('interactions_24h', post.interactions_24h);
      return `- ${by ? l10n.t('{0} by {1} · {2}', link, text(by, 40), figures) : l10n.t('{0} · {1}', link, figures)}`;
    });
    return [head, lines.join('\n')].join('\n\n');
  });
}

function sectionBody(id: DigestSectionId, d: DigestData, ctx: DigestContext): string[] {
  const lacking = d.lacking[id];
  switch (id) {
    // the watchlist shows its market pins even when the plan lacks its topics: said below the table
    case 'watchlist': return watchlist(d, ctx);
    case 'alerts': return alerts(d, ctx);
    default:
      if (lacking) return [`*${lacking}*`];
      return id === 'movers' ? movers(d, ctx) : id === 'whatsup' ? whatsup(d, ctx) : posts(d, ctx);
  }
}

function spendingLine(d: DigestData, planLabel: string): string {
  const s = d.spending;
  const line = `*${l10n.t('Requests: {0} sent, {1} answered from the cache (budget {2} on {3}).', s.spent, s.cached, s.budget, planLabel)}*`;
  if (!s.leftOut.length) return line;
  const named = s.leftOut.slice(0, LEFT_OUT_NAMED).map((l) => text(l, 80)).join(', ');
  const more = s.leftOut.length > LEFT_OUT_NAMED ? ` ${l10n.t('and {0} more', s.leftOut.length - LEFT_OUT_NAMED)}` : '';
  const what = `${named}${more}`;
  // said after what cut it: the plan's daily quota (the day's reserve kept for the person), or the digest's own maxRequests
  const leftOut = s.byQuota ? l10n.t('Left out to keep the plan\'s daily quota: {0}.', what)
    : s.budget === 1 ? l10n.t('Left out past the digest\'s budget of 1 request: {0}.', what)
      : l10n.t('Left out past the digest\'s budget of {0} requests: {1}.', s.budget, what);
  return `*${leftOut}* ${line}`;
}

/** The digest's body (no heading of level 1 or 2), guarded for a note. */
export function digestMarkdown(d: DigestData, ctx: DigestContext): string {
  const parts: string[] = [];
  if (ctx.demo) parts.push(demoLine());
  parts.push(`*${l10n.t('Written by Social Pulse at {0}.', noteClock(ctx.at, ctx.timeZone))}*`);
  for (const id of d.sections) parts.push(`### ${SECTION_TITLES[id]}`, ...sectionBody(id, d, ctx));
  parts.push(spendingLine(d, ctx.planLabel));
  return safeMarkdown(parts.join('\n\n'));
}
