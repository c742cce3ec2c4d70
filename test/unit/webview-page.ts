// The panels' page itself (main.ts) loaded once into this process on a fake page (fake-dom.ts):
// the tests post the host's messages to it as the host would, and read what it draws and posts.
import { FakeEvent, page } from './fake-dom';
import { loadWebview } from './webview-load';

/** What listens on the page's window for the host's messages (main.ts's router). */
const listeners: ((e: FakeEvent) => void)[] = [];
/** The host posts `data` to the page. */
export function postToPage(data: unknown): void {
  const event = Object.assign(new FakeEvent('message'), { data });
  for (const l of listeners) l(event);
}

// the page's window only while main.ts loads: its router listens there (uPlot, loaded with it,
// then takes the page for a browser's, and reads what a browser has). main.ts keeps the ages
// current every 30 s: a timer that must not keep the tests' process alive.
const browser: Record<string, unknown> = {
  window: { addEventListener: (type: string, l: (e: FakeEvent) => void) => type === 'message' && listeners.push(l), dispatchEvent: () => true },
  navigator: { userAgent: 'node' },
  devicePixelRatio: 1,
  matchMedia: () => ({ addEventListener: () => undefined, removeEventListener: () => undefined, matches: false }),
  CustomEvent: FakeEvent,
};
const timer = globalThis.setInterval;
/** The page's `#app`, where main.ts mounts the view. */
export const app = page.createElement('div');
app.id = 'app';
page.body.appendChild(app);
// only those this Node lacks (a newer one has CustomEvent), taken away again after
const added = Object.keys(browser).filter((k) => !(k in globalThis));
for (const k of added) Reflect.set(globalThis, k, browser[k]);
globalThis.setInterval = ((...args: Parameters<typeof timer>) => timer(...args).unref()) as typeof timer;
try {
  loadWebview('main.ts');
} finally {
  for (const k of added) Reflect.deleteProperty(globalThis, k);
  globalThis.setInterval = timer;
}

