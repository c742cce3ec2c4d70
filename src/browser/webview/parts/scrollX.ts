// A table wider than the panel scrolls sideways in a box of its own. A box that scrolls must be
// reachable with the keyboard (Tab to it, then the arrow keys scroll it) and named for a screen
// reader: the table's caption, or `label` where the table has none.
import { h } from '../dom';

export function scrollX(table: HTMLTableElement, label?: string): HTMLElement {
  const name = label ?? table.caption?.textContent ?? undefined;
  return h('div', { class: 'scroll-x', attrs: { tabindex: '0', role: 'region', 'aria-label': name } }, table);
}
