import * as assert from 'node:assert/strict';
import { allFigures } from '../../src/shared/figures/catalogue';
import { figureLine } from '../../src/editor/treeKit/figureLines';
import { trendWords } from '../../src/shared/protocol/display';
import { buildMarkdown } from '../../src/shared/render/markdown';
import { formatCompact, formatCompactMoney, formatNumber, formatPercent, formatPrice, MISSING } from '../../src/shared/format/numbers';
import { rankMove } from '../../src/shared/format/rank';
import { sentimentTone, sentimentWords } from '../../src/shared/format/sentiment';
import { formatFigure } from '../../src/shared/figures/format';
import { formatAge, formatRelative, secondsToMs } from '../../src/shared/format/time';
import { ageWords } from '../../src/shared/protocol/display';

describe('format: numbers', () => {
  it('compacts thousands, millions and billions', () => {
    assert.equal(formatCompact(999), '999');
    assert.equal(formatCompact(1234), '1.2K');
    assert.equal(formatCompact(3_400_000), '3.4M');
    assert.equal(formatCompact(1_200_000_000), '1.2B');
    assert.equal(formatCompact(-1500), '-1.5K');
  });

  it('shows a dash for missing or unreadable figures, never NaN', () => {
    for (const f of [formatCompact, formatNumber, formatPrice, formatCompactMoney, (n: number | undefined) => formatPercent(n)]) {
      assert.equal(f(undefined), MISSING);
      assert.equal(f(Number.NaN), MISSING);
      assert.equal(f(Number.POSITIVE_INFINITY), MISSING);
    }
  });

  it('groups full figures', () => {
    assert.equal(formatNumber(1234567), '1,234,567');
    assert.equal(formatNumber(0.125), '0.13');
  });

  it('formats percentages, signed for changes', () => {
    assert.equal(formatPercent(72), '72%');
    assert.equal(formatPercent(2.345, true), '+2.35%');
    assert.equal(formatPercent(-1, true), '-1.00%');
    assert.equal(formatPercent(0, true), '0.00%');
  });

  it('formats prices with cents above a dollar and significant digits below', () => {
    assert.equal(formatPrice(64123.456), '$64,123.46');
    assert.equal(formatPrice(0.000012345), '$0.00001235');
    assert.equal(formatPrice(0), '$0.00');
    // below a dollar, never fewer than two places: "$0.3" read as a typo beside "$0.3921" (failed before)
    assert.equal(formatPrice(0.3), '$0.30');
    assert.equal(formatPrice(-0.3), '-$0.30');
    assert.equal(formatPrice(0.05), '$0.05');
    assert.equal(formatPrice(0.3921), '$0.3921');
    assert.equal(formatPrice(0.999999), '$1.00');
    assert.equal(formatCompactMoney(1_234_000_000), '$1.2B');
  });

  it('a compact dollar amount has no empty decimal ("$84K", as the chart\'s axis writes it, not "$84.0K")', () => {
    assert.deepEqual([84_000, 2e12, 5e6, 0, 150, 1_234_000_000, 150.55, -84_000].map(formatCompactMoney),
      ['$84K', '$2T', '$5M', '$0', '$150', '$1.2B', '$150.6', '-$84K']);
    assert.equal(formatFigure('market_cap', 84_000), '$84K');
  });

  it('every count reads the same whole number compact (a tree row) and in full (a panel) below a thousand', () => {
    const counts = allFigures().filter((f) => f.format === 'count');
    assert.ok(counts.length > 3);
    for (const f of counts) {
      for (const n of [150.5, 0.4, 999.4]) assert.equal(formatFigure(f.id, n, { compact: true }), formatFigure(f.id, n), `${f.id} ${n}`);
    }
  });
});

