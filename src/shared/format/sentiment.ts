// Sentiment in words. Posts score 1 (very negative) .. 3 (neutral) .. 5 (very positive), and
// 3.5 is "slightly positive" (interface 2.7). A summary's percent positive is a figure of the
// catalogue (src/shared/figures).
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

/** The tone a badge shows for a 1..5 score: the same bands as its words (neutral within 0.25 of 3). */
export function sentimentTone(score: number | undefined): 'pos' | 'neg' | 'neu' | 'unknown' {
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 1 || score > 5) return 'unknown';
  return Math.abs(score - 3) < 0.25 ? 'neu' : score > 3 ? 'pos' : 'neg';
}
