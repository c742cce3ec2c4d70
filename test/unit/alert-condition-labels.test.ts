// The Add Alert picker's conditions: a rank's line says which way is better, as the rule it makes
// reads back ("worse than #50 (a number above 50)"), never "Goes above…", which reads either way.
import * as assert from 'node:assert/strict';
import { conditionLabel } from '../../src/features/alerts/core/conditionLabels';
import { describeCondition, METRIC_INFO, type Metric } from '../../src/features/alerts/core/model';

describe('alerts: the picker\'s conditions', () => {
  const ranks = (Object.keys(METRIC_INFO) as Metric[]).filter((m) => METRIC_INFO[m].rank);

  it('a rank offers "worse than" and "better than", the words its rule is read back in', () => {
    assert.ok(ranks.length >= 2, ranks.join());
    for (const metric of ranks) {
      assert.equal(conditionLabel('above', metric), 'Gets worse than #N (a number above N)…', metric);
      assert.equal(conditionLabel('below', metric), 'Gets better than #N (a number below N)…', metric);
      assert.match(describeCondition(metric, { kind: 'above', value: 50 }), /worse than #50 \(a number above 50\)/);
    }
  });

  it('a level that is no rank still goes above and below', () => {
    assert.equal(conditionLabel('above', 'price'), 'Goes above…');
    assert.equal(conditionLabel('below', 'price'), 'Goes below…');
  });
});
