// A small page for the webview's code in plain Node: elements, text, attributes, classes, events,
// and the observers the panels use, with what a test needs to see of them (the messages posted to
// the host, a theme change, the charts that redraw on it). Imported before any webview module
// loads (webview-load.ts): host.ts asks for the VS Code API as it loads.

type Listener = (e: FakeEvent) => void;

export class FakeEvent {
  target?: FakeElement;
  currentTarget?: FakeElement;
  defaultPrevented = false;
  constructor(readonly type: string, init: { key?: string } = {}) {
    this.key = init.key ?? '';
  }
  readonly key: string;
  preventDefault(): void {
    this.defaultPrevented = true;
  }
  stopPropagation(): void {
    // events do not bubble here
  }
}

class FakeNode {
  parentNode: FakeElement | null = null;
  childNodes: FakeNode[] = [];

  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }

  get textContent(): string {
    return this.childNodes.map((c) => c.textContent).join('');
  }

  set textContent(text: string) {
    for (const c of this.childNodes) c.parentNode = null;
    this.childNodes = [];
    if (text) this.appendText(text);
  }

  protected appendText(_text: string): void {
    // only an element holds text
  }

  remove(): void {
    this.parentNode?.removeChild(this);
  }
}

class FakeText extends FakeNode {
  constructor(private readonly data: string) {
    super();
  }

  override get textContent(): string {
    return this.data;
  }

  cloneNode(): FakeText {
    return new FakeText(this.data);
  }
}

class ClassList {
  constructor(private readonly el: FakeElement) {}
  private get names(): string[] {
    return this.el.className.split(/\s+/).filter(Boolean);
  }
  contains(name: string): boolean {
    return this.names.includes(name);
  }
  add(...names: string[]): void {
    this.el.className = [...new Set([...this.names, ...names])].join(' ');
  }
  remove(...names: string[]): void {
    this.el.className = this.names.filter((n) => !names.includes(n)).join(' ');
  }
  toggle(name: string, on = !this.contains(name)): boolean {
    if (on) this.add(name);
    else this.remove(name);
    return on;
  }
}

export class FakeElement extends FakeNode {
  className = '';
  readonly classList = new ClassList(this);
  readonly style: Record<string, unknown> = { setProperty: (_name: string, _value: string): void => undefined };
  readonly dataset: Record<string, string> = {};
  private readonly attributes = new Map<string, string>();
  private readonly listeners = new Map<string, Listener[]>();
  hidden = false;
  disabled = false;
  checked = false;
  value = '';
  title = '';
  readonly clientWidth = 0;
  /** Every box is as tall as a panel's view; nothing has a measured height of its own. */
  readonly clientHeight = 600;
  readonly offsetHeight = 0;
  readonly offsetWidth = 0;
  scrollTop = 0;

  constructor(readonly tagName: string) {
    super();
  }

  get id(): string {
    return this.getAttribute('id') ?? '';
  }

  set id(id: string) {
    this.setAttribute('id', id);
  }

  /** A table row's cells. */
  get cells(): FakeElement[] {
    return this.childNodes.filter((c): c is FakeElement => c instanceof FakeElement && (c.tagName === 'td' || c.tagName === 'th'));
  }

  protected override appendText(text: string): void {
    this.appendChild(new FakeText(text));
  }

  cloneNode(deep = false): FakeElement {
    const copy = new FakeElement(this.tagName);
    copy.className = this.className;
    for (const [name, value] of this.attributes) copy.setAttribute(name, value);
    if (deep) for (const c of this.childNodes) copy.appendChild(c instanceof FakeElement ? c.cloneNode(true) : (c as FakeText).cloneNode());
    return copy;
  }

  insertBefore(child: FakeNode, before: FakeNode | null): FakeNode {
    this.appendChild(child);
    if (before && this.childNodes.includes(before)) {
      this.childNodes.pop();
      this.childNodes.splice(this.childNodes.indexOf(before), 0, child);
    }
    return child;
  }

  /** The first element below with the class of a `.name` selector (the only kind the panels ask for here). */
  querySelector(selector: string): FakeElement | null {
    return this.byClass(selector.replace(/^\./, ''))[0] ?? null;
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
    if (name === 'hidden') this.hidden = true;
    if (name === 'value') this.value = value;
    if (name === 'checked') this.checked = true;
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }

  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }

  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }

  appendChild(child: FakeNode): FakeNode {
    child.parentNode?.removeChild(child);
    child.parentNode = this;
    this.childNodes.push(child);
    return child;
  }

  append(...children: (FakeNode | string)[]): void {
    for (const c of children) this.appendChild(typeof c === 'string' ? new FakeText(c) : c);
  }

  removeChild(child: FakeNode): FakeNode {
    this.childNodes = this.childNodes.filter((c) => c !== child);
    child.parentNode = null;
    return child;
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((l) => l !== listener));
  }

  dispatchEvent(e: FakeEvent): boolean {
    e.target ??= this;
    e.currentTarget = this;
    for (const l of this.listeners.get(e.type) ?? []) l(e);
    return !e.defaultPrevented;
  }

  click(): void {
    if (!this.disabled) this.dispatchEvent(new FakeEvent('click'));
  }

  focus(): void {
    page.activeElement = this;
  }

  /** Where the box is in the view, as a test lays it out (nothing is laid out on its own). */
  rect = { top: 0, bottom: 0 };

  getBoundingClientRect(): { top: number; bottom: number; left: number; right: number; width: number; height: number } {
    return { ...this.rect, left: 0, right: 0, width: 0, height: this.rect.bottom - this.rect.top };
  }

  scrollIntoView(): void {
    scrolledIntoView.push(this);
  }

  /** Every element below this one, in document order. */
  descendants(): FakeElement[] {
    return this.childNodes.flatMap((c) => (c instanceof FakeElement ? [c, ...c.descendants()] : []));
  }

  /** The elements below with this class. */
  byClass(name: string): FakeElement[] {
    return this.descendants().filter((e) => e.classList.contains(name));
  }

  byTag(tag: string): FakeElement[] {
    return this.descendants().filter((e) => e.tagName === tag);
  }
}

