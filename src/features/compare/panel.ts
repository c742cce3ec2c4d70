// The provider of a compare panel on the webview host: the comparison loaded as its one section
// and sent as data (the webview draws it), and the copies and inserts the webview asks for,
// built from the comparison it holds.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import type { ItemRef } from '../../shared/items';
import { itemKey } from '../../shared/items';
import type { CompareAction } from '../../shared/protocol/compare';
import type { AnswerMeta, LoadMessage } from '../../shared/protocol/messages';
import { freshness } from '../../shared/queries/freshness';
import { insertBlock } from '../../editor/toNotes/insert';
import { type LabelText, tLabel, tNotice } from '../../editor/sinks/neutral';
import { showInfo } from '../../editor/sinks/notify';
import type { RequestHandlers, SectionRun, WebviewProvider } from '../../editor/panelHost/provider';
import { comparisonCsv, comparisonMarkdown } from './copies';
import { compareData } from './data';
import type { Subject } from './core/model';
import { distinct, loadComparison, sameNotice } from './core/model';

/** What the integration tests read through the test hook. */
export interface CompareSnapshot {
  title: string;
  subjects: { key: string; points: number; problem?: string }[];
  /** Rows of the tables with a leader marked, as sent to the webview. */
  leaders: number;
  /** The webview drew the comparison (chart and tables). */
  rendered: boolean;
}

export function compareTitle(refs: readonly ItemRef[]): LabelText {
  return tLabel(l10n.t('Compare: {0}'), refs.map((r) => r.title).join(' · '));
}

/** The oldest answer's time, stale if any subject is (one that failed has no answer); no time (0) when none came. */
function metaOf(subjects: readonly Subject[]): AnswerMeta {
  const { receivedAt = 0, stale } = freshness(subjects.filter((s) => s.receivedAt > 0)
    .map((s) => ({ receivedAt: s.receivedAt, stale: s.stale !== undefined, staleReason: s.stale })));
  const generated = Math.floor(receivedAt / 1000);
  return stale ? { generated, stale: true, staleReason: stale.reason, fromCache: false } : { generated, stale: false, fromCache: false };
}

export class ComparePanel implements WebviewProvider {
  readonly view = 'compare';
  private subjects: Subject[] = [];
  /** The same item asked for twice was said (distinct): once per panel. */
  private toldSame = false;
  /** Whether the subjects held came from the demo, as known when they came. */
  private demo = false;

  /** `isDemo`: whether the connection is the demo's now. */
  constructor(private readonly panel: vscode.WebviewPanel, private readonly refs: readonly ItemRef[], private readonly isDemo: () => boolean) {
    panel.title = compareTitle(refs);
  }

  initial(): { ref: ItemRef; subjects: ItemRef[] } {
    return { ref: this.refs[0]!, subjects: [...this.refs] };
  }

  /** Its one section, the comparison; the host refuses any other. */
  async load(_m: LoadMessage, run: SectionRun): Promise<void> {
    const demo = this.isDemo();
    const loaded = await loadComparison(run.client, this.refs, { priority: run.priority, refresh: run.refresh, signal: run.signal });
    if (run.signal.aborted) return;
    const { subjects, same } = distinct(loaded);
    // said once per panel, not at each reload
    if (same.length && !this.toldSame) {
      this.toldSame = true;
      for (const pair of same) void showInfo(sameNotice(this.refs, pair));
    }
    this.subjects = subjects;
    this.demo = demo;
    this.panel.title = compareTitle(subjects.map((x) => x.ref));
    run.emit('compare', compareData(subjects), metaOf(subjects));
  }

  /** A new key, plan or demo mode: the comparison held is not what the page will show (it loads again). */
  sourceChanged(): void {
    this.subjects = [];
  }

  readonly requests: RequestHandlers = {
    copyMarkdown: () => this.act('copyMarkdown'),
    compareAction: (m) => this.act(m.action),
  };

  /** What the test hook reports, given whether the webview drew the comparison. */
  snapshot(rendered: boolean): CompareSnapshot {
    const data = compareData(this.subjects);
    return {
      title: this.panel.title,
      subjects: this.subjects.map((s) => ({ key: itemKey(s.ref), points: s.points.length, problem: s.problem?.message })),
      leaders: [...data.figures, ...data.sentiment, ...data.period].filter((r) => r.leaders.length).length,
      rendered,
    };
  }

  private async act(action: CompareAction | 'copyMarkdown'): Promise<void> {
    if (!this.subjects.length) {
      void showInfo(tNotice(l10n.t('Social Pulse: the comparison has not loaded yet.')));
      return;
    }
    switch (action) {
      case 'copyMarkdown':
        await vscode.env.clipboard.writeText(comparisonMarkdown(this.subjects, { demo: this.demo }));
        void showInfo(tNotice(l10n.t('Comparison copied as Markdown.')));
        return;
      case 'copyCsv':
        // plain CSV either way: the notice says demo
        await vscode.env.clipboard.writeText(comparisonCsv(this.subjects));
        void showInfo(tNotice(this.demo ? l10n.t('Comparison copied as CSV, of demo data: generated by the Social Pulse emulator, not real figures.') : l10n.t('Comparison copied as CSV.')));
        return;
      case 'insert':
        await insertBlock(comparisonMarkdown(this.subjects, { demo: this.demo }));
        return;
    }
  }
}
