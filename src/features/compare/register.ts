// Social Pulse: Compare... and "Compare Selected" on 2-5 items selected in the trees: a panel with
// their series on one chart, key figures side by side, per-network sentiment, and Copy as
// Markdown / CSV / Insert into Notes. Requests go through the shared client: what is cached
// (a panel already open, an earlier comparison) costs nothing.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import type { ItemRef } from '../../shared/items';
import { itemKey } from '../../shared/items';
import { readPanelState } from '../../shared/protocol/state';
import type { Services } from '../../editor/services';
import { tNotice, tPick } from '../../editor/sinks/neutral';
import { showWarning } from '../../editor/sinks/notify';
import { showPick } from '../../editor/sinks/pick';
import { refFromArg } from '../../editor/treeKit/core/node';
import type { WebviewHost } from '../../editor/panelHost/host';
import { OpenPages } from '../../editor/panelHost/registry';
import { createPanel, hostPanel } from '../../editor/panelHost/shell';
import { selectionProblem } from './core/model';
import { ComparePanel, compareTitle } from './panel';
import { pickSubjects } from './pickSubjects';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

export interface CompareApi {
  /** The items compared, or why they cannot be. */
  open(refs: readonly ItemRef[]): ItemRef[] | string;
  /** A comparison back after a reload, with the items its webview saved (src/main/onDemand serializes). */
  restore(panel: vscode.WebviewPanel, state: unknown): void;
}

async function pickRefs(services: Services): Promise<ItemRef[] | undefined> {
  const kind = await showPick([
    { label: tPick(l10n.t('Topics')), pick: 'topic' as const }, { label: tPick(l10n.t('Categories')), pick: 'category' as const }, { label: tPick(l10n.t('Coins')), pick: 'coin' as const },
    { label: tPick(l10n.t('Stocks')), pick: 'stock' as const },
  ], { title: l10n.t('Compare: what kind of items'), ignoreFocusOut: true });
  return kind && pickSubjects(services, kind.pick);
}

export function registerCompare(services: Services): CompareApi {
  const { context, log } = services;
  const panels = new OpenPages<{ panel: vscode.WebviewPanel; host: WebviewHost; compare: ComparePanel; dispose(): void }>();
  const keyOf = (refs: readonly ItemRef[]): string => refs.map(itemKey).join('|');

  const add = (panel: vscode.WebviewPanel, refs: readonly ItemRef[]): void => {
    const key = keyOf(refs);
    const compare = new ComparePanel(panel, refs, () => services.connection.state.mode === 'demo');
    // a comparison shows no images: the policy allows none from the web
    const host = hostPanel(services, panel, compare, { component: 'compare', key, images: false });
    panels.add(key, { panel, host, compare, dispose: () => host.dispose() }, panel.onDidDispose);
  };

  const open = (refs: readonly ItemRef[]): ItemRef[] | string => {
    const unique = refs.filter((r, i) => refs.findIndex((o) => itemKey(o) === itemKey(r)) === i);
    const problem = selectionProblem(unique);
    if (problem) {
      void showWarning(tNotice(l10n.t('Social Pulse: {0}'), problem));
      return problem;
    }
    const existing = panels.get(keyOf(unique));
    if (existing) existing.panel.reveal();
    else add(createPanel('compare', compareTitle(unique), context.extensionUri), unique);
    return unique;
  };

  context.subscriptions.push(
    register(COMMANDS.compare, async (arg?: unknown, selected?: unknown) => {
      // a tree menu passes the clicked node and every selected node
      const fromTree = (Array.isArray(selected) ? selected : arg ? [arg] : []).map(refFromArg).filter((r): r is ItemRef => !!r);
      const refs = fromTree.length >= 2 ? fromTree : Array.isArray(arg) ? arg.map(refFromArg).filter((r): r is ItemRef => !!r) : await pickRefs(services);
      if (!refs) return undefined;
      return open(refs);
    }),
    panels,
  );
  // the integration tests read what each comparison holds and drew (tests only)
  if (context.extensionMode === vscode.ExtensionMode.Test) {
    context.subscriptions.push(register(COMMANDS.testCompare, () => panels.values().map((p) => p.compare.snapshot(p.host.rendered().includes('compare')))));
  }
  const restore = (panel: vscode.WebviewPanel, state: unknown): void => {
    const saved = readPanelState(state);
    if (!saved?.subjects || saved.view !== 'compare' || panels.has(keyOf(saved.subjects))) {
      if (!saved?.subjects) log.warn('compare: closed a restored comparison whose saved state was unreadable');
      panel.dispose();
      return;
    }
    add(panel, saved.subjects);
  };
  return { open, restore };
}