const body = new FakeElement('body');
/** What listens on the document itself (its scrolling). */
const documentEvents = new FakeElement('#document');

/** The elements scrolled into view, oldest first (nothing moves). */
export const scrolledIntoView: FakeElement[] = [];

export const page = {
  body,
  head: new FakeElement('head'),
  documentElement: new FakeElement('html'),
  activeElement: body as FakeElement,
  createElement: (tag: string): FakeElement => new FakeElement(tag),
  createTextNode: (text: string): FakeText => new FakeText(text),
  getElementById: (id: string): FakeElement | null => body.descendants().find((e) => e.id === id) ?? null,
  addEventListener: (type: string, listener: Listener): void => documentEvents.addEventListener(type, listener),
  removeEventListener: (type: string, listener: Listener): void => documentEvents.removeEventListener(type, listener),
};

/** The page scrolled (a test moved the boxes' `rect`s): what listens on the document hears so. */
export function scrollPage(): void {
  documentEvents.dispatchEvent(new FakeEvent('scroll'));
}

/** The observers of changes to <body> (the theme) now connected. */
const mutationObservers = new Set<FakeMutationObserver>();

class FakeMutationObserver {
  constructor(private readonly callback: () => void) {}
  observe(): void {
    mutationObservers.add(this);
  }
  disconnect(): void {
    mutationObservers.delete(this);
  }
  notify(): void {
    this.callback();
  }
}

/** The resize observers watching something. */
const resizeObservers = new Set<FakeResizeObserver>();

class FakeResizeObserver {
  constructor(private readonly callback: (entries: unknown[]) => void) {}
  observe(): void {
    resizeObservers.add(this);
  }
  unobserve(): void {
    resizeObservers.delete(this);
  }
  disconnect(): void {
    resizeObservers.delete(this);
  }
  notify(): void {
    this.callback([]);
  }
}

/** The elements the visibility observers watch. */
export const intersectionWatched = new Set<unknown>();

class FakeIntersectionObserver {
  observe(el: unknown): void {
    intersectionWatched.add(el);
  }
  unobserve(el: unknown): void {
    intersectionWatched.delete(el);
  }
  disconnect(): void {
    intersectionWatched.clear();
  }
}

/** What the page last kept with setState (what VS Code gives back after a reload). */
export const pageState: { last?: unknown } = {};

/** What the page told or asked the host, oldest first. */
export const posted: Record<string, unknown>[] = [];

/** Each read of the theme's colours (a chart reads them when the theme changes). */
export let themeReads = 0;

const globals: Record<string, unknown> = {
  document: page,
  MutationObserver: FakeMutationObserver,
  ResizeObserver: FakeResizeObserver,
  IntersectionObserver: FakeIntersectionObserver,
  getComputedStyle: () => {
    themeReads += 1;
    return { getPropertyValue: () => '' };
  },
  requestIdleCallback: () => 0,
  requestAnimationFrame: () => 0,
  cancelAnimationFrame: () => undefined,
  cancelIdleCallback: () => undefined,
  acquireVsCodeApi: () => ({
    postMessage: (m: Record<string, unknown>) => posted.push(m),
    getState: () => undefined,
    setState: (state: unknown) => {
      pageState.last = state;
    },
  }),
};
Object.assign(globalThis, globals);

/** How many resize observers watch something: a part built anew and disposed leaves none behind. */
export function resizeObserving(): number {
  return resizeObservers.size;
}

/** The page was laid out: every resize observer hears of the boxes it watches. */
export function layout(): void {
  for (const o of [...resizeObservers]) o.notify();
}

/** VS Code switched the theme (classes on <body>): every connected observer hears it. */
export function changeTheme(): void {
  for (const o of [...mutationObservers]) o.notify();
}

/** The page's element as the webview's types see it. */
export function asElement(el: unknown): FakeElement {
  return el as FakeElement;
}

/** What was posted since `from`, of `type`. */
export function postedOf(type: string, from = 0): Record<string, unknown>[] {
  return posted.slice(from).filter((m) => m.type === type || (m.type === 'request' && (m.request as { type?: string }).type === type));
}
