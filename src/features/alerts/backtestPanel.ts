// The provider of a backtest panel on the webview host: the series the rule needs (one request,
// kept for the panel's life and answered by the client's cache after it), the rule replayed on it
// (backtestFetch.ts, the chat's way: the points the live checker judges, its own evaluation) and sent as the panel's one section. The rule's
// numbers change from the webview (the person adjusts k, x, y) or from the rule editor (the
// person types them in its input box): either way it is replayed, without a request, and the
// editor hears of the webview's change. Service text (the subject's title) goes as data; the
// webview writes it as text.
import type * as vscode from 'vscode';
import { Emitter } from '../../service/api/events';
import type { TimeSeriesPoint } from '../../service/api/types';
import { metaOf } from '../../shared/queries/answerMeta';
import type { BacktestData, BacktestLine } from '../../shared/protocol/backtest';
import type { AnswerMeta, LoadMessage } from '../../shared/protocol/messages';
import { axisUnit } from '../../shared/protocol/metrics';
import { figure } from '../../shared/figures/catalogue';
import * as l10n from '../../shared/format/l10n';
import { tLabel, type LabelText } from '../../editor/sinks/neutral';
import type { RequestHandlers, SectionRun, WebviewProvider } from '../../editor/panelHost/provider';
import type { SectionStatus } from '../../editor/panelHost/sections';
import { backtestText } from './backtest';
import type { BacktestSeries, FetchedBacktest } from './backtestFetch';
import { fetchBacktestSeries, replayBacktest } from './backtestFetch';
import { paramsOf, withParams } from './backtestParams';
import type { AlertRule, Metric } from './core/model';
import { newConditionProblem, describeRule, METRIC_INFO } from './core/model';
import { BACKTEST_DAYS, backtestAsk } from './needs';
import { valuesOf } from './conditions/points';

export function backtestTitle(rule: Pick<AlertRule, 'name'>): LabelText {
  return tLabel(l10n.t('Backtest: {0}'), rule.name);
}

/** The line of a rule's figure: read as the catalogue reads it, on an axis of its unit. */
function figureLine(metric: Metric): Pick<BacktestLine, 'label' | 'figure' | 'unit'> {
  const id = METRIC_INFO[metric].figure;
  return { label: METRIC_INFO[metric].label, figure: id, unit: axisUnit(figure(id).unit) };
}

/** What the integration tests read through the test hook. */
export interface BacktestSnapshot {
  ruleId: string;
  /** None when the rule is gone (a tab restored after it was deleted). */
  condition?: AlertRule['condition'];
  firings: number;
  checks: number;
  rendered: boolean;
  /** What the tab says instead of a replay when its rule is gone. */
  missing?: string;
  /** Where the backtest section is: loading, data, or error (the missing rule's words). */
  status?: SectionStatus;
}

interface HeldSeries {
  key: string;
  series: BacktestSeries;
  meta: AnswerMeta;
}

export class BacktestPanel implements WebviewProvider {
  readonly view = 'backtest';
  private series?: HeldSeries;
  private last?: FetchedBacktest;
  /** The person's last numbers the rule refused, said with the next replay. */
  private refused?: BacktestData['refused'];
  private readonly ruleChanged = new Emitter<AlertRule>();
  /** The rule with the numbers the person set in the webview. */
  readonly onDidChangeRule = this.ruleChanged.event;
  /** Loads the section again (the host's reload, set once the panel is hosted). */
  reload: () => void = () => undefined;

  constructor(private readonly panel: Pick<vscode.WebviewPanel, 'title'>, private current: AlertRule) {
    panel.title = backtestTitle(current);
  }

  get rule(): AlertRule {
    return this.current;
  }

  initial(): { ref: AlertRule['subject']; rule: string } {
    return { ref: this.current.subject, rule: this.current.id };
  }

  /** Another version of the rule (the editor's input changed): replayed on the series held. */
  setRule(rule: AlertRule): void {
    if (JSON.stringify(rule) === JSON.stringify(this.current)) return;
    this.current = rule;
    this.panel.title = backtestTitle(rule);
    this.reload();
  }

  async load(_m: LoadMessage, run: SectionRun): Promise<void> {
    const rule = this.current;
    const key = JSON.stringify([rule.subject.kind, rule.subject.id, backtestAsk(rule)]);
    if (!this.series || this.series.key !== key || run.refresh) {
      const series = await fetchBacktestSeries(run.client, rule, { priority: run.priority, refresh: run.refresh, signal: run.signal });
      if (run.signal.aborted) return;
      if (!series) {
        this.series = undefined;
        this.last = replayBacktest(rule, undefined, Date.now());
        run.emit('backtest', this.data(rule, this.last, []), { generated: Math.floor(Date.now() / 1000), stale: false, fromCache: false });
        return;
      }
      this.series = { key, series, meta: metaOf(series.answer) };
    }
    const { series, meta } = this.series;
    // the last 30 days are replayed; the points before are the history their windows look back on
    const now = Date.now();
    this.last = replayBacktest(rule, series, now);
    const refused = this.refused;
    this.refused = undefined;
    run.emit('backtest', { ...this.data(rule, this.last, series.points, now - BACKTEST_DAYS * 86_400_000), ...(series.note ? { note: series.note } : {}), ...(refused ? { refused } : {}) }, meta);
  }

  readonly requests: RequestHandlers = {
    backtestParams: (m) => {
      const condition = withParams(this.current.condition, m.values);
      const problem = newConditionProblem(this.current.metric, condition, this.current.subject.kind);
      // numbers out of bounds are not replayed: their boxes say why, the others show the rule's
      if (problem) {
        const before = paramsOf(this.current.condition);
        this.refused = { ids: paramsOf(condition).filter((p, i) => p.value !== before[i]?.value).map((p) => p.id), text: problem };
      } else {
        this.current = { ...this.current, condition };
        this.ruleChanged.fire(this.current);
      }
      this.reload();
    },
  };

  snapshot(rendered: boolean, status?: SectionStatus): BacktestSnapshot {
    return { ruleId: this.current.id, condition: this.current.condition, firings: this.last?.firings.length ?? 0, checks: this.last?.checks ?? 0, rendered, status };
  }

  dispose(): void {
    this.ruleChanged.dispose();
  }

  private data(rule: AlertRule, b: FetchedBacktest, points: readonly TimeSeriesPoint[], since = 0): BacktestData {
    const lines: BacktestLine[] = [{
      ...figureLine(rule.metric), axis: 'left',
      points: b.line.map((p): [number, number] => [Math.round(p.time / 1000), p.value]),
    }];
    // a divergence is read against the price: drawn beside, on its own axis
    if (rule.condition.kind === 'diverges') {
      lines.push({ ...figureLine('price'), axis: 'right', points: valuesOf(points, 'close').filter(([t]) => t * 1000 >= since).map(([t, v]): [number, number] => [t, v]) });
    }
    const firings = b.firings.map((f): [number, number] => [Math.round(f.time / 1000), f.value]);
    return {
      rule: describeRule(rule), lines, firings, summary: backtestText(b, b.days), days: b.days,
      params: paramsOf(rule.condition, rule.metric), ...(b.problem ? { problem: b.problem } : {}),
    };
  }
}
