// Entry of dist/webview/webview.js: waits for the host's `init`, builds the panel's view, and
// routes host messages to it. The stylesheets imported here are bundled into
// dist/webview/webview.css, the panels' own last so that they win.
import './l10nBoot';
import 'uplot/dist/uPlot.min.css';
import '@vscode/codicons/dist/codicon.css';
import { itemKey, type ItemRef } from '../../shared/items';
import { isHostMessage } from '../../shared/protocol/guards';
import { isReplyMessage } from '../../shared/protocol/requests';
import type { DataMessage, ErrorMessage, InitMessage, StateMessage } from '../../shared/protocol/messages';
import { changedChoices, keptChoices, type PanelState, type UiState } from '../../shared/protocol/state';
import { replace } from './dom';
import { post, savedState, saveState, settle } from './host';
import { keepSignalColoursReadable } from './parts/chartTheme';
import { useTimeZone } from '../../shared/format/time';
import { forgetFrames, tickAges } from './section';
import { MarketView } from './views/market';
import { MarketListView } from './views/marketList';
import { BacktestView } from './views/backtest';
import { CompareView } from './views/compare';
import { CreatorView } from './views/creator';
import { PostView } from './views/post';
import { SearchView } from './views/search';
import { ReportView } from './views/report';
import { SocialView } from './views/social';
import type { ViewContext, ViewController } from './views/view';
import './panel.css';

const AGE_TICK_MS = 30_000;

let controller: ViewController | undefined;
let currentKey = '';
/** The data source and time zone the page was built for: another of either builds it anew. */
let builtFor = '';
let builtSource = -1;

type SectionMessage = StateMessage | DataMessage | ErrorMessage;
/**
 * What the host sent this page's view, in order: built again for another time zone, the view
 * draws it again and asks for nothing. Past this many, it asks (the host's cache answers).
 */
let received: SectionMessage[] = [];
const REPLAY_LIMIT = 400;

/** What of a page's state is the person's place on it (viewPlace.ts): each is saved once it rests. */
const PLACE_KEYS: readonly (keyof UiState)[] = ['table', 'topicsPlace', 'zoom', 'pointsTable'];
/**
 * Places saved since the page loaded, on `#app` as data-place-saved: what a test waits on to know
 * the place is kept (a scroll is saved 150 ms after it rests), rather than on time.
 */
let placesSaved = 0;

function deliver(m: SectionMessage): void {
  if (!controller) return;
  if (received.length <= REPLAY_LIMIT) received.push(m);
  switch (m.type) {
    case 'state': return controller.onState(m);
    case 'data': return controller.onData(m);
    case 'error': return controller.onError(m);
  }
}

function controllerFor(ctx: ViewContext): ViewController {
  switch (ctx.view) {
    case 'coins': return new MarketListView('coin', ctx);
    case 'stocks': return new MarketListView('stock', ctx);
    case 'nfts': return new MarketListView('nft', ctx);
    case 'market': return new MarketView(ctx);
    case 'report': return new ReportView(ctx);
    case 'topic':
    case 'category':
      return new SocialView(ctx);
    case 'creator': return new CreatorView(ctx);
    case 'post': return new PostView(ctx);
    case 'search': return new SearchView(ctx);
    case 'compare': return new CompareView(ctx);
    case 'backtest': return new BacktestView(ctx);
  }
}

function mount(init: InitMessage): void {
  // the connection can change under an open panel: every init says whether the data is demo data
  document.body.classList.toggle('demo', init.demo);
  const keyOf = (view: string, refs: readonly ItemRef[]): string => `${view}|${refs.map(itemKey).join('|')}`;
  const key = keyOf(init.view, init.subjects ?? [init.ref]);
  const build = `${init.source}|${init.timeZone}`;
  if (controller && key === currentKey && build === builtFor) return;
  const replay = controller && key === currentKey && init.source === builtSource && received.length <= REPLAY_LIMIT ? received : undefined;
  received = [];
  useTimeZone(init.timeZone);
  // the old view's sections (and every figure and chart in them) go with it
  controller?.dispose?.();
  forgetFrames();
  const saved = savedState();
  // choices saved for another item (a reused webview) do not carry over; a new panel starts with
  // the choices last made in a panel of its kind
  const ui: UiState = saved && keyOf(saved.view, saved.subjects ?? [saved.ref]) === key ? saved.ui : { ...init.kept };
  const state: PanelState = init.subjects
    ? { v: 1, view: init.view, ref: init.ref, subjects: init.subjects, ui }
    : { v: 1, view: init.view, ref: init.ref, ui };
  // a backtest's rule: what a reload rebuilds the tab on
  if (init.rule !== undefined) state.rule = init.rule;
  // saved at once, so a reload restores this panel even if nothing is chosen
  saveState(state);
  // what the host keeps for the next panel of this kind, as last sent: only a choice changed here is
  // sent, so this panel's unchanged choices do not put back newer ones made in another panel
  let sent = keptChoices(ui);
  const ctx = {
    view: init.view,
    ref: init.ref,
    subjects: init.subjects,
    ui: { ...ui },
    remoteImages: init.remoteImages,
    save: (change: Partial<UiState>): void => {
      state.ui = { ...state.ui, ...change };
      saveState(state);
      if (PLACE_KEYS.some((k) => k in change)) document.getElementById('app')?.setAttribute('data-place-saved', String(++placesSaved));
      const now = keptChoices(state.ui);
      const changed = changedChoices(sent, now);
      sent = now;
      if (changed) post({ type: 'rememberView', choices: changed });
    },
  };
  controller = controllerFor(ctx);
  currentKey = key;
  builtFor = build;
  builtSource = init.source;
  const app = document.getElementById('app');
  if (!app) return;
  replace(app, controller.root);
  app.removeAttribute('aria-busy');
  if (replay) for (const m of replay) deliver(m);
  else controller.start();
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const m = event.data;
  if (isReplyMessage(m)) return settle(m);
  if (!isHostMessage(m)) return;
  switch (m.type) {
    case 'init': return mount(m);
    case 'state':
    case 'data':
    case 'error':
      return deliver(m);
  }
});

keepSignalColoursReadable();
setInterval(tickAges, AGE_TICK_MS);
post({ type: 'ready' });
