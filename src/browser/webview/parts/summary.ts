// Key figures, the per-network breakdown (every network key the service sent) and the related
// topics and categories of a topic or category summary.
import * as l10n from '../../../shared/format/l10n';
import { positiveShare, shareOf, topicSentiment } from '../../../shared/figures/derive';
import { figureWords, formatFigure } from '../../../shared/figures/format';
import type { SummaryData } from '../../../shared/protocol/messages';
import { networkLabel } from '../../../shared/format/networks';
import { networkRows, type NetworkRow } from '../../../shared/protocol/summary';
import { kindNoun, type ItemRef } from '../../../shared/items';
import { h, linkButton } from '../dom';
import { post } from '../host';
import { figureHeader, figureTerm } from './figure';
import { scrollX } from './scrollX';

/** A term and its value that is not a figure of the catalogue (a word, a count of ours). */
export function figure(label: string, value: string, hint?: string): HTMLElement {
  return h('div', { class: 'figure' }, h('dt', {}, label), h('dd', { attrs: { title: hint } }, value));
}

/** Positive / neutral / negative as a bar; the numbers are in the cells beside it. */
function sentimentBar(row: NetworkRow): HTMLElement | undefined {
  const d = row.detail;
  const total = (d?.positive ?? 0) + (d?.neutral ?? 0) + (d?.negative ?? 0);
  if (!d || total <= 0) return undefined;
  const bar = h('div', { class: 'sentiment-bar', attrs: { 'aria-hidden': 'true' } });
  for (const part of ['positive', 'neutral', 'negative'] as const) {
    const seg = h('span', { class: part });
    seg.style.width = `${shareOf(d[part] ?? 0, total) ?? 0}%`;
    bar.appendChild(seg);
  }
  return bar;
}

function networksTable(rows: readonly NetworkRow[]): HTMLTableElement {
  const th = (label: string, cls?: string): HTMLElement => h('th', { class: cls, attrs: { scope: 'col' } }, label);
  return h('table', { class: 'data networks' },
    h('caption', { class: 'sr-only' }, l10n.t('Posts, interactions and sentiment per network in the last 24 hours')),
    h('thead', {}, h('tr', {}, th(l10n.t('Network')), figureHeader('network_posts'), figureHeader('network_interactions'), figureHeader('network_sentiment'),
      figureHeader('posts_positive'), figureHeader('posts_neutral'), figureHeader('posts_negative'), figureHeader('positive_share'), th(l10n.t('Split')))),
    h('tbody', {}, ...rows.map((r) => h('tr', {},
      h('th', { attrs: { scope: 'row', title: r.network } }, networkLabel(r.network)),
      h('td', { class: 'num' }, formatFigure('network_posts', r.count)),
      h('td', { class: 'num' }, formatFigure('network_interactions', r.interactions)),
      h('td', { class: 'num' }, figureWords('network_sentiment', r.sentiment)),
      h('td', { class: 'num' }, formatFigure('posts_positive', r.detail?.positive)),
      h('td', { class: 'num' }, formatFigure('posts_neutral', r.detail?.neutral)),
      h('td', { class: 'num' }, formatFigure('posts_negative', r.detail?.negative)),
      h('td', { class: 'num' }, formatFigure('positive_share', positiveShare(r.detail))),
      h('td', {}, sentimentBar(r))))));
}

export function links(label: string, ids: readonly string[], kind: ItemRef['kind']): HTMLElement | undefined {
  const usable = ids.filter((id) => typeof id === 'string' && id.trim() && id.length <= 300);
  if (!usable.length) return undefined;
  return h('div', { class: 'related' }, h('h3', {}, label),
    h('ul', { class: 'chips' }, ...usable.map((id) => h('li', {},
      linkButton(id, () => post({ type: 'openItem', ref: { kind, id, title: id } }), l10n.t('Open {0} {1}', kindNoun(kind), id))))));
}

export function drawSummary(body: HTMLElement, s: SummaryData, kind: 'topic' | 'category'): void {
  body.append(h('dl', { class: 'figures' },
    figureTerm('interactions_24h', s.interactions_24h),
    figureTerm('num_contributors', s.num_contributors),
    figureTerm('num_posts', s.num_posts),
    figureTerm('topic_sentiment', topicSentiment(s), { read: { op: kind } })));
  const rows = networkRows(s);
  if (rows.length) body.append(scrollX(networksTable(rows)));
  else body.append(h('p', { class: 'empty' }, l10n.t('No per-network figures in this answer.')));
  const related = links(l10n.t('Related topics'), s.related_topics, 'topic');
  const categories = links(l10n.t('Categories'), s.categories ?? [], 'category');
  if (related || categories) body.append(h('div', { class: 'related-wrap' }, related, categories));
}
