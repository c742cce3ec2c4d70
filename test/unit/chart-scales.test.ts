// The panels' chart scales (webview/parts/chartScales): with three metrics ticked no line is left
// without an axis and a percent is not drawn as an index, prices read in dollars on axes and
// readouts, each axis tick reads as its value, and a range past two weeks starts by day.
import * as assert from 'node:assert/strict';
import { METRICS, type Metric, type MetricKey } from '../../src/shared/protocol/metrics';
import { axisValue, axisValues, defaultBucket, indexed, INDEX_SCALE, PERCENT_SCALE, planCompareScales, planScales, readoutValue } from '../../src/browser/webview/parts/chartScales';
import { normalisable, seriesMetricUnit } from '../../src/shared/protocol/compare';

const metric = (key: MetricKey): Metric => METRICS.find((m) => m.key === key)!;
const NOW = 1_795_000_000;
const DAY = 86_400;

describe('charts: scales, units and buckets', () => {
  it('one or two metrics: a scale and an axis each, left then right', () => {
    const plan = planScales([metric('interactions'), metric('close')]);
    assert.equal(plan.normalised, false);
    assert.deepEqual(plan.lineScales, ['interactions', 'close']);
    assert.deepEqual(plan.axes.map((a) => [a.scale, a.unit, a.side]), [['interactions', 'count', 3], ['close', 'usd', 1]]);
  });

  it('three metrics: every line on one index axis, so none is drawn against no axis', () => {
    const plan = planScales([metric('interactions'), metric('posts_active'), metric('close')]);
    assert.equal(plan.normalised, true);
    assert.deepEqual(plan.lineScales, [INDEX_SCALE, INDEX_SCALE, INDEX_SCALE]);
    assert.equal(plan.axes.length, 1);
    // every line's scale has an axis
    for (const scale of plan.lineScales) assert.ok(plan.axes.some((a) => a.scale === scale), scale);
  });

  it('three metrics or more: a percent is drawn as it is on an axis of percent, as the comparison draws it; the others as an index', () => {
    // Sentiment 40, 50, 60 as an index would read 100, 125, 150: a rise by half, not 20 points
    const plan = planScales([metric('interactions'), metric('sentiment'), metric('close'), metric('social_dominance')]);
    assert.equal(plan.normalised, true);
    assert.deepEqual(plan.lineScales, [INDEX_SCALE, PERCENT_SCALE, INDEX_SCALE, PERCENT_SCALE]);
    assert.deepEqual(plan.axes.map((a) => [a.scale, a.unit, a.side, a.metric]), [[INDEX_SCALE, 'index', 3, undefined], [PERCENT_SCALE, 'percent', 1, undefined]]);
    // one line left that is no percent needs no index: it keeps an axis of its own, in its unit and colour
    const one = planScales([metric('sentiment'), metric('close'), metric('market_dominance')]);
    assert.equal(one.normalised, false);
    assert.deepEqual(one.lineScales, [PERCENT_SCALE, 'close', PERCENT_SCALE]);
    assert.deepEqual(one.axes.map((a) => [a.scale, a.unit, a.side, a.metric]), [['close', 'usd', 3, 1], [PERCENT_SCALE, 'percent', 1, undefined]]);
    // only percents: one axis of percent
    const percents = planScales([metric('sentiment'), metric('social_dominance'), metric('market_dominance')]);
    assert.equal(percents.normalised, false);
    assert.deepEqual(percents.axes.map((a) => [a.scale, a.unit, a.side]), [[PERCENT_SCALE, 'percent', 3]]);
    for (const p of [plan, one, percents]) for (const scale of p.lineScales) assert.ok(p.axes.some((a) => a.scale === scale), scale);
  });

  it('the comparison: a percent is drawn as it is on one axis of percent, whatever the choice; raw axes read in the metric\'s unit', () => {
    const sentiment = { unit: seriesMetricUnit('sentiment'), normalisable: normalisable('sentiment') };
    assert.deepEqual(sentiment, { unit: 'percent', normalisable: false });
    for (const asked of [true, false]) {
      const plan = planCompareScales(sentiment, asked, 3);
      assert.equal(plan.normalised, false, `asked ${asked}`);
      assert.deepEqual(plan.axes.map((a) => [a.scale, a.unit]), [['shared', 'percent']]);
      assert.deepEqual(plan.lineScales, ['shared', 'shared', 'shared']);
    }
    const close = { unit: seriesMetricUnit('close'), normalisable: normalisable('close') };
    assert.deepEqual(close, { unit: 'usd', normalisable: true });
    const raw = planCompareScales(close, false, 3);
    assert.deepEqual(raw.axes.map((a) => [a.scale, a.unit, a.side]), [['first', 'usd', 3], ['others', 'usd', 1]]);
    assert.deepEqual(raw.lineScales, ['first', 'others', 'others']);
    // sub-cent coins on raw axes: dollars, with the decimals the step needs (they read 0 and 0)
    assert.deepEqual(axisValues(raw.axes[0]!.unit, [0.0041, 0.0042, 0.0043]), ['$0.0041', '$0.0042', '$0.0043']);
    const indexed = planCompareScales({ unit: seriesMetricUnit('interactions'), normalisable: normalisable('interactions') }, true, 2);
    assert.deepEqual([indexed.normalised, indexed.axes.map((a) => a.unit), indexed.lineScales], [true, ['index'], [INDEX_SCALE, INDEX_SCALE]]);
  });

  it('an index is 100 at the first value, gaps stay gaps', () => {
    assert.deepEqual(indexed([null, 50, 75, null, 25]), [null, 100, 150, null, 50]);
    assert.deepEqual(indexed([null, null]), [null, null]);
  });

  it('prices carry their currency on axes and readouts; percents their sign', () => {
    assert.equal(axisValue('usd', 85_000), '$85K');
    assert.equal(axisValue('usd', -84_000), '-$84K', 'the sign before the dollar, as formatCompactMoney writes it');
    assert.deepEqual(axisValues('usd', [-0.02, -0.01, 0]), ['-$0.02', '-$0.01', '$0.00']);
    assert.equal(axisValue('count', 85_000), '85K');
    assert.equal(axisValue('percent', 70), '70%');
    // ticks closer than the compact form's one decimal keep the decimals their step needs
    assert.deepEqual(axisValues('usd', [0.42, 0.44, 0.46, 0.48]), ['$0.42', '$0.44', '$0.46', '$0.48']);
    assert.deepEqual(axisValues('usd', [0.000012, 0.0000125, 0.000013]), ['$0.0000120', '$0.0000125', '$0.0000130']);
    assert.deepEqual(axisValues('percent', [0.01, 0.012, null, 0.016]), ['0.010%', '0.012%', '', '0.016%']);
    assert.deepEqual(axisValues('usd', [0.1, 0.2, 0.30000000000000004]), ['$0.1', '$0.2', '$0.3'], 'float noise needs no more places');
    assert.deepEqual(axisValues('usd', [84_000, 86_000, 88_000]), ['$84K', '$86K', '$88K']);
    assert.deepEqual(axisValues('count', [0, 50, 100]), ['0', '50', '100']);
    assert.equal(readoutValue('usd', 89_826.5), '$89,826.50');
    assert.equal(readoutValue('usd', 94_250), '$94,250.00');
    assert.equal(readoutValue('usd', 0.00012344), '$0.0001234');
    assert.equal(readoutValue('usd', 2.1e12), '$2.1T');
    assert.equal(readoutValue('count', 1234567), '1,234,567');
    assert.equal(readoutValue('percent', 72), '72%');
    assert.equal(readoutValue('usd', null), '—');
  });

  it('each tick of an axis reads differently and as the value it marks, to the digit its step needs, at every size', () => {
    // ETH over a day, 20 apart: not $3K $3K $3K $3.1K
    assert.deepEqual(axisValues('usd', [3000, 3020, 3040, 3060, 3080, 3100]), ['$3,000', '$3,020', '$3,040', '$3,060', '$3,080', '$3,100']);
    // BTC 50 and 250 apart: not $94K $94.1K $94.1K, nor 94,250 as $94.3K
    assert.deepEqual(axisValues('usd', [94_000, 94_050, 94_100, 94_150]), ['$94,000', '$94,050', '$94,100', '$94,150']);
    assert.deepEqual(axisValues('usd', [94_000, 94_250, 94_500, 94_750]), ['$94,000', '$94,250', '$94,500', '$94,750']);
    // 25K apart among millions: compact, where it is shorter, with the digits the step needs
    assert.deepEqual(axisValues('count', [1_200_000, 1_225_000, 1_250_000, 1_275_000]), ['1.200M', '1.225M', '1.250M', '1.275M']);
    // uPlot's steps of 2.5: $1.25, not $1.3
    assert.deepEqual(axisValues('usd', [1, 1.25, 1.5, 1.75, 2]), ['$1.00', '$1.25', '$1.50', '$1.75', '$2.00']);
    assert.deepEqual(axisValues('percent', [0, 0.025, 0.05, 0.075]), ['0.000%', '0.025%', '0.050%', '0.075%']);
    // a narrow log axis (its smallest step between neighbours)
    assert.deepEqual(axisValues('usd', [3000, 3010, 3020, 3030, 3040]), ['$3,000', '$3,010', '$3,020', '$3,030', '$3,040']);
    assert.deepEqual(axisValues('usd', [1000, 2000, 5000, 10_000, 20_000]), ['$1K', '$2K', '$5K', '$10K', '$20K']);
    assert.deepEqual(axisValues('usd', [-90_000, -85_000, -80_000]), ['-$90K', '-$85K', '-$80K']);
    assert.deepEqual(axisValues('usd', [1.5e12, 2e12, 2.5e12]), ['$1.5T', '$2.0T', '$2.5T']);
    // a tick a float's noise off zero is zero
    assert.deepEqual(axisValues('usd', [-0.1, 5.551115123125783e-17, 0.1]), ['-$0.1', '$0.0', '$0.1']);
    for (const [unit, ticks] of [['usd', [94_000, 94_250, 94_500]], ['count', [1_200_000, 1_225_000]], ['usd', [3000, 3020, 3040]]] as const) {
      const labels = axisValues(unit, ticks);
      assert.equal(new Set(labels).size, labels.length, labels.join(' '));
    }
  });

  it('ticks read to the digit their step needs at every step and size, with no float noise', () => {
    // a label's value, the power of ten of its suffix and its decimals: "$10.0000003M" is 10,000,000.3, 6 and 7
    const SUFFIX: Readonly<Record<string, number>> = { K: 3, M: 6, B: 9, T: 12 };
    const read = (label: string): { value: number; power: number; decimals: number } => {
      const m = /^(-?)\$?([\d,]+)(?:\.(\d+))?([KMBT]?)%?$/.exec(label);
      assert.ok(m, label);
      const power = SUFFIX[m[4]!] ?? 0;
      return { value: Number(`${m[1]}${m[2]!.replace(/,/g, '')}.${m[3] ?? '0'}`) * 10 ** power, power, decimals: m[3]?.length ?? 0 };
    };
    // the steps uPlot takes (1, 2, 2.5, 5 times a power of ten, and others a log axis may give), as written
    const steps = ['0.0001', '0.003', '0.05', '0.1', '0.2', '0.25', '0.3', '1', '2.5', '20', '250', '5000'];
    const starts = [0, -1, 0.7, 99, 1234, 94_000, 1e6, 1e7, 3e9];
    for (const written of steps) {
      const step = Number(written);
      const [whole, decimals] = written.split('.');
      const place = decimals ? -decimals.length : whole!.length - whole!.replace(/0+$/, '').length;
      for (const near of starts) {
        // five ticks from a multiple of the step near `near`, summed as a float is: 0.1 + 0.2 is 0.30000000000000004
        const first = Math.round(near / step) * step;
        const ticks = [0, 1, 2, 3, 4].map((i) => first + i * step);
        // past some twelve digits (3,000,000,000.0001) a double's digits are noise themselves
        if (Math.abs(ticks[4]!) >= 1e11 * 10 ** place) continue;
        for (const unit of ['usd', 'count', 'percent'] as const) {
          const labels = axisValues(unit, ticks);
          const what = `${unit} step ${written} from ${first}: ${labels.join(' ')}`;
          labels.forEach((label, i) => {
            const { value, power, decimals } = read(label);
            // to the step's last digit: "1.25", and "250" or "$85K" where the step needs no decimal
            if (decimals > 0) assert.equal(power - decimals, place, what);
            else assert.ok(place >= power, what);
            assert.ok(Math.abs(value - ticks[i]!) < 10 ** place / 2, what);
          });
          assert.equal(new Set(labels).size, labels.length, what);
        }
      }
    }
  });

  it('past two weeks a range starts by day; up to them by hour', () => {
    assert.deepEqual((['1d', '1w', '1m', '3m', '1y', 'all'] as const).map((i) => defaultBucket(i)), ['hour', 'hour', 'day', 'day', 'day', 'day']);
    assert.equal(defaultBucket({ start: NOW - 10 * DAY }, NOW), 'hour');
    assert.equal(defaultBucket({ start: NOW - 30 * DAY, end: NOW - DAY }, NOW), 'day');
  });
});
