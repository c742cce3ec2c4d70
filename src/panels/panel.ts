// One webview panel: answers its webview's messages, loads sections with the panel's
// cancellation, and keeps the latest data for markdown and CSV exports.
import * as os from 'node:os';
import * as vscode from 'vscode';
import { asOwn } from '../ownInvocation';
import { FIXES, toErrorInfo } from '../errorPolicy';
import type { ItemRef } from '../items';
import { errorText } from '../log';
import { isWebviewMessage } from '../protocol/guards';
import type {
  AnswerMeta, HostMessage, InitMessage, LoadMessage, MarketPage, SectionData, WebviewMessage,
} from '../protocol/messages';
import { safeLinkUrl } from '../protocol/display';
import { quoteTitle } from '../protocol/marketQuote';
import { VIEW_SECTIONS, type CoinsView, type SectionId, type TableId, type ViewKind } from '../protocol/views';
import type { Priority } from '../api/service';
import type { Services } from '../services';
import { fileNameText, labelText, notice, type LabelText } from '../sinks/neutral';
import { showError, showInfo } from '../sinks/notify';
import { toCsv } from '../protocol/csv';
import { runReportAction } from '../toNotes/actions';
import { safeMarkdown } from '../render/safeMarkdown';
import { ITEM_ACTION_COMMANDS } from './itemActions';
import { showShell, webviewOptions } from '../webviewShell/shell';
import { loadSection } from './loaders';
import { buildMarkdown } from '../render/markdown';
import type { PanelData } from '../render/panelData';
import { sectionTitle } from './sectionTitle';
import { buildTable } from '../render/tables';

export type SectionStatus = 'loading' | 'data' | 'error';

/** What the integration tests read through the test hook. */
export interface PanelSnapshot {
  key: string;
  view: ViewKind;
  title: string;
  sections: Partial<Record<SectionId, SectionStatus>>;
  /** Sections the webview reports as drawn. */
  rendered: SectionId[];
}

export interface PanelHostOptions {
  services: Services;
  panel: vscode.WebviewPanel;
  view: ViewKind;
  ref: ItemRef;
  key: string;
  /** Opens another item (related topics, a coin's topic). */
  open(ref: ItemRef): Promise<void>;
  onDispose(): void;
}

/** Demo data says so in the file's name (the content stays plain CSV). */
function csvName(ref: ItemRef, table: TableId, demo: boolean): string {
  const base = fileNameText(ref.id || 'all', 'item');
  return `${base}-${table}${demo ? '-demo-data' : ''}.csv`;
}

function appendPage<T>(held: { data: MarketPage<T> } | undefined, page: MarketPage<T>, meta: AnswerMeta): { data: MarketPage<T>; meta: AnswerMeta } {
  return { data: page.page === 0 || !held ? page : { ...page, rows: held.data.rows.concat(page.rows) }, meta };
}

export class PanelHost implements vscode.Disposable {
  readonly key: string;
  readonly view: ViewKind;
  readonly ref: ItemRef;
  private readonly panel: vscode.WebviewPanel;
  private readonly services: Services;
  private readonly opts: PanelHostOptions;
  private readonly disposed = new AbortController();
  private readonly sectionAborts = new Map<SectionId, AbortController>();
  private readonly lastLoad = new Map<SectionId, LoadMessage>();
  private readonly status = new Map<SectionId, SectionStatus>();
  private readonly rendered = new Set<SectionId>();
  /** Sections the webview reports on screen; until it does, all count as on screen. */
  private onScreen?: ReadonlySet<SectionId>;
  private readonly data: PanelData = {};
  private readonly subscriptions: vscode.Disposable[] = [];
  private remoteImages: boolean;

  constructor(o: PanelHostOptions) {
    this.opts = o;
    this.services = o.services;
    this.panel = o.panel;
    this.view = o.view;
    this.ref = o.ref;
    this.key = o.key;
    const { webview } = this.panel;
    webview.options = webviewOptions(this.services.context.extensionUri);
    this.remoteImages = this.services.settings.current.loadRemoteImages;
    this.showShell();
    this.subscriptions.push(
      webview.onDidReceiveMessage((m: unknown) => this.receive(m)),
      this.panel.onDidDispose(() => this.dispose()),
      // a new key, plan or demo mode changes what every section shows, and the demo badge. A
      // hidden panel skips it: its webview is gone (retainContextWhenHidden is off) and the one
      // built when it is shown again says `ready` and asks for every section itself.
      this.services.connection.onDidChangeState(() => {
        if (!this.panel.visible) return;
        this.post(this.init());
        void this.reloadAll(false);
      }),
      // the policy changes with the setting, so the page is built again; it says `ready` and asks
      // for its sections, which the cache answers
      this.services.settings.onDidChange((values) => {
        if (values.loadRemoteImages === this.remoteImages) return;
        this.remoteImages = values.loadRemoteImages;
        this.showShell();
      }),
    );
  }

