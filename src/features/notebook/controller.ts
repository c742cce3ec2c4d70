// Runs `pulse` cells on the shared connection: the same key, cache, quota, plan refusals and demo
// mode as the rest of the editor. A run that may cost more than a few requests says so and asks
// first; each cell's stop button aborts its requests; cells run one after another, each numbered
// and timed; a failed cell shows why in place and the cells after it still run.
import * as vscode from 'vscode';
import { isCancellation, isServiceError } from '../../service/api/errors';
import * as l10n from '../../shared/format/l10n';
import type { Access } from '../../service/api/plans';
import type { ItemRef } from '../../shared/items';
import { estimateCost, parseCell, runCell, type CellContext, type ParsedCell } from './core/cells';
import type { Services } from '../../editor/services';
import { tNotice } from '../../editor/sinks/neutral';
import { askFirst } from '../../editor/sinks/ask';
import { showWarning } from '../../editor/sinks/notify';
import { failureMarkdown, problemsMarkdown } from './core/format/failure';
import { answerOutput, markdownOutput, runAnswer } from './outputs';
import { CELL_LANGUAGE, NOTEBOOK_TYPE } from './serializer';

/** A run costing more than this many requests (before the cache) is asked about first. */
export const ASK_ABOVE_REQUESTS = 3;
export const CONTROLLER_ID = 'socialPulse.notebookController';

export interface ControllerDeps {
  services: Services;
  watchlist: () => readonly ItemRef[];
}

/** A cell's text as read at one moment, parsed, and what running it may cost. */
interface Reading extends ParsedCell {
  text: string;
  cost: number;
}

export class PulseController implements vscode.Disposable {
  private readonly controller: vscode.NotebookController;
  private order = 0;
  /** The runs under way: a new Run of the same notebook waits its turn. */
  private queue: Promise<void> = Promise.resolve();
  /** The notebooks this controller is selected for. */
  private readonly selected = new Set<string>();
  private readonly subscriptions: vscode.Disposable[] = [];
  /** The runs whose answers their notebook has not saved yet (an answer's output metadata names its run). */
  private readonly unsavedRuns = new Set<string>();
  private runs = 0;

  constructor(private readonly deps: ControllerDeps) {
    this.controller = vscode.notebooks.createNotebookController(CONTROLLER_ID, NOTEBOOK_TYPE, 'Social Pulse');
    this.controller.supportedLanguages = [CELL_LANGUAGE];
    this.controller.supportsExecutionOrder = true;
    this.controller.description = l10n.t('Asks the service through your Social Pulse connection');
    this.controller.executeHandler = (cells) => this.run(cells);
    const prefer = (doc: vscode.NotebookDocument): void => {
      if (doc.notebookType === NOTEBOOK_TYPE) this.controller.updateNotebookAffinity(doc, vscode.NotebookControllerAffinity.Preferred);
    };
    vscode.workspace.notebookDocuments.forEach(prefer);
    this.subscriptions.push(
      vscode.workspace.onDidOpenNotebookDocument(prefer),
      this.controller.onDidChangeSelectedNotebooks(({ notebook, selected }) => {
        if (selected) this.selected.add(notebook.uri.toString());
        else this.selected.delete(notebook.uri.toString());
      }),
      vscode.workspace.onDidSaveNotebookDocument((doc) => {
        for (const cell of doc.getCells()) for (const o of cell.outputs) this.unsavedRuns.delete(runAnswer(o)?.run ?? '');
      }),
      deps.services.connection.onDidChangeState(() => this.clearOtherSource()),
    );
  }

  /**
   * Demo data turned on or off: an answer not yet saved that came from the other source is
   * replaced by a line saying so, so no demo figure stays beside live ones (or the reverse). A
   * saved answer is the person's note, and stays as saved.
   */
  private clearOtherSource(): void {
    const demo = this.deps.services.connection.state.mode === 'demo';
    const stale = vscode.workspace.notebookDocuments.filter((d) => d.notebookType === NOTEBOOK_TYPE).flatMap((d) => d.getCells())
      .filter((cell) => cell.outputs.some((o) => {
        const made = runAnswer(o);
        return made !== undefined && this.unsavedRuns.has(made.run) && made.answer.demo !== demo;
      }));
    if (!stale.length) return;
    const note = demo
      ? l10n.t('This answer came from the service, and Social Pulse reads demo data now: run the cell again for its figures.')
      : l10n.t('This answer came from demo data, which is off now: run the cell again for the service\'s figures.');
    this.queue = this.queue.then(async () => {
      for (const cell of stale) {
        const execution = this.controller.createNotebookCellExecution(cell);
        execution.start();
        await execution.replaceOutput(markdownOutput(`*${note}*`));
        execution.end(undefined);
      }
    }).catch((e: unknown) => this.deps.services.log.warn(`notebook: could not clear answers of the earlier source: ${e instanceof Error ? e.message : String(e)}`));
  }

