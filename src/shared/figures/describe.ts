// A figure explained where it is shown: its definition for a tooltip, a `title`, a hover or a
// screen reader, and, where two views show the same figure from different answers (a list, a
// single item, a series), which answer it was read from and when ("coins list, 14:00 UTC"). Pure.
import type { OperationId } from '../../service/api/operations';
import * as l10n from '../format/l10n';
import { currentTimeZone, formatClock } from '../format/time';
import type { ShownZone } from '../format/zone';
import { figure, type FigureId } from './catalogue';

/** An answer a figure was read from: its operation and when the service generated it (unix seconds). */
export interface ReadAt {
  op: OperationId;
  generated?: number;
}

/** The answer's name as a person knows it. */
export function answerWords(op: OperationId): string {
  switch (op) {
    case 'coinsList': return l10n.t('coins list (cached)');
    case 'coinsListV2': return l10n.t('coins list');
    case 'stocksList': return l10n.t('stocks list (cached)');
    case 'stocksListV2': return l10n.t('stocks list');
    case 'nftsList': return l10n.t('NFT list (cached)');
    case 'nftsListV2': return l10n.t('NFT list');
    case 'coin': return l10n.t('coin quote');
    case 'stock': return l10n.t('stock quote');
    case 'nft': return l10n.t('NFT collection quote');
    case 'topic': return l10n.t('topic summary, last 24 h');
    case 'category': return l10n.t('category summary, last 24 h');
    case 'topicsList': return l10n.t('trending topics');
    case 'categoriesList': return l10n.t('categories list');
    case 'categoryTopics': return l10n.t('category\'s topics');
    case 'topicTimeSeries':
    case 'topicTimeSeriesV2':
    case 'categoryTimeSeries':
    case 'coinTimeSeriesV2':
    case 'stockTimeSeriesV2':
    case 'nftTimeSeriesV2':
    case 'nftTimeSeries':
    case 'creatorTimeSeries':
    case 'postTimeSeries':
      return l10n.t('series point');
    default: return op;
  }
}

/**
 * What a chart's readout reads its values from: one point of a series, by hour or by day (the
 * words of answerWords), beside its time with the zone. A list's figure is the last 24 hours';
 * a series point is its own hour's or day's, and the readout says which it shows.
 */
export function seriesPointWords(stepSeconds: number): string {
  return stepSeconds >= 86_400 ? l10n.t('Series point by day') : l10n.t('Series point by hour');
}

/** "coins list, 14:00 UTC": where and when a figure was read, in `zone` (by default the one times are shown in). */
export function readWords(read: ReadAt, zone: ShownZone = currentTimeZone()): string {
  const when = read.generated !== undefined && Number.isFinite(read.generated) ? formatClock(read.generated * 1000, zone) : undefined;
  return when ? l10n.t('{0}, {1}', answerWords(read.op), when) : answerWords(read.op);
}

/**
 * The figure's explanation: its label, its definition and, when given, where it was read.
 * "Sentiment: The share of posts that are positive … (from the coins list, 14:00 UTC)".
 */
export function figureTitle(id: FigureId, read?: ReadAt): string {
  const def = figure(id);
  const text = l10n.t('{0}: {1}', def.label, def.definition);
  return read ? l10n.t('{0} (from the {1})', text, readWords(read)) : text;
}
