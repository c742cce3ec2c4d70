// Social Pulse: Compare... and "Compare Selected" on 2-5 items selected in the trees: a panel with
// their series on one chart, key figures side by side, per-network sentiment, and Copy as
// Markdown / CSV / Insert into Notes. Requests go through the shared client: what is cached
// (a panel already open, an earlier comparison) costs nothing.
import * as vscode from 'vscode';
import type { ItemRef } from '../items';
import { itemKey } from '../items';
import { readPanelState } from '../protocol/state';
import { VIEW_TYPES } from '../protocol/views';
import type { Services } from '../services';
import { notice, pick } from '../sinks/neutral';
import { showWarning } from '../sinks/notify';
import { showPick } from '../sinks/pick';
import { refFromArg } from '../treeView/node';
import { selectionProblem } from './model';
import { ComparePanel, compareTitle } from './panel';
import { pickSubjects } from './pickSubjects';

export interface CompareApi {
  /** The items compared, or why they cannot be. */
  open(refs: readonly ItemRef[]): ItemRef[] | string;
  /** A comparison back after a reload, with the items its webview saved (src/onDemand serializes). */
  restore(panel: vscode.WebviewPanel, state: unknown): void;
}

async function pickRefs(services: Services): Promise<ItemRef[] | undefined> {
  const kind = await showPick([
    { label: pick`Topics`, pick: 'topic' as const }, { label: pick`Categories`, pick: 'category' as const }, { label: pick`Coins`, pick: 'coin' as const },
  ], { title: 'Compare: what kind of items', ignoreFocusOut: true });
  return kind && pickSubjects(services, kind.pick);
}

export function registerCompare(services: Services): CompareApi {
  const { context, log } = services;
  const panels = new Map<string, ComparePanel>();

  const add = (panel: vscode.WebviewPanel, refs: readonly ItemRef[]): void => {
    const host: ComparePanel = new ComparePanel(services, panel, refs, () => {
      if (panels.get(host.key) === host) panels.delete(host.key);
    });
    panels.set(host.key, host);
  };

  const open = (refs: readonly ItemRef[]): ItemRef[] | string => {
    const unique = refs.filter((r, i) => refs.findIndex((o) => itemKey(o) === itemKey(r)) === i);
    const problem = selectionProblem(unique);
    if (problem) {
      void showWarning(notice`Social Pulse: ${problem}`);
      return problem;
    }
    const existing = panels.get(unique.map(itemKey).join('|'));
    if (existing) existing.reveal();
    else {
      add(vscode.window.createWebviewPanel(VIEW_TYPES.compare, compareTitle(unique), vscode.ViewColumn.Active, {
        // state lives in the webview's getState/setState; a hidden panel keeps no memory
        retainContextWhenHidden: false, enableFindWidget: true,
      }), unique);
    }
    return unique;
  };

  context.subscriptions.push(
    vscode.commands.registerCommand('socialPulse.compare', async (arg?: unknown, selected?: unknown) => {
      // a tree menu passes the clicked node and every selected node
      const fromTree = (Array.isArray(selected) ? selected : arg ? [arg] : []).map(refFromArg).filter((r): r is ItemRef => !!r);
      const refs = fromTree.length >= 2 ? fromTree : Array.isArray(arg) ? arg.map(refFromArg).filter((r): r is ItemRef => !!r) : await pickRefs(services);
      if (!refs) return undefined;
      return open(refs);
    }),
    { dispose: () => [...panels.values()].forEach((p) => p.dispose()) },
  );
  // the integration tests read what each comparison holds and drew (tests only)
  if (context.extensionMode === vscode.ExtensionMode.Test) {
    context.subscriptions.push(vscode.commands.registerCommand('socialPulse.test.compare', () => [...panels.values()].map((p) => p.snapshot())));
  }
  const restore = (panel: vscode.WebviewPanel, state: unknown): void => {
    const saved = readPanelState(state);
    if (!saved?.subjects || saved.view !== 'compare' || panels.has(saved.subjects.map(itemKey).join('|'))) {
      if (!saved?.subjects) log.warn('compare: closed a restored comparison whose saved state was unreadable');
      panel.dispose();
      return;
    }
    add(panel, saved.subjects);
  };
  return { open, restore };
}
