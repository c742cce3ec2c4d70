// One compare panel: the shared webview shell, the comparison loaded with the panel's
// cancellation and sent as data (the webview draws it), and the copies and inserts the webview
// asks for, built from the comparison the host holds.
import * as vscode from 'vscode';
import { toErrorInfo } from '../errorPolicy';
import type { ItemRef } from '../items';
import { itemKey } from '../items';
import { errorText } from '../log';
import { showShell, webviewOptions } from '../webviewShell/shell';
import type { CompareAction } from '../protocol/compare';
import { isWebviewMessage } from '../protocol/guards';
import type { AnswerMeta, HostMessage, WebviewMessage } from '../protocol/messages';
import { insertBlock } from '../toNotes/insert';
import type { Services } from '../services';
import { label, notice, type LabelText } from '../sinks/neutral';
import { showError, showInfo } from '../sinks/notify';
import type { Subject } from './model';
import { compareData, comparisonCsv, comparisonMarkdown, loadComparison } from './model';

/** What the integration tests read through the test hook. */
export interface CompareSnapshot {
  title: string;
  subjects: { key: string; points: number; problem?: string }[];
  /** Rows of both tables with a leader marked, as sent to the webview. */
  leaders: number;
  /** The webview drew the comparison (chart and tables). */
  rendered: boolean;
}

export function compareTitle(refs: readonly ItemRef[]): LabelText {
  return label`Compare: ${refs.map((r) => r.title).join(' · ')}`;
}

/** The oldest answer's time, stale if any subject is. */
function metaOf(subjects: readonly Subject[], now: number): AnswerMeta {
  const received = subjects.filter((s) => s.receivedAt > 0).map((s) => s.receivedAt);
  const generated = Math.floor((received.length ? Math.min(...received) : now) / 1000);
  const stale = subjects.find((s) => s.stale)?.stale;
  return stale === undefined ? { generated, stale: false, fromCache: false } : { generated, stale: true, staleReason: stale, fromCache: false };
}

export class ComparePanel implements vscode.Disposable {
  readonly key: string;
  private subjects: Subject[] = [];
  private rendered = false;
  private readonly disposed = new AbortController();
  private loading?: AbortController;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(private readonly services: Services, private readonly panel: vscode.WebviewPanel, private readonly refs: readonly ItemRef[], private readonly onDispose: () => void) {
    this.key = refs.map(itemKey).join('|');
    panel.title = compareTitle(refs);
    panel.webview.options = webviewOptions(services.context.extensionUri);
    // a comparison shows no images: the policy allows none from the web
    showShell(panel.webview, services.context.extensionUri, false);
    this.subscriptions.push(
      panel.webview.onDidReceiveMessage((m: unknown) => this.receive(m)),
      panel.onDidDispose(() => this.dispose()),
      // a hidden webview is rebuilt when shown and asks again by itself
      services.connection.onDidChangeState(() => {
        if (!panel.visible) return;
        this.post(this.init());
        void this.load(false);
      }),
    );
  }

  reveal(): void {
    this.panel.reveal();
  }

  snapshot(): CompareSnapshot {
    const data = compareData(this.subjects);
    return {
      title: this.panel.title,
      subjects: this.subjects.map((s) => ({ key: itemKey(s.ref), points: s.points.length, problem: s.problem })),
      leaders: [...data.figures, ...data.sentiment].filter((r) => r.leader !== undefined).length,
      rendered: this.rendered,
    };
  }

  dispose(): void {
    if (this.disposed.signal.aborted) return;
    this.disposed.abort();
    for (const s of this.subscriptions) s.dispose();
    this.panel.dispose();
    this.onDispose();
  }

  private post(message: HostMessage): void {
    if (this.disposed.signal.aborted) return;
    void this.panel.webview.postMessage(message).then(undefined, () => undefined);
  }

  private init(): HostMessage {
    return { type: 'init', view: 'compare', ref: this.refs[0]!, subjects: [...this.refs], demo: this.services.connection.state.mode === 'demo', remoteImages: false };
  }

  private receive(raw: unknown): void {
    if (!isWebviewMessage(raw)) {
      this.services.log.warn('compare: ignored a malformed message from the compare panel');
      return;
    }
    void this.handle(raw).catch((e: unknown) => {
      this.services.log.error(`compare: ${raw.type} failed: ${errorText(e)}`);
      void showError(notice`Social Pulse: ${toErrorInfo(e).message}`);
    });
  }

  private async handle(m: WebviewMessage): Promise<void> {
    switch (m.type) {
      case 'ready':
        this.rendered = false;
        return this.post(this.init());
      case 'load':
      case 'retry':
        return m.section === 'compare' ? this.load(false) : undefined;
      case 'refresh':
        return this.load(true);
      case 'copyMarkdown':
        return this.act('copyMarkdown');
      case 'compareAction':
        return this.act(m.action);
      case 'rendered':
        if (m.error) this.services.log.warn(`compare: ${this.key} could not be drawn: ${m.error}`);
        this.rendered = !m.error;
        return undefined;
      default:
        this.services.log.warn(`compare: the compare panel has no ${m.type}`);
        return undefined;
    }
  }

  private async load(refresh: boolean): Promise<void> {
    this.loading?.abort();
    const abort = new AbortController();
    this.loading = abort;
    const signal = AbortSignal.any([this.disposed.signal, abort.signal]);
    this.rendered = false;
    this.post({ type: 'state', section: 'compare', state: 'loading' });
    try {
      const client = await this.services.connection.client(signal);
      const subjects = await loadComparison(client, this.refs, { priority: 'view', refresh, signal });
      if (signal.aborted) return;
      this.subjects = subjects;
      this.panel.title = compareTitle(subjects.map((x) => x.ref));
      this.post({ type: 'data', section: 'compare', data: compareData(subjects), meta: metaOf(subjects, Date.now()) });
    } catch (e) {
      if (signal.aborted) return;
      this.services.log.info(`compare: ${this.key}: ${errorText(e)}`);
      this.post({ type: 'error', section: 'compare', error: toErrorInfo(e, this.services.connection.state.mode !== 'none') });
    }
  }

  private async act(action: CompareAction | 'copyMarkdown'): Promise<void> {
    if (!this.subjects.length) {
      void showInfo(notice`Social Pulse: the comparison has not loaded yet.`);
      return;
    }
    switch (action) {
      case 'copyMarkdown':
        await vscode.env.clipboard.writeText(comparisonMarkdown(this.subjects, Date.now()));
        void showInfo(notice`Comparison copied as Markdown.`);
        return;
      case 'copyCsv':
        await vscode.env.clipboard.writeText(comparisonCsv(this.subjects));
        void showInfo(notice`Comparison copied as CSV.`);
        return;
      case 'insert':
        await insertBlock(comparisonMarkdown(this.subjects, Date.now()));
        return;
    }
  }
}
