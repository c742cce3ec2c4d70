// A saved search's summary: its terms, the activity they add up to over the last 24 hours and
// the networks it comes from.
import * as l10n from '../../format/l10n';
import { networkLabel } from '../../format/networks';
import type { SearchSummary } from '../../api/types-searches';
import { formatNumber } from '../../format/numbers';
import { sentimentPercentWords } from '../../format/sentiment';
import { h } from '../dom';
import { figure } from './summary';

export function drawSearchSummary(body: HTMLElement, s: SearchSummary): void {
  const networks = Object.keys({ ...s.types_count, ...s.types_interactions });
  body.append(
    h('div', { class: 'related' }, h('h3', {}, l10n.t('Terms')),
      h('ul', { class: 'chips terms' }, ...s.terms.map((t) => h('li', {}, h('span', { class: 'term' }, t))))),
    h('dl', { class: 'figures' },
      figure('Interactions 24 h', formatNumber(s.interactions_24h)),
      figure('Posts', formatNumber(s.num_posts)),
      figure('Contributors', formatNumber(s.num_contributors)),
      figure('Sentiment', sentimentPercentWords(s.sentiment) ?? '—', 'Positive share, weighted by interactions')),
    networks.length
      ? h('div', { class: 'scroll-x' }, h('table', { class: 'data networks' },
        h('caption', { class: 'sr-only' }, l10n.t('Posts and interactions per network in the last 24 hours')),
        h('thead', {}, h('tr', {}, h('th', { attrs: { scope: 'col' } }, l10n.t('Network')),
          h('th', { class: 'num', attrs: { scope: 'col' } }, l10n.t('Posts')), h('th', { class: 'num', attrs: { scope: 'col' } }, l10n.t('Interactions')))),
        h('tbody', {}, ...networks.map((n) => h('tr', {}, h('th', { attrs: { scope: 'row', title: n } }, networkLabel(n)),
          h('td', { class: 'num' }, formatNumber(s.types_count[n])), h('td', { class: 'num' }, formatNumber(s.types_interactions[n])))))))
      : h('p', { class: 'empty' }, l10n.t('No per-network figures in this answer.')));
}
