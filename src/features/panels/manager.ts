// One panel per item: reveal it if open, else create it; restore panels after a reload.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import { describeRef, itemKey, marketListRef, type ItemRef } from '../../shared/items';
import { readPanelState } from '../../shared/protocol/state';
import type { ViewKind } from '../../shared/protocol/views';
import type { Services } from '../../editor/services';
import { labelText, type LabelText, tLabel, tNotice } from '../../editor/sinks/neutral';
import { showInfo } from '../../editor/sinks/notify';
import type { WebviewHost } from '../../editor/panelHost/host';
import { OpenPages } from '../../editor/panelHost/registry';
import { createPanel, hostPanel } from '../../editor/panelHost/shell';
import { ItemPanel, type PanelSnapshot } from './panel';

/** The views these panels show: a comparison and a backtest have providers of their own (compare, alerts). */
type ItemView = Exclude<ViewKind, 'compare' | 'backtest'>;

function isItemView(view: ViewKind): view is ItemView {
  return view !== 'compare' && view !== 'backtest';
}

interface Target {
  view: ItemView;
  ref: ItemRef;
}

/** The view an item opens in, and the item as its panel keys it (a topic's or an asset's id in lower case). */
function resolve(ref: ItemRef): Target | undefined {
  if (ref.id === '') {
    if (ref.kind === 'coin') return { view: 'coins', ref: marketListRef('coin') };
    if (ref.kind === 'stock') return { view: 'stocks', ref: marketListRef('stock') };
    if (ref.kind === 'nft') return { view: 'nfts', ref: marketListRef('nft') };
  }
  const id = ref.id.trim().toLowerCase();
  switch (ref.kind) {
    case 'topic':
      return { view: 'topic', ref: { kind: 'topic', id, title: ref.title } };
    case 'category':
      return { view: 'category', ref: { kind: 'category', id, title: ref.title } };
    case 'coin':
    case 'stock':
    case 'nft':
      // market data, on every plan: the asset's social data is a link away in its panel
      return { view: 'market', ref: { kind: ref.kind, id, title: ref.title } };
    // creator, post and search ids are case-sensitive: kept as they are
    case 'creator':
    case 'post':
    case 'search':
      return { view: ref.kind, ref };
  }
}

/**
 * An item's panel is keyed by the item; any other view of it (its report, a state restored with
 * another view) by the view too: panels of different views never share a key.
 */
function panelKey(view: ItemView, ref: ItemRef): string {
  return resolve(ref)?.view === view ? itemKey(ref) : `${view}|${itemKey(ref)}`;
}

function panelTitle(view: ViewKind, ref: ItemRef): LabelText {
  const title = ref.title || ref.id || 'Social Pulse';
  return view === 'report' ? tLabel(l10n.t('Report: {0}'), title) : labelText(title);
}

/** An open item panel: its VS Code panel, its page's host, what it shows. */
class OpenPanel {
  constructor(readonly key: string, readonly panel: vscode.WebviewPanel, readonly host: WebviewHost, readonly item: ItemPanel) {}

  snapshot(): PanelSnapshot {
    return {
      key: this.key, view: this.item.view, title: this.panel.title, sections: this.host.sectionStatus(), rendered: this.host.rendered(), traffic: this.host.traffic(),
    };
  }

  dispose(): void {
    this.host.dispose();
  }
}

export class PanelManager implements vscode.Disposable {
  private readonly panels = new OpenPages<OpenPanel>();

  constructor(private readonly services: Services) {}

  async open(ref: ItemRef): Promise<void> {
    const target = resolve(ref);
    if (target) this.show(target.view, target.ref);
    else void showInfo(tNotice(l10n.t('Social Pulse has no panel for {0} yet.'), describeRef(ref)));
  }

  /** The markdown report of a topic, category, creator or post (see src/features/reports). */
  openReport(ref: ItemRef): void {
    this.show('report', ref);
  }

