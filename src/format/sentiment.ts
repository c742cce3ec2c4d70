// Sentiment in words. Posts score 1 (very negative) .. 3 (neutral) .. 5 (very positive), and
// 3.5 is "slightly positive" (interface 2.7). Summaries give a percent positive (2.4).
import * as l10n from './l10n';

/** 1..5 score in words; undefined or out of range -> "unknown sentiment". */
export function sentimentWords(score: number | undefined): string {
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 1 || score > 5) return l10n.t('unknown sentiment');
  const d = score - 3;
  const a = Math.abs(d);
  if (a < 0.25) return l10n.t('neutral');
  if (a < 1) return d > 0 ? l10n.t('slightly positive') : l10n.t('slightly negative');
  if (a < 1.75) return d > 0 ? l10n.t('positive') : l10n.t('negative');
  return d > 0 ? l10n.t('very positive') : l10n.t('very negative');
}

/** Percent positive (0..100) as "72% positive"; undefined when missing. */
export function sentimentPercentWords(percent: number | undefined): string | undefined {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return undefined;
  const p = Math.min(100, Math.max(0, Math.round(percent)));
  return l10n.t('{0}% positive', p);
}

/**
 * One figure for a summary's per-network sentiment: the mean weighted by interactions
 * (as the service weights posts), plain mean where interactions are missing.
 */
export function overallSentiment(
  sentiment: Record<string, number>,
  interactions: Record<string, number>,
): number | undefined {
  let sum = 0;
  let weight = 0;
  for (const [network, value] of Object.entries(sentiment)) {
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const w = interactions[network];
    const wt = typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : 0;
    sum += value * wt;
    weight += wt;
  }
  if (weight > 0) return sum / weight;
  const values = Object.values(sentiment).filter((v) => typeof v === 'number' && Number.isFinite(v));
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : undefined;
}
