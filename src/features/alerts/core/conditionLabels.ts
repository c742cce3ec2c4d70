// The conditions as the Add Alert picker offers them, in the person's words.
import * as l10n from '../../../shared/format/l10n';
import { changesInPoints, METRIC_INFO, type ConditionKind, type Metric } from './model';

/** Asked for when shown: the words come from the bundle, in place once the extension is active. */
const conditionLabels = (): Record<ConditionKind, string> => ({
  above: l10n.t('Goes above…'),
  below: l10n.t('Goes below…'),
  crosses: l10n.t('Crosses… (either way)'),
  changesBy: l10n.t('Changes by N% within a window…'),
  entersTop: l10n.t('Enters the top N…'),
  unusual: l10n.t('Is unusual (N deviations above the usual)…'),
  diverges: l10n.t('Rises by N% while the price stays flat…'),
  sentimentCrosses: l10n.t('Turns through a level (by hour)…'),
  sentimentDrops: l10n.t('Drops by N points within a window…'),
});

/**
 * A condition as the picker offers it: a figure in percent changes by points (changesInPoints); a
 * rank's line says which way is better, as its rule's sentence does ("above #50" reads either way).
 */
export function conditionLabel(c: ConditionKind, metric: Metric): string {
  if (METRIC_INFO[metric].rank && c === 'above') return l10n.t('Gets worse than #N (a number above N)…');
  if (METRIC_INFO[metric].rank && c === 'below') return l10n.t('Gets better than #N (a number below N)…');
  return c === 'changesBy' && changesInPoints(metric) ? l10n.t('Changes by N points within a window…') : conditionLabels()[c];
}
