// "What's up": the generated summary with its supportive and critical themes (each column's
// share bars in its own colour: critical themes are not drawn green).
import * as l10n from '../../../shared/format/l10n';
import { formatFigure } from '../../../shared/figures/format';
import type { Theme, Whatsup } from '../../../service/api/types';
import { h } from '../dom';
import { explained } from './figure';

function themes(title: string, cls: string, list: readonly Theme[]): HTMLElement {
  return h('div', { class: `themes ${cls}` }, h('h3', {}, title),
    list.length === 0 ? h('p', { class: 'empty' }, l10n.t('None named.')) : h('ul', {}, ...list.map((t) => {
      // a bar of our own, not a <meter>: a meter is drawn green whatever its column
      const fill = h('span', { class: 'fill' });
      fill.style.width = `${Math.max(0, Math.min(100, t.percent ?? 0))}%`;
      const bar = h('span', { class: 'share-bar', attrs: { 'aria-hidden': 'true' } }, fill);
      return h('li', {},
        h('div', { class: 'theme-head' }, h('strong', {}, t.title),
          t.percent === undefined ? undefined : h('span', { class: 'pct', attrs: explained('theme_share') }, formatFigure('theme_share', t.percent)),
          t.percent === undefined ? undefined : bar),
        h('p', {}, t.description));
    })));
}

export function drawWhatsup(body: HTMLElement, w: Whatsup): void {
  body.append(
    w.summary ? h('p', { class: 'summary-text' }, w.summary) : h('p', { class: 'empty' }, l10n.t('No summary in this answer.')),
    h('div', { class: 'theme-columns' },
      themes(l10n.t('Supportive'), 'supportive', w.supportive ?? []),
      themes(l10n.t('Critical'), 'critical', w.critical ?? [])));
}
