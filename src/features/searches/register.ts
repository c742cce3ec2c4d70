// The Searches view: the saved searches as rows, and its Refresh. The saved-search commands
// (Search Posts…, Save Search…, Rename…, Edit Terms…, Set Priority…, Delete…) are in commands.ts,
// loaded on first use (src/main/onDemand/commands.ts).
import * as vscode from 'vscode';
import type { QuotaStatus } from '../../service/api/service';
import type { Services } from '../../editor/services';
import { NodeProvider } from '../../editor/treeKit/provider';
import { loadSavedSearches, SEARCHES_ROOT } from './tree';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

export const SEARCHES_VIEW = 'socialPulse.searches';

/** What the saved-search commands need of the view: to ask for the list again after a change. */
export interface SearchesView {
  reloadRoot(): void;
}

export function registerSearches(services: Services): SearchesView {
  const { context, connection, log } = services;
  let quota: QuotaStatus | undefined;
  const provider = new NodeProvider(
    { viewId: SEARCHES_VIEW, root: SEARCHES_ROOT, loadRoot: loadSavedSearches, fixedRoot: () => (connection.state.mode === 'none' ? [] : undefined) },
    { connection, log, isPinned: () => false, quota: () => quota },
  );
  const view = vscode.window.createTreeView(SEARCHES_VIEW, { treeDataProvider: provider });

  context.subscriptions.push(
    provider,
    view,
    // "Demo data" is said once, on Trending Topics (and in the status bar)
    connection.onDidChangeState(() => provider.reset()),
    connection.onDidChangeQuota((q) => {
      quota = q;
    }),
    register(COMMANDS.refreshSearches, () => provider.reload({ refresh: true })),
  );
  // the integration tests read the view's rows through this command (tests only)
  if (context.extensionMode === vscode.ExtensionMode.Test) {
    context.subscriptions.push(register(COMMANDS.testSearches, async () => {
      await provider.getChildren();
      await provider.idle();
      return provider.getChildren();
    }));
  }
  return { reloadRoot: () => provider.reloadRoot() };
}
