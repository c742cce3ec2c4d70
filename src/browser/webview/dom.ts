// The only way webview code builds DOM: elements, attributes and text nodes. Service text always
// becomes a text node; there is no innerHTML anywhere in the webview.

export type Child = Node | string | number | undefined | null | false;

export interface Props {
  class?: string;
  /** Attributes (aria-*, role, type, title...). `style` and `on*` are refused. */
  attrs?: Record<string, string | number | boolean | undefined>;
  on?: { [K in keyof HTMLElementEventMap]?: (e: HTMLElementEventMap[K]) => void };
}

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (props?.class) el.className = props.class;
  for (const [name, value] of Object.entries(props?.attrs ?? {})) {
    if (value === undefined || value === false) continue;
    if (name === 'style' || name.toLowerCase().startsWith('on')) throw new Error(`attribute ${name} is not allowed`);
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const [type, handler] of Object.entries(props?.on ?? {})) {
    el.addEventListener(type, handler as EventListener);
  }
  append(el, ...children);
  return el;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const c of children) {
    if (c === undefined || c === null || c === false) continue;
    parent.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
}

export function clear(el: Element): void {
  while (el.firstChild) el.removeChild(el.firstChild);
}

export function replace(el: Element, ...children: Child[]): void {
  clear(el);
  append(el, ...children);
}

/** A codicon, hidden from screen readers (the control it sits in carries the label). */
export function icon(name: string): HTMLSpanElement {
  return h('span', { class: `codicon codicon-${name}`, attrs: { 'aria-hidden': 'true' } });
}

/** A button with an icon and a visible or screen-reader-only label. */
export function button(label: string, onClick: () => void, o: { icon?: string; iconOnly?: boolean; class?: string } = {}): HTMLButtonElement {
  return h('button', {
    class: o.class ?? (o.iconOnly ? 'icon-button' : 'button'),
    attrs: { type: 'button', title: o.iconOnly ? label : undefined, 'aria-label': o.iconOnly ? label : undefined },
    on: { click: onClick },
  }, o.icon ? icon(o.icon) : undefined, o.iconOnly ? undefined : label);
}

/** A button that looks like a link: opening things goes through the host, never navigation. */
export function linkButton(label: string, onClick: () => void, title?: string): HTMLButtonElement {
  return h('button', { class: 'link', attrs: { type: 'button', title }, on: { click: onClick } }, label);
}

let ids = 0;
export function uid(prefix: string): string {
  ids += 1;
  return `${prefix}-${ids}`;
}
