// A saved search's summary: its terms, the activity they add up to over the last 24 hours and
// the networks it comes from.
import * as l10n from '../../../shared/format/l10n';
import { networkLabel } from '../../../shared/format/networks';
import type { SearchSummary } from '../../../service/api/types-searches';
import { formatFigure } from '../../../shared/figures/format';
import { h } from '../dom';
import { figureHeader, figureTerm } from './figure';
import { scrollX } from './scrollX';

export function drawSearchSummary(body: HTMLElement, s: SearchSummary): void {
  const networks = Object.keys({ ...s.types_count, ...s.types_interactions });
  body.append(
    h('div', { class: 'related' }, h('h3', {}, l10n.t('Terms')),
      h('ul', { class: 'chips terms' }, ...s.terms.map((t) => h('li', {}, h('span', { class: 'term' }, t))))),
    h('dl', { class: 'figures' },
      figureTerm('interactions_24h', s.interactions_24h),
      figureTerm('num_posts', s.num_posts),
      figureTerm('num_contributors', s.num_contributors),
      figureTerm('sentiment', s.sentiment)),
    networks.length
      ? scrollX(h('table', { class: 'data networks' },
        h('caption', { class: 'sr-only' }, l10n.t('Posts and interactions per network in the last 24 hours')),
        h('thead', {}, h('tr', {}, h('th', { attrs: { scope: 'col' } }, l10n.t('Network')), figureHeader('network_posts'), figureHeader('network_interactions'))),
        h('tbody', {}, ...networks.map((n) => h('tr', {}, h('th', { attrs: { scope: 'row', title: n } }, networkLabel(n)),
          h('td', { class: 'num' }, formatFigure('network_posts', s.types_count[n])), h('td', { class: 'num' }, formatFigure('network_interactions', s.types_interactions[n])))))))
      : h('p', { class: 'empty' }, l10n.t('No per-network figures in this answer.')));
}
