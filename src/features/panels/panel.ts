// The provider of the item panels (topic, category, market, the market tables, creator, post,
// search, report) on the webview host: its sections load through the one table of loaders.ts,
// its answers are held for the exports, and the requests its webview may send are answered here.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import { asOwn } from '../../editor/ownInvocation';
import { fixDetails } from '../../editor/errorPolicy';
import type { ItemRef } from '../../shared/items';
import type { AnswerMeta, LoadMessage, SectionData } from '../../shared/protocol/messages';
import { safeLinkUrl } from '../../shared/protocol/display';
import { quoteTitle } from '../../shared/protocol/marketQuote';
import type { KeptChoices, SectionId, ViewKind } from '../../shared/protocol/views';
import { isKeptChoices } from '../../shared/protocol/guards';
import { runReportAction } from '../../editor/toNotes/actions';
import type { Services } from '../../editor/services';
import { labelText, tNotice } from '../../editor/sinks/neutral';
import { showInfo } from '../../editor/sinks/notify';
import type { RequestHandlers, SectionRun, WebviewProvider } from '../../editor/panelHost/provider';
import type { SectionStatus } from '../../editor/panelHost/sections';
import type { PageTraffic } from '../../editor/panelHost/host';
import { copyMarkdown, exportCsv, type ExportSource } from './export';
import { answeredRef } from './core/market';
import { ITEM_ACTION_COMMANDS } from './itemActions';
import { loadSection } from './loaders';
import { sectionTitle } from './sectionTitle';
import { PanelStore } from './store';
import { execute } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

/** What the integration tests read through the test hook. */
export interface PanelSnapshot {
  key: string;
  view: ViewKind;
  title: string;
  sections: Partial<Record<SectionId, SectionStatus>>;
  /** Sections the webview reports as drawn. */
  rendered: SectionId[];
  traffic: PageTraffic;
}

export interface ItemPanelOptions {
  services: Services;
  panel: vscode.WebviewPanel;
  view: ViewKind;
  ref: ItemRef;
  /** Opens another item (related topics, a coin's topic). */
  open(ref: ItemRef): Promise<void>;
  /** A market panel's quote came: the item it names is known (`answeredRef`). */
  answered(): void;
}

export class ItemPanel implements WebviewProvider {
  readonly view: ViewKind;
  /** The item as opened; a saved search renamed since, by its new name (`renamed`). */
  private shown: ItemRef;
  private readonly services: Services;
  private readonly panel: vscode.WebviewPanel;
  private readonly store = new PanelStore();

  constructor(private readonly o: ItemPanelOptions) {
    this.view = o.view;
    this.shown = o.ref;
    this.services = o.services;
    this.panel = o.panel;
  }

  get ref(): ItemRef {
    return this.shown;
  }

  /** The item changed at the service (a saved search renamed): what its actions send names it as it is now. */
  renamed(ref: ItemRef): void {
    this.shown = ref;
  }

  initial(): { ref: ItemRef; kept?: KeptChoices } {
    const kept = this.keptChoices();
    return kept ? { ref: this.ref, kept } : { ref: this.ref };
  }

  /**
   * Where the choices last made in a panel of this kind are kept: one place per view, and per kind
   * of subject for market panels (a coin's metrics and candles are not a stock's).
   */
  private get choicesKey(): string {
    return this.view === 'market' ? `socialPulse.panelChoices.market.${this.ref.kind}` : `socialPulse.panelChoices.${this.view}`;
  }

  private keptChoices(): KeptChoices | undefined {
    const kept = this.services.context.globalState.get<unknown>(this.choicesKey);
    return isKeptChoices(kept) ? kept : undefined;
  }

  async load(m: LoadMessage, run: SectionRun): Promise<void> {
    const { connection } = this.services;
    await loadSection({
      client: run.client,
      view: this.view,
      subject: this.ref.id,
      ref: this.ref,
      options: { signal: run.signal, refresh: run.refresh, priority: run.priority },
      socialData: connection.state.plan.access !== 'market',
      emit: (s, data, meta) => run.emit(s, data, meta),
      progress: (p) => run.progress(p),
    }, m);
  }

  received<S extends SectionId>(section: S, data: SectionData[S], meta: AnswerMeta): void {
    // demo or not as the answer comes: the connection's changes clear the store (`sourceChanged`)
    this.store.receive(section, data, meta, this.demo);
    const title = sectionTitle(section, data);
    if (title) this.panel.title = title;
    // a market panel opened by a typed symbol ("btc") takes the name the answer gives
    if (section === 'quote') {
      this.panel.title = labelText(quoteTitle((data as SectionData['quote']).item, this.ref));
      this.o.answered();
    }
  }

  failed(section: SectionId): void {
    this.store.drop(section);
  }

  sourceChanged(): void {
    this.store.clear();
  }

  readonly requests: RequestHandlers = {
    openItem: (m) => this.o.open(m.ref),
    openLink: (m) => this.openLink(m.url),
    copyMarkdown: (m) => copyMarkdown(this.exportSource(), m.coins),
    exportCsv: (m) => exportCsv(this.exportSource(), m.table, m.coins),
    reportAction: (m) => runReportAction(this.services, m.action, this.ref, this.store.data.report, m.format),
    itemAction: async (m) => {
      await execute(ITEM_ACTION_COMMANDS[m.action], this.answeredRef());
    },
    // the only commands a webview can start: fixes offered next to an error
    fix: async (m) => {
      await execute(fixDetails(m.action).command);
    },
    pin: () => this.pin(),
    // each choice the page sends replaces the kept one; one it does not send (a window of dates) keeps the last
    rememberView: async (m) => {
      await this.services.context.globalState.update(this.choicesKey, { ...this.keptChoices(), ...m.choices });
    },
    copyAddress: async (m) => {
      await vscode.env.clipboard.writeText(m.address);
      void showInfo(tNotice(l10n.t('Social Pulse: copied the address {0}.'), m.address));
    },
  };

  private get demo(): boolean {
    return this.services.connection.state.mode === 'demo';
  }

  private exportSource(): ExportSource {
    return { view: this.view, ref: this.ref, data: this.store.data, title: this.panel.title, demo: this.store.demo };
  }

  /**
   * A market panel's item by the id and name its quote came with (until it comes, as opened); any
   * other panel's as opened. What its pins and alerts name.
   */
  answeredRef(): ItemRef {
    return this.view === 'market' ? answeredRef(this.ref, this.store.data.quote?.data) : this.ref;
  }

  /** Only a market panel offers it: the other panels' items are pinned from the trees. */
  private async pin(): Promise<void> {
    if (this.view !== 'market') return;
    const added = await execute(COMMANDS.pin, asOwn(this.answeredRef()));
    const title = this.panel.title;
    void showInfo(added ? tNotice(l10n.t('Social Pulse: pinned "{0}" to the Watchlist.'), title) : tNotice(l10n.t('Social Pulse: "{0}" is already in the Watchlist.'), title));
  }

  private async openLink(url: string): Promise<void> {
    const safe = safeLinkUrl(url);
    if (!safe) {
      this.services.log.warn('panels: refused to open a link that is not http(s)');
      return;
    }
    await vscode.env.openExternal(vscode.Uri.parse(safe, true));
  }
}
