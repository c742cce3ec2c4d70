// The notice beside a chart when the service changed the subject's data in the last 72 hours:
// its series may differ from what was seen before.
import * as l10n from '../../../shared/format/l10n';
import type { ChangesData } from '../../../shared/protocol/people';
import { formatAge } from '../../../shared/format/time';
import { h, icon, replace } from '../dom';

const SHOWN = 3;

function changeWords(change: string): string {
  if (change === 'full_historical') return l10n.t('its whole history was recomputed');
  if (change === 'search_terms') return l10n.t('its search terms changed and the last 72 hours were recomputed');
  return change.replace(/_/g, ' ');
}

/** An element for the chart's controls; `drawChanges` fills it once the changes arrive. */
export function changesNotice(): HTMLElement {
  return h('div', { class: 'changes-notice', attrs: { role: 'note', hidden: true } });
}

export function drawChanges(notice: HTMLElement, data: ChangesData): void {
  const changes = data.changes.slice(0, SHOWN);
  notice.hidden = changes.length === 0;
  if (!changes.length) {
    replace(notice);
    return;
  }
  const now = Date.now();
  replace(notice, icon('info'), h('div', {},
    h('strong', {}, l10n.t('Data changed recently: this chart may differ from what you saw before.')),
    h('ul', {}, ...changes.map((c) => h('li', {},
      l10n.t('{0}: {1}', formatAge(c.time * 1000, now), changeWords(c.change)),
      c.description ? h('span', { class: 'muted' }, ` — ${c.description}`) : undefined)))));
}