  private showShell(): void {
    showShell(this.panel.webview, this.services.context.extensionUri, this.remoteImages);
  }

  reveal(): void {
    this.panel.reveal();
  }

  /** Its item changed at the service: a new title, and the sections asked for again (a hidden panel asks when shown). */
  reload(title: LabelText): void {
    this.panel.title = title;
    if (this.panel.visible) void this.reloadAll(false);
  }

  get active(): boolean {
    return this.panel.active;
  }

  snapshot(): PanelSnapshot {
    return {
      key: this.key,
      view: this.view,
      title: this.panel.title,
      sections: Object.fromEntries(this.status),
      rendered: [...this.rendered],
    };
  }

  dispose(): void {
    if (this.disposed.signal.aborted) return;
    this.disposed.abort();
    for (const s of this.subscriptions) s.dispose();
    this.panel.dispose();
    this.opts.onDispose();
  }

  private post(message: HostMessage): void {
    if (this.disposed.signal.aborted) return;
    // a hidden webview (retainContextWhenHidden is off) drops messages; it asks again when shown
    void this.panel.webview.postMessage(message).then(undefined, () => undefined);
  }

  private receive(raw: unknown): void {
    if (!isWebviewMessage(raw)) {
      this.services.log.warn(`panels: ignored a malformed message from the ${this.view} panel`);
      return;
    }
    void this.handle(raw).catch((e: unknown) => {
      this.services.log.error(`panels: ${raw.type} failed: ${errorText(e)}`);
      void showError(notice`Social Pulse: ${toErrorInfo(e).message}`);
    });
  }

  private async handle(m: WebviewMessage): Promise<void> {
    switch (m.type) {
      case 'ready':
        this.rendered.clear();
        this.onScreen = undefined;
        return this.post(this.init());
      case 'visible':
        this.onScreen = new Set(m.sections);
        return undefined;
      case 'load':
        if (!VIEW_SECTIONS[this.view].includes(m.section)) {
          this.services.log.warn(`panels: the ${this.view} panel has no section ${m.section}`);
          return;
        }
        return this.load(m, false);
      case 'retry': {
        const last = this.lastLoad.get(m.section);
        return last ? this.load(last, false) : undefined;
      }
      case 'refresh':
        return this.reloadAll(true);
      case 'openItem':
        return this.opts.open(m.ref);
      case 'openLink':
        return this.openLink(m.url);
      case 'copyMarkdown':
        return this.copyMarkdown(m.coins);
      case 'exportCsv':
        return this.exportCsv(m.table, m.coins);
      case 'reportAction':
        return runReportAction(this.services, m.action, this.ref, this.data.report);
      case 'itemAction':
        await vscode.commands.executeCommand(ITEM_ACTION_COMMANDS[m.action], this.ref);
        return undefined;
      case 'fix':
        // the only commands a webview can start: fixes offered next to an error
        await vscode.commands.executeCommand(FIXES[m.action].command);
        return undefined;
      case 'pin':
        return this.pin();
      case 'copyAddress':
        await vscode.env.clipboard.writeText(m.address);
        void showInfo(notice`Social Pulse: copied the address ${m.address}.`);
        return undefined;
      case 'rendered':
        if (m.error) this.services.log.warn(`panels: ${this.key} could not draw ${m.section}: ${m.error}`);
        else this.rendered.add(m.section);
        return undefined;
    }
  }

  private init(): InitMessage {
    return { type: 'init', view: this.view, ref: this.ref, demo: this.demo, remoteImages: this.remoteImages };
  }

  private get demo(): boolean {
    return this.services.connection.state.mode === 'demo';
  }

  private async reloadAll(refresh: boolean): Promise<void> {
    await Promise.all([...this.lastLoad.values()].map((m) => this.load(m, refresh)));
  }

