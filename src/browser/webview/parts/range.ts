// The posts section's day range: top posts of chosen days, or the last 24 hours.
import * as l10n from '../../../shared/format/l10n';
import type { PostsQuery } from '../../../shared/protocol/views';
import { h, replace, uid } from '../dom';
import { fromDateInput, toDateInput } from '../dates';

export function postsRange(controls: HTMLElement, initial: PostsQuery, load: (q: PostsQuery) => void): void {
  const startId = uid('posts-start');
  const endId = uid('posts-end');
  const start = h('input', { attrs: { id: startId, type: 'date', value: toDateInput(initial.start) } });
  const end = h('input', { attrs: { id: endId, type: 'date', value: toDateInput(initial.end) } });
  const problem = h('span', { class: 'problem', attrs: { role: 'alert' } });
  const apply = (): void => {
    const s = fromDateInput(start.value);
    const e = end.value ? fromDateInput(end.value, true) : undefined;
    if (s === undefined) {
      replace(problem, l10n.t('Choose a start date, or show the last 24 hours.'));
      return;
    }
    if (e !== undefined && e < s) {
      replace(problem, l10n.t('The end date is before the start date.'));
      return;
    }
    replace(problem);
    load(e === undefined ? { start: s } : { start: s, end: e });
  };
  const last24 = (): void => {
    start.value = '';
    end.value = '';
    replace(problem);
    load({});
  };
  controls.append(h('div', { class: 'control-row' },
    h('label', { attrs: { for: startId } }, l10n.t('Top posts from')), start,
    h('label', { attrs: { for: endId } }, l10n.t('to')), end,
    h('button', { class: 'button secondary', attrs: { type: 'button' }, on: { click: apply } }, l10n.t('Apply')),
    h('button', { class: 'button secondary', attrs: { type: 'button' }, on: { click: last24 } }, l10n.t('Last 24 hours')),
    problem));
}
