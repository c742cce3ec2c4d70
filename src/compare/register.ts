// Social Pulse: Compare... and "Compare Selected" on 2-5 items selected in the trees: a panel with
// their series on one chart, key figures side by side, per-network sentiment, and Copy as
// Markdown / CSV / Insert into Notes. Requests go through the shared client: what is cached
// (a panel already open, an earlier comparison) costs nothing.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { errorText } from '../log';
import type { ItemRef } from '../items';
import { itemKey } from '../items';
import { pickItem } from '../commands/pickItem';
import { insertBlock } from '../reports/insert';
import type { Services } from '../services';
import { refFromArg } from '../trees/node';
import { comparePage } from './html';
import type { SeriesMetric, Subject } from './model';
import { COMPARE_MAX, comparisonCsv, comparisonMarkdown, defaultMetric, loadComparison, selectionProblem } from './model';

export const COMPARE_VIEW_TYPE = 'socialPulse.compare';

interface ComparePanel {
  panel: vscode.WebviewPanel;
  refs: ItemRef[];
  subjects: Subject[];
  metric: SeriesMetric;
  normalised: boolean;
}

/** What the integration tests read back. */
export interface CompareApi {
  open(refs: readonly ItemRef[]): Promise<Subject[] | string>;
}

async function pickRefs(services: Services): Promise<ItemRef[] | undefined> {
  const kind = await vscode.window.showQuickPick([
    { label: 'Topics', pick: 'topic' as const }, { label: 'Categories', pick: 'category' as const }, { label: 'Coins', pick: 'coin' as const },
  ], { title: 'Compare: what kind of items' });
  if (!kind) return undefined;
  const refs: ItemRef[] = [];
  while (refs.length < COMPARE_MAX) {
    const ref = await pickItem(services, kind.pick, `Compare: item ${refs.length + 1} of up to ${COMPARE_MAX}${refs.length >= 2 ? ' (Escape to compare these)' : ''}`);
    if (!ref) break;
    if (!refs.some((r) => itemKey(r) === itemKey(ref))) refs.push(ref);
  }
  return refs;
}

export function registerCompare(services: Services): CompareApi {
  const { context, connection, log } = services;
  const panels = new Map<string, ComparePanel>();

  const render = (p: ComparePanel): void => {
    p.panel.webview.html = comparePage(p.subjects, {
      nonce: randomBytes(16).toString('base64'),
      cspSource: p.panel.webview.cspSource,
      metric: p.metric,
      normalised: p.normalised,
      demo: connection.state.mode === 'demo',
      now: Date.now(),
    });
  };

  const load = async (p: ComparePanel, refresh = false): Promise<void> => {
    const client = await connection.client();
    p.subjects = await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: 'Comparing…' },
      () => loadComparison(client, p.refs, { priority: 'view', refresh }));
    render(p);
  };

  const open = async (refs: readonly ItemRef[]): Promise<Subject[] | string> => {
    const unique = refs.filter((r, i) => refs.findIndex((o) => itemKey(o) === itemKey(r)) === i);
    const problem = selectionProblem(unique);
    if (problem) {
      void vscode.window.showWarningMessage(`Social Pulse: ${problem}`);
      return problem;
    }
    const key = unique.map(itemKey).join('|');
    const existing = panels.get(key);
    if (existing) {
      existing.panel.reveal();
      return existing.subjects;
    }
    const panel = vscode.window.createWebviewPanel(COMPARE_VIEW_TYPE, `Compare: ${unique.map((r) => r.title).join(' · ')}`, vscode.ViewColumn.Active, {
      enableScripts: true, localResourceRoots: [], retainContextWhenHidden: false, enableFindWidget: true,
    });
    const p: ComparePanel = { panel, refs: unique, subjects: [], metric: 'interactions', normalised: true };
    panels.set(key, p);
    panel.webview.html = '<!DOCTYPE html><html><body><p>Loading the comparison…</p></body></html>';
    panel.onDidDispose(() => panels.delete(key));
    panel.webview.onDidReceiveMessage(async (m: { type?: unknown; value?: unknown }) => {
      try {
        switch (m.type) {
          case 'copyMarkdown':
            await vscode.env.clipboard.writeText(comparisonMarkdown(p.subjects, Date.now()));
            void vscode.window.showInformationMessage('Comparison copied as Markdown.');
            return;
          case 'copyCsv':
            await vscode.env.clipboard.writeText(comparisonCsv(p.subjects));
            void vscode.window.showInformationMessage('Comparison copied as CSV.');
            return;
          case 'insert':
            await insertBlock(comparisonMarkdown(p.subjects, Date.now()));
            return;
          case 'metric':
            if (m.value === 'interactions' || m.value === 'close' || m.value === 'sentiment') p.metric = m.value;
            return render(p);
          case 'normalise':
          case 'raw':
            p.normalised = m.type === 'normalise';
            return render(p);
          case 'refresh':
            return await load(p, true);
          default:
            return undefined;
        }
      } catch (e) {
        void vscode.window.showErrorMessage(`Social Pulse: ${errorText(e)}`);
      }
    });
    try {
      const client = await connection.client();
      p.subjects = await loadComparison(client, unique, { priority: 'view' });
      p.metric = defaultMetric(p.subjects);
      render(p);
    } catch (e) {
      log.warn(`[compare] loading failed: ${errorText(e)}`);
      panel.webview.html = `<!DOCTYPE html><html><body><p>The comparison could not be loaded: ${errorText(e).replace(/[&<>"']/g, '')}</p></body></html>`;
    }
    return p.subjects;
  };

  context.subscriptions.push(
    vscode.commands.registerCommand('socialPulse.compare', async (arg?: unknown, selected?: unknown) => {
      // a tree menu passes the clicked node and every selected node
      const fromTree = (Array.isArray(selected) ? selected : arg ? [arg] : []).map(refFromArg).filter((r): r is ItemRef => !!r);
      const refs = fromTree.length >= 2 ? fromTree : Array.isArray(arg) ? arg.map(refFromArg).filter((r): r is ItemRef => !!r) : await pickRefs(services);
      if (!refs) return undefined;
      return open(refs);
    }),
    { dispose: () => panels.forEach((p) => p.panel.dispose()) },
  );
  // the integration tests read what each comparison holds and drew (tests only)
  if (context.extensionMode === vscode.ExtensionMode.Test) {
    context.subscriptions.push(vscode.commands.registerCommand('socialPulse.test.compare', () => [...panels.values()].map((p) => ({
      title: p.panel.title,
      subjects: p.subjects.map((s) => ({ key: itemKey(s.ref), points: s.points.length, problem: s.problem })),
      lines: (p.panel.webview.html.match(/<path d=/g) ?? []).length,
      leaders: (p.panel.webview.html.match(/class="leader"/g) ?? []).length,
    }))));
  }
  return { open };
}