  private async load(m: LoadMessage, refresh: boolean): Promise<void> {
    const section = m.section;
    this.lastLoad.set(section, m);
    this.sectionAborts.get(section)?.abort();
    const abort = new AbortController();
    this.sectionAborts.set(section, abort);
    const signal = AbortSignal.any([this.disposed.signal, abort.signal]);
    this.status.set(section, 'loading');
    this.rendered.delete(section);
    this.post({ type: 'state', section, state: 'loading' });
    try {
      const client = await this.services.connection.client(signal);
      await loadSection({
        client,
        view: this.view,
        subject: this.ref.id,
        ref: this.ref,
        baseUrl: this.services.connection.address(),
        options: { signal, refresh, priority: () => this.priorityOf(section) },
        socialData: this.services.connection.state.plan.access !== 'market',
        emit: (s, data, meta) => {
          if (!signal.aborted) this.receiveData(s, data, meta);
        },
        progress: (text) => {
          if (!signal.aborted) this.post({ type: 'state', section, state: 'loading', progress: text });
        },
      }, m);
    } catch (e) {
      if (signal.aborted) return;
      const error = toErrorInfo(e, this.services.connection.state.mode !== 'none');
      if (error.kind === 'internal') this.services.log.error(`panels: ${this.key} ${section}: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
      else this.services.log.info(`panels: ${this.key} ${section}: ${error.kind}: ${error.message}`);
      this.status.set(section, 'error');
      this.post({ type: 'error', section, error });
    } finally {
      if (this.sectionAborts.get(section) === abort) this.sectionAborts.delete(section);
    }
  }

  /** Read again while the section's requests wait for quota: scrolling it into view moves them ahead. */
  private priorityOf(section: SectionId): Priority {
    if (this.disposed.signal.aborted || !this.panel.visible) return 'offscreen';
    return !this.onScreen || this.onScreen.has(section) ? 'view' : 'offscreen';
  }

  private receiveData<S extends SectionId>(section: S, data: SectionData[S], meta: AnswerMeta): void {
    // later pages of a list append to what the host holds (the webview appends its copy the same way)
    if (section === 'coins') {
      const page = data as SectionData['coins'];
      const held = this.data.coins;
      this.data.coins = page.page === 0 || !held
        ? { data: { ...page, coins: [...page.coins] }, meta }
        : { data: { ...page, coins: held.data.coins.concat(page.coins) }, meta };
    } else if (section === 'stocks') {
      this.data.stocks = appendPage(this.data.stocks, data as SectionData['stocks'], meta);
    } else if (section === 'nfts') {
      this.data.nfts = appendPage(this.data.nfts, data as SectionData['nfts'], meta);
    } else {
      (this.data as Record<string, unknown>)[section] = { data, meta };
    }
    this.status.set(section, 'data');
    const title = sectionTitle(section, data);
    if (title) this.panel.title = title;
    // a market panel opened by a typed symbol ("btc") takes the name the answer gives
    if (section === 'quote') this.panel.title = labelText(quoteTitle((data as SectionData['quote']).item, this.ref));
    this.post({ type: 'data', section, data, meta } as HostMessage);
  }

  /** Only a market panel offers it: the other panels' items are pinned from the trees. */
  private async pin(): Promise<void> {
    if (this.view !== 'market') return;
    const added = await vscode.commands.executeCommand<boolean>('socialPulse.pin', asOwn({ ...this.ref }));
    const title = this.panel.title;
    void showInfo(added ? notice`Social Pulse: pinned "${title}" to the Watchlist.` : notice`Social Pulse: "${title}" is already in the Watchlist.`);
  }

  private async openLink(url: string): Promise<void> {
    const safe = safeLinkUrl(url);
    if (!safe) {
      this.services.log.warn('panels: refused to open a link that is not http(s)');
      return;
    }
    await vscode.env.openExternal(vscode.Uri.parse(safe, true));
  }

  private async copyMarkdown(coinsView: CoinsView | undefined): Promise<void> {
    const text = safeMarkdown(buildMarkdown({ view: this.view, ref: this.ref, data: this.data, coinsView, demo: this.demo }));
    await vscode.env.clipboard.writeText(text);
    void showInfo(notice`Social Pulse: copied "${this.panel.title}" as Markdown.`);
  }

  private async exportCsv(tableId: TableId, coinsView: CoinsView | undefined): Promise<void> {
    const table = buildTable(tableId, this.data, coinsView);
    if (!table) {
      void showInfo(notice`Social Pulse: that table has no data yet; export it once it has loaded.`);
      return;
    }
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(os.homedir());
    const target = await vscode.window.showSaveDialog({
      defaultUri: vscode.Uri.joinPath(folder, csvName(this.ref, tableId, this.demo)),
      filters: { CSV: ['csv'] },
      saveLabel: 'Export CSV',
      title: `Export ${tableId} as CSV`,
    });
    if (!target) return;
    // a byte-order mark lets spreadsheet programs read emoji and non-Latin text as UTF-8
    await vscode.workspace.fs.writeFile(target, Buffer.from(`\ufeff${toCsv(table)}`, 'utf8'));
    void showInfo(notice`Social Pulse: exported ${table.rows.length} rows to ${target.fsPath}.`);
  }
}
