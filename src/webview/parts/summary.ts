// Key figures, the per-network breakdown (every network key the service sent) and the related
// topics and categories of a topic or category summary.
import * as l10n from '../../format/l10n';
import { formatNumber } from '../../format/numbers';
import { overallSentiment, sentimentPercentWords } from '../../format/sentiment';
import type { SummaryData } from '../../protocol/messages';
import { networkLabel } from '../../format/networks';
import { networkRows, type NetworkRow } from '../../protocol/summary';
import type { ItemRef } from '../../items';
import { h, linkButton } from '../dom';
import { post } from '../host';

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
    seg.style.width = `${((d[part] ?? 0) / total) * 100}%`;
    bar.appendChild(seg);
  }
  return bar;
}

function networksTable(rows: readonly NetworkRow[]): HTMLElement {
  const th = (label: string, cls?: string): HTMLElement => h('th', { class: cls, attrs: { scope: 'col' } }, label);
  return h('table', { class: 'data networks' },
    h('caption', { class: 'sr-only' }, l10n.t('Posts, interactions and sentiment per network in the last 24 hours')),
    h('thead', {}, h('tr', {}, th(l10n.t('Network')), th(l10n.t('Posts'), 'num'), th(l10n.t('Interactions'), 'num'), th(l10n.t('Sentiment'), 'num'),
      th(l10n.t('Positive'), 'num'), th(l10n.t('Neutral'), 'num'), th(l10n.t('Negative'), 'num'), th(l10n.t('Split')))),
    h('tbody', {}, ...rows.map((r) => h('tr', {},
      h('th', { attrs: { scope: 'row', title: r.network } }, networkLabel(r.network)),
      h('td', { class: 'num' }, formatNumber(r.count)),
      h('td', { class: 'num' }, formatNumber(r.interactions)),
      h('td', { class: 'num' }, sentimentPercentWords(r.sentiment) ?? '—'),
      h('td', { class: 'num' }, formatNumber(r.detail?.positive)),
      h('td', { class: 'num' }, formatNumber(r.detail?.neutral)),
      h('td', { class: 'num' }, formatNumber(r.detail?.negative)),
      h('td', {}, sentimentBar(r))))));
}

export function links(label: string, ids: readonly string[], kind: ItemRef['kind']): HTMLElement | undefined {
  const usable = ids.filter((id) => typeof id === 'string' && id.trim() && id.length <= 300);
  if (!usable.length) return undefined;
  return h('div', { class: 'related' }, h('h3', {}, label),
    h('ul', { class: 'chips' }, ...usable.map((id) => h('li', {},
      linkButton(id, () => post({ type: 'openItem', ref: { kind, id, title: id } }), l10n.t('Open {0} {1}', kind, id))))));
}

export function drawSummary(body: HTMLElement, s: SummaryData): void {
  const sentiment = overallSentiment(s.types_sentiment, s.types_interactions);
  body.append(h('dl', { class: 'figures' },
    figure(l10n.t('Interactions 24 h'), formatNumber(s.interactions_24h)),
    figure(l10n.t('Contributors'), formatNumber(s.num_contributors)),
    figure(l10n.t('Posts'), formatNumber(s.num_posts)),
    figure(l10n.t('Sentiment'), sentimentPercentWords(sentiment) ?? '—', l10n.t('Interaction-weighted across networks'))));
  const rows = networkRows(s);
  if (rows.length) body.append(h('div', { class: 'scroll-x' }, networksTable(rows)));
  else body.append(h('p', { class: 'empty' }, l10n.t('No per-network figures in this answer.')));
  const related = links(l10n.t('Related topics'), s.related_topics, 'topic');
  const categories = links(l10n.t('Categories'), s.categories ?? [], 'category');
  if (related || categories) body.append(h('div', { class: 'related-wrap' }, related, categories));
}
