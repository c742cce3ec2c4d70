// Entry of dist/webview.js: waits for the host's `init`, builds the panel's view, and routes
// host messages to it. The stylesheets imported here are bundled into dist/webview.css.
import 'uplot/dist/uPlot.min.css';
import '@vscode/codicons/dist/codicon.css';
import { itemKey } from '../items';
import { isHostMessage } from '../protocol/guards';
import type { InitMessage } from '../protocol/messages';
import type { PanelState, UiState } from '../protocol/state';
import { replace } from './dom';
import { post, savedState, saveState } from './host';
import { tickAges } from './section';
import { CoinsView } from './views/coins';
import { peopleView } from './views/people';
import { ReportView } from './views/report';
import { SocialView } from './views/social';
import type { ViewController } from './views/view';

const AGE_TICK_MS = 30_000;

let controller: ViewController | undefined;
let currentKey = '';

function mount(init: InitMessage): void {
  // the connection can change under an open panel: every init says whether the data is demo data
  document.body.classList.toggle('demo', init.demo);
  const key = `${init.view}|${itemKey(init.ref)}`;
  if (controller && key === currentKey) return;
  const saved = savedState();
  // choices saved for another item (a reused webview) do not carry over
  const ui: UiState = saved && saved.view === init.view && itemKey(saved.ref) === itemKey(init.ref) ? saved.ui : {};
  const state: PanelState = { v: 1, view: init.view, ref: init.ref, ui };
  // saved at once, so a reload restores this panel even if nothing is chosen
  saveState(state);
  const ctx = {
    view: init.view,
    ref: init.ref,
    ui: { ...ui },
    save: (change: Partial<UiState>): void => {
      state.ui = { ...state.ui, ...change };
      saveState(state);
    },
  };
  controller = peopleView(ctx)
    ?? (init.view === 'coins' ? new CoinsView(ctx) : init.view === 'report' ? new ReportView(ctx) : new SocialView(ctx));
  currentKey = key;
  const app = document.getElementById('app');
  if (!app) return;
  replace(app, controller.root);
  app.removeAttribute('aria-busy');
  controller.start();
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const m = event.data;
  if (!isHostMessage(m)) return;
  switch (m.type) {
    case 'init': return mount(m);
    case 'state': return controller?.onState(m);
    case 'data': return controller?.onData(m);
    case 'error': return controller?.onError(m);
  }
});

setInterval(tickAges, AGE_TICK_MS);
post({ type: 'ready' });
