// A figure of the catalogue on a panel (src/shared/figures): its label, its value as the catalogue
// formats it, and its definition where the figure is shown (the label's `title` for the pointer,
// its accessible description for a screen reader), with where it was read when that matters.
import type { FigureId } from '../../../shared/figures/catalogue';
import { figure } from '../../../shared/figures/catalogue';
import { figureTitle, type ReadAt } from '../../../shared/figures/describe';
import { figureWords, type FigureOptions } from '../../../shared/figures/format';
import { h } from '../dom';

/** The attributes that explain a figure on the element that names it. */
export function explained(id: FigureId, read?: ReadAt): Record<string, string> {
  const title = figureTitle(id, read);
  return { title, 'aria-description': title };
}

/** A term and its value in a list of figures (`dl.figures`). */
export function figureTerm(id: FigureId, value: number | undefined, o: FigureOptions & { read?: ReadAt } = {}): HTMLElement {
  return h('div', { class: 'figure' }, h('dt', { attrs: explained(id, o.read) }, figure(id).label), h('dd', {}, figureWords(id, value, o)));
}

/** "Followers 1.2M": a figure named with its value, for a line of facts (counts compact). */
export function labelled(id: FigureId, value: number | undefined, o: FigureOptions = {}): string {
  return `${figure(id).label} ${figureWords(id, value, { compact: true, ...o })}`;
}

/** A column header of a figure (`th scope=col`), explained. */
export function figureHeader(id: FigureId, cls = 'num'): HTMLTableCellElement {
  return h('th', { class: cls, attrs: { scope: 'col', ...explained(id) } }, figure(id).label);
}