  /** Makes this the notebook's controller (a run from a command needs it to be). */
  async select(doc: vscode.NotebookDocument): Promise<void> {
    if (this.selected.has(doc.uri.toString())) return;
    const notebookEditor = vscode.window.visibleNotebookEditors.find((e) => e.notebook === doc);
    await vscode.commands.executeCommand('notebook.selectKernel', { notebookEditor, id: CONTROLLER_ID, extension: this.deps.services.context.extension.id });
  }

  /** Runs `cells` (after asking, when costly); resolves when every one has ended. */
  run(cells: readonly vscode.NotebookCell[], o: { ask?: boolean; budget?: number } = {}): Promise<void> {
    const next = this.queue.then(() => this.runNow(cells, o));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private context(): CellContext {
    return { watchlist: this.deps.watchlist(), access: this.access() };
  }

  private access(): Access | undefined {
    const state = this.deps.services.connection.state;
    return state.mode === 'none' ? undefined : state.plan.access;
  }

  private read(cell: vscode.NotebookCell): Reading {
    const text = cell.document.getText();
    const { query, problems } = parseCell(text);
    return { text, query, problems, cost: query ? estimateCost(query, this.context()) : 0 };
  }

  private async runNow(cells: readonly vscode.NotebookCell[], o: { ask?: boolean; budget?: number }): Promise<void> {
    const ours = cells.filter((c) => c.kind === vscode.NotebookCellKind.Code && c.document.languageId === CELL_LANGUAGE);
    // the question's estimate reads the cells as they are now; each runs as it reads at its turn
    const planned = ours.map((cell) => this.read(cell));
    const total = planned.reduce((sum, p) => sum + p.cost, 0);
    if (o.ask !== false && total > ASK_ABOVE_REQUESTS) {
      const question = planned.length === 1
        ? tNotice(l10n.t('This cell may spend up to {0} requests of your plan\'s quota.'), total)
        : tNotice(l10n.t('These {0} cells may spend up to {1} requests of your plan\'s quota.'), planned.length, total);
      const yes = await askFirst(question, l10n.t('Run'),
        tNotice(l10n.t('Answers already in the cache cost none. Each cell\'s stop button cancels its requests.')));
      if (!yes) return;
    }
    // every cell queued at once: interrupting the run (or a queued cell's stop button) cancels
    // the cells still waiting, not only the one running
    const queued = ours.map((cell) => ({ cell, execution: this.controller.createNotebookCellExecution(cell) }));
    let budget = o.budget ?? Infinity;
    let skipped = 0;
    for (const { cell, execution } of queued) {
      if (execution.token.isCancellationRequested) {
        execution.end(undefined);
        continue;
      }
      // as a notebook's own kernels do: a cell edited while it waited runs as it reads now
      const p = this.read(cell);
      // a cell the rest of the day's quota would not cover keeps its answer
      if (p.cost > budget) {
        skipped++;
        execution.end(undefined);
        continue;
      }
      budget -= await this.runCell(p, execution);
    }
    if (skipped) {
      void showWarning(skipped === 1
        ? tNotice(l10n.t('Social Pulse: 1 cell was not refreshed: what is left of today\'s quota would not cover it. Its earlier answer stays; run it on its own when you choose.'))
        : tNotice(l10n.t('Social Pulse: {0} cells were not refreshed: what is left of today\'s quota would not cover them. Their earlier answers stay; run a cell on its own when you choose.'), skipped));
    }
  }

  /** Runs one cell; gives the requests it spent. */
  private async runCell(p: Reading, execution: vscode.NotebookCellExecution): Promise<number> {
    execution.executionOrder = ++this.order;
    const abort = new AbortController();
    const cancelled = execution.token.onCancellationRequested(() => abort.abort());
    execution.start(Date.now());
    const { services } = this.deps;
    try {
      if (!p.query) {
        const { problems, text } = p;
        await execution.replaceOutput(problems.length ? markdownOutput(problemsMarkdown(problems, text)) : []);
        execution.end(problems.length === 0, Date.now());
        return 0;
      }
      const client = await services.connection.client(abort.signal);
      const answer = await runCell(p.query, { ...this.context(), client, demo: services.connection.state.mode === 'demo' }, abort.signal);
      const run = `run-${++this.runs}`;
      this.unsavedRuns.add(run);
      await execution.replaceOutput(answerOutput(answer, run));
      execution.end(true, Date.now());
      services.log.info(`notebook: ran a cell (${p.query.kind}), ${answer.requests} request(s)`);
      return answer.requests;
    } catch (e) {
      const stopped = abort.signal.aborted && isCancellation(e);
      await execution.replaceOutput(markdownOutput(stopped ? `*${l10n.t('Stopped: its requests were cancelled.')}*` : failureMarkdown(e)));
      execution.end(false, Date.now());
      if (!stopped) services.log.warn(`notebook: a cell failed: ${e instanceof Error ? e.message : String(e)}`);
      return isServiceError(e) ? e.requests : 0;
    } finally {
      cancelled.dispose();
    }
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.controller.dispose();
  }
}