  /** Closes every panel of the item, its report's too (a saved search that was deleted). */
  close(ref: ItemRef): void {
    for (const open of this.panelsOf(ref)) open.dispose();
  }

  /**
   * Shows every panel of the item anew, its report's too: its title from `ref`, its sections asked
   * again, and `ref` what its Rename…, Priority… and Delete… send from now on (not the name it had).
   */
  reload(ref: ItemRef): void {
    for (const open of this.panelsOf(ref)) {
      open.item.renamed(ref);
      open.panel.title = panelTitle(open.item.view, ref);
      open.host.reload();
    }
  }

  private panelsOf(ref: ItemRef): OpenPanel[] {
    const key = itemKey(ref);
    return this.panels.values().filter((p) => itemKey(p.item.ref) === key);
  }

  /** The item of the panel that has the focus, if it is one of ours, as the service answered it. */
  activeItem(): { view: ViewKind; ref: ItemRef } | undefined {
    for (const p of this.panels.values()) if (p.panel.active) return { view: p.item.view, ref: p.item.answeredRef() };
    return undefined;
  }

  /**
   * The open panel of `ref`: by the key it was opened with, or a market panel whose quote answered
   * with that id (a collection opened by its slug, then opened from the Watchlist by its id).
   */
  private find(view: ItemView, ref: ItemRef): OpenPanel | undefined {
    const key = panelKey(view, ref);
    return this.panels.get(key)
      ?? (view === 'market' ? this.panels.values().find((p) => p.item.view === 'market' && itemKey(p.item.answeredRef()) === key) : undefined);
  }

  private show(view: ItemView, ref: ItemRef): void {
    const existing = this.find(view, ref);
    if (existing) {
      existing.panel.reveal();
      return;
    }
    this.add(createPanel(view, panelTitle(view, ref), this.services.context.extensionUri), view, ref);
  }

  /** Called by the serializer of `view` with whatever the webview last saved; a view these panels do not show is closed. */
  restore(view: ViewKind, panel: vscode.WebviewPanel, state: unknown): void {
    if (!isItemView(view)) {
      this.services.log.info(`panels: closed a restored ${view} panel: it is not shown again after a reload`);
      panel.dispose();
      return;
    }
    const saved = readPanelState(state);
    if (!saved || saved.view !== view) {
      this.services.log.warn(`panels: closed a restored ${view} panel whose saved state was unreadable`);
      panel.dispose();
      return;
    }
    if (this.panels.has(panelKey(view, saved.ref))) {
      panel.dispose();
      return;
    }
    this.add(panel, view, saved.ref);
  }

  snapshot(): PanelSnapshot[] {
    return this.panels.values().map((p) => p.snapshot());
  }

  dispose(): void {
    this.panels.dispose();
  }

  private add(panel: vscode.WebviewPanel, view: ItemView, ref: ItemRef): void {
    const key = panelKey(view, ref);
    const item = new ItemPanel({ services: this.services, panel, view, ref, open: (r) => this.open(r), answered: () => this.answered(key) });
    const host = hostPanel(this.services, panel, item, { component: 'panels', key, images: true });
    this.panels.add(key, new OpenPanel(key, panel, host, item), panel.onDidDispose);
  }

  /**
   * A market panel opened by another name than the id its quote came with (a collection's slug)
   * closes when another open panel shows that item (one opened by the id, or by a name answered
   * first): that one is revealed. A panel opened by the id never closes for another. Done after the
   * answer's delivery, and decided then: either panel may have been closed meanwhile.
   */
  private answered(key: string): void {
    setTimeout(() => {
      const self = this.panels.get(key);
      if (!self || self.item.view !== 'market') return;
      const answered = itemKey(self.item.answeredRef());
      if (answered === key) return;
      const other = this.panels.values().find((p) => p !== self && p.item.view === 'market' && (p.key === answered || itemKey(p.item.answeredRef()) === answered));
      if (!other) return;
      other.panel.reveal();
      self.dispose();
    }, 0);
  }
}
