// What a series chart is called for a screen reader: its lines and its bucket, each bucket in a
// sentence of its own (translated whole, never the service's "hour" put into one). A bucket other
// than a day is drawn by the hour (timeAxis.ts), so it is named so.
import * as l10n from '../../../shared/format/l10n';

/** How the lines are drawn: as they are, each as an index (100 at its first value), or only the named ones. */
export type Indexed = 'none' | 'all' | { only: string };

/** "Chart of Interactions, Close by hour", saying which lines are drawn as an index. */
export function seriesChartName(lines: string, bucket: string | undefined, indexed: Indexed): string {
  const day = bucket === 'day';
  if (indexed === 'none') return day ? l10n.t('Chart of {0} by day', lines) : l10n.t('Chart of {0} by hour', lines);
  if (indexed === 'all') {
    return day ? l10n.t('Chart of {0} by day, each line drawn as an index, 100 at its first value', lines) : l10n.t('Chart of {0} by hour, each line drawn as an index, 100 at its first value', lines);
  }
  return day
    ? l10n.t('Chart of {0} by day; {1} drawn as an index, 100 at the first value', lines, indexed.only)
    : l10n.t('Chart of {0} by hour; {1} drawn as an index, 100 at the first value', lines, indexed.only);
}

/** "Candles of Open, High, Low, Close by day, with Volume as bars". */
export function candleChartName(prices: string, bars: string, bucket: string | undefined): string {
  return bucket === 'day' ? l10n.t('Candles of {0} by day, with {1} as bars', prices, bars) : l10n.t('Candles of {0} by hour, with {1} as bars', prices, bars);
}
