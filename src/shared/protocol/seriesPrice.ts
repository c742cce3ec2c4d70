// Whether a market panel's series has no price to draw: the service's stock series carry social
// figures, Galaxy Score and AltRank only (no open, high, low or close), so the panel says so where
// the price line would be instead of leaving a person looking for it. Pure.
import type { TimeSeriesPoint } from '../../service/api/types';
import * as l10n from '../format/l10n';
import type { ItemKind } from '../items';

/** A coin's or a stock's series without a single close. */
export function seriesLacksPrice(kind: ItemKind, points: readonly TimeSeriesPoint[]): boolean {
  return (kind === 'coin' || kind === 'stock') && points.length > 0 && !points.some((p) => typeof p.close === 'number');
}

export function noPriceNote(kind: ItemKind): string {
  return kind === 'stock'
    ? l10n.t('No price chart: the service\'s series of a stock carries no price, only social figures, Galaxy Score and AltRank. Its price is under Market above.')
    : l10n.t('No price chart: this series carries no price. The price is under Market above.');
}
