// A backtest tab restored after a reload whose rule is in the Alerts view no more (deleted since,
// or a rule being written that was never saved): the tab stays and says so, where it would have
// closed without a word. Its page keeps the rule's id, so a later reload finds the rule again if
// it is back (imported with the same id).
import { ServiceError } from '../../service/api/errors';
import * as l10n from '../../shared/format/l10n';
import type { ItemRef } from '../../shared/items';
import type { RequestHandlers, WebviewProvider } from '../../editor/panelHost/provider';
import type { SectionStatus } from '../../editor/panelHost/sections';
import type { BacktestSnapshot } from './backtestPanel';

export function missingRuleWords(): string {
  return l10n.t('The alert rule of this backtest is no longer in the Alerts view: it was deleted, or it was being written and never saved. Close this tab, or backtest a rule from the Alerts view.');
}

export class MissingRuleBacktest implements WebviewProvider {
  readonly view = 'backtest';
  readonly requests: RequestHandlers = {};

  constructor(readonly ruleId: string, private readonly subject: ItemRef) {}

  initial(): { ref: ItemRef; rule: string } {
    return { ref: this.subject, rule: this.ruleId };
  }

  /** Shown as the section's error, with its Retry (which asks again, and says the same). */
  load(): Promise<void> {
    return Promise.reject(new ServiceError('not-found', missingRuleWords()));
  }

  snapshot(status?: SectionStatus): BacktestSnapshot {
    return { ruleId: this.ruleId, firings: 0, checks: 0, rendered: false, missing: missingRuleWords(), status };
  }
}