describe('format: a figure the answer lacks', () => {
  it('reads "not given" in a tooltip\'s figure line, not "— —" beside the line\'s own dash', () => {
    const line = String(figureLine('num_contributors', undefined, { always: true }));
    assert.doesNotMatch(line, /— —/);
    assert.match(line, /^\*\*Contributors 24 h\*\*: not given — _/);
  });

  it('a figure the service gave as null (or NaN) is left out, or "not given", as one it left out (failed before: "**Galaxy Score**: — — _…")', () => {
    for (const n of [null, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.equal(figureLine('galaxy_score', n), undefined, String(n));
      assert.match(String(figureLine('galaxy_score', n, { always: true })), /^\*\*Galaxy Score\*\*: not given — _/, String(n));
    }
    assert.match(String(figureLine('galaxy_score', 63)), /^\*\*Galaxy Score\*\*: 63 — _/);
  });

  it('a trend the answer lacks is "—" as every missing figure, not the English "unknown"', () => {
    assert.equal(trendWords(undefined), MISSING);
    assert.equal(trendWords('sideways'), MISSING);
    const md = buildMarkdown({ view: 'topic', ref: { kind: 'topic', id: 'x', title: 'X' }, data: {
      summary: { data: { topic: 'x', title: 'X', related_topics: [], categories: [], types_count: {}, types_interactions: {}, types_sentiment: {}, types_sentiment_detail: {} },
        meta: { generated: 1_700_000_000, stale: false, fromCache: false } },
    } });
    assert.match(md, /\| Interactions trend \| — \|/);
  });
});

describe('format: rank movement', () => {
  it('counts a smaller rank as moving up', () => {
    assert.deepEqual(rankMove(2, 5), { symbol: '▲3', words: 'up 3 places', delta: 3 });
    assert.deepEqual(rankMove(7, 5), { symbol: '▼2', words: 'down 2 places', delta: -2 });
    assert.equal(rankMove(4, 5)?.words, 'up 1 place');
  });

  it('marks an unchanged rank with a dash and words', () => {
    assert.deepEqual(rankMove(3, 3), { symbol: '—', words: 'unchanged', delta: 0 });
  });

  it('has no movement when a rank is missing or invalid', () => {
    assert.equal(rankMove(undefined, 3), undefined);
    assert.equal(rankMove(3, undefined), undefined);
    assert.equal(rankMove(3, 0), undefined);
  });
});

describe('format: relative time', () => {
  const now = Date.UTC(2025, 0, 10, 12);
  it('says how long ago', () => {
    assert.equal(formatRelative(now - 10_000, now), 'just now');
    assert.equal(formatRelative(now - 5 * 60_000, now), '5 min ago');
    assert.equal(formatRelative(now - 3 * 3_600_000, now), '3 h ago');
    assert.equal(formatRelative(now - 86_400_000, now), '1 day ago');
    assert.equal(formatRelative(now - 3 * 86_400_000, now), '3 days ago');
    assert.equal(formatRelative(now - 200 * 86_400_000, now), '7 months ago');
  });

  it('rounds before it chooses the unit: 59.5 min is 1 h, not "60 min"; 23.5 h is 1 day, 59.5 days 2 months, 23.5 months 2 years', () => {
    const cases: [number, string][] = [
      [59.5 * 60_000, '1 h ago'], [3_599_999, '1 h ago'], [59.4 * 60_000, '59 min ago'],
      [23.5 * 3_600_000, '1 day ago'], [86_399_999, '1 day ago'], [23.4 * 3_600_000, '23 h ago'],
      [59.5 * 86_400_000, '2 months ago'], [729 * 86_400_000, '2 years ago'], [45 * 86_400_000, '45 days ago'],
    ];
    for (const [ago, words] of cases) assert.equal(formatRelative(now - ago, now), words, `${ago} ms`);
    assert.equal(formatRelative(now + 59.5 * 60_000, now), 'in 1 h');
  });

  it('an age never reads as the future: a post or answer a little ahead of this machine\'s clock was written "just now"', () => {
    assert.equal(formatAge(now + 3 * 60_000, now), 'just now');
    assert.equal(formatAge(now + 3 * 86_400_000, now), 'in 3 days', 'a time far ahead is no skew: it shows');
    assert.equal(ageWords((now + 180_000) / 1000, now), 'generated just now');
    assert.equal(formatAge(now - 5 * 60_000, now), '5 min ago');
    assert.equal(formatAge(undefined, now), 'at an unknown time');
  });

  it('handles the future and missing times', () => {
    assert.equal(formatRelative(now + 2 * 60_000, now), 'in 2 min');
    assert.equal(formatRelative(now + 20_000, now), 'in a moment');
    assert.equal(formatRelative(undefined, now), 'at an unknown time');
    assert.equal(secondsToMs(1700000000), 1700000000000);
    assert.equal(secondsToMs(undefined), undefined);
  });
});

describe('format: sentiment', () => {
  it('puts 1..5 scores into words as the service defines them', () => {
    assert.equal(sentimentWords(1), 'very negative');
    assert.equal(sentimentWords(2), 'negative');
    assert.equal(sentimentWords(3), 'neutral');
    assert.equal(sentimentWords(3.5), 'slightly positive');
    assert.equal(sentimentWords(4), 'positive');
    assert.equal(sentimentWords(5), 'very positive');
    assert.equal(sentimentWords(0), 'unknown sentiment');
    assert.equal(sentimentWords(undefined), 'unknown sentiment');
  });

  it('a badge\'s tone agrees with its words: 3.2 is neutral, not green', () => {
    for (const score of [1, 2, 2.74, 2.8, 3, 3.2, 3.24, 3.25, 3.5, 4, 5, 0, undefined]) {
      const words = sentimentWords(score);
      const tone = sentimentTone(score);
      const expected = words === 'unknown sentiment' ? 'unknown' : words === 'neutral' ? 'neu' : /positive/.test(words) ? 'pos' : 'neg';
      assert.equal(tone, expected, `${score}: "${words}"`);
    }
  });

  it('a correlation that rounds to zero reads 0.00, with no sign', () => {
    assert.equal(formatFigure('price_interactions_r', -0.004), '0.00');
    assert.equal(formatFigure('price_interactions_r', 0.004), '0.00');
    assert.equal(formatFigure('price_interactions_r', -0.006), '-0.01');
    assert.equal(formatFigure('price_interactions_r', 0.42), '+0.42');
  });
});
