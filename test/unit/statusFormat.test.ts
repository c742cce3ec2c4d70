import * as assert from 'node:assert/strict';
import { PLANS } from '../../src/service/api/plans';
import type { QuotaStatus } from '../../src/service/api/service';
import type { ConnectionState } from '../../src/editor/connection/types';
import { connectionDetails } from '../../src/features/status/details';
import { useBundle } from '../../src/shared/format/l10n';
import { limits } from '../../src/shared/format/plan';
import { duration, exhausted, nextRender, statusAccessibility, statusText, statusTooltip } from '../../src/features/status/format';

const NOW = 1_700_000_000_000;
const demo: ConnectionState = { mode: 'demo', plan: PLANS.builder };
const work: ConnectionState = { mode: 'key', plan: PLANS.hobby, keyLabel: 'Work' };
const builderKey: ConnectionState = { mode: 'key', plan: PLANS.builder, keyLabel: 'Team' };

function quota(over: Partial<QuotaStatus> = {}): QuotaStatus {
  return {
    plan: PLANS.builder, minuteUsed: 3, dayUsed: 120, minuteResetAt: NOW + 42_000, dayResetAt: NOW + 5 * 3_600_000,
    waiting: 0, ...over,
  };
}

describe('status: text', () => {
  it('shows the key and use of the minute and the day', () => {
    assert.equal(statusText(builderKey, quota(), NOW), '$(pulse) Team · 3/100 min · 120/20,000 day');
    assert.equal(statusText(work, quota({ plan: PLANS.hobby, minuteUsed: 4, dayUsed: 57 }), NOW), '$(pulse) Work · 4/4 min · 57/100 day');
  });

  it('is hidden without a key or demo data, and names the plan before anything is counted', () => {
    assert.equal(statusText({ mode: 'none', plan: PLANS.hobby }, undefined, NOW), undefined);
    assert.equal(statusText(work, undefined, NOW), '$(pulse) Work · Hobby');
  });

  it('counts a window that has reset as zero', () => {
    assert.equal(statusText(builderKey, quota(), NOW + 43_000), '$(pulse) Team · 0/100 min · 120/20,000 day');
  });

  it('demo data costs nothing: it says so, with no counters ticking (the tooltip has them)', () => {
    assert.equal(statusText(demo, undefined, NOW), '$(pulse) Demo data');
    assert.equal(statusText(demo, quota(), NOW), '$(pulse) Demo data');
    assert.equal(statusText(demo, quota({ minuteUsed: 7 }), NOW), '$(pulse) Demo data');
    assert.match(statusTooltip(demo, quota(), NOW), /This minute: 3 of 100 used/);
  });

  it('says that a request waits for quota, with the seconds left', () => {
    const waiting = quota({ plan: PLANS.hobby, minuteUsed: 4, waiting: 2, waitingUntil: NOW + 11_200 });
    assert.equal(statusText(work, waiting, NOW), '$(watch) Work · waiting for quota 12s · 4/4 min · 120/100 day');
    assert.match(statusTooltip(work, waiting, NOW), /2 waiting for quota, next in 12 s/);
  });

  it('shortens a long label', () => {
    const text = statusText({ ...work, keyLabel: 'A very long label for a key that goes on' }, undefined, NOW)!;
    assert.match(text, /^\$\(pulse\) A very long label for a… · Hobby$/);
  });

  it('shows an icon name in the key\'s name as typed, not as an icon; its own icons stay', () => {
    assert.equal(statusText({ ...work, keyLabel: '$(github) Work' }, undefined, NOW), '$(pulse) \\$(github) Work · Hobby');
    const waiting = quota({ plan: PLANS.hobby, minuteUsed: 4, waiting: 2, waitingUntil: NOW + 11_200 });
    assert.equal(statusText({ ...work, keyLabel: 'Prod $(loading~spin)' }, waiting, NOW), '$(watch) Prod \\$(loading~spin) · waiting for quota 12s · 4/4 min · 120/100 day');
  });

  it('re-renders every second only while waiting, else once at the next reset of a used window', () => {
    assert.equal(nextRender(quota({ waiting: 1, waitingUntil: NOW + 5000 }), NOW), 1000);
    assert.equal(nextRender(quota(), NOW), 42_000);
    assert.equal(nextRender(quota({ minuteUsed: 0 }), NOW), 5 * 3_600_000);
    assert.equal(nextRender(quota({ minuteUsed: 0, dayUsed: 0 }), NOW), undefined);
    assert.equal(nextRender(undefined, NOW), undefined);
  });

  it('warns when the minute or the day is used up', () => {
    assert.equal(exhausted(quota(), NOW), false);
    assert.equal(exhausted(quota({ minuteUsed: 100 }), NOW), true);
    assert.equal(exhausted(quota({ minuteUsed: 100 }), NOW + 60_000), false);
    assert.equal(exhausted(quota({ dayUsed: 20_000 }), NOW), true);
  });

  it('writes durations a person reads at a glance', () => {
    assert.equal(duration(41_100), '42 s');
    assert.equal(duration(5 * 60_000), '5 min');
    assert.equal(duration(3 * 3_600_000 + 12 * 60_000), '3 h 12 min');
    assert.equal(duration(-5), '0 s');
  });

  it('durations, plan limits and a long key name read in the person\'s language and whole (failed before: "3 h 12 min", "a minute" in a Chinese tooltip; a name cut inside an emoji)', () => {
    useBundle({ '{0} s': '{0} 秒', '{0} min': '{0} 分钟', '{0} h {1} min': '{0} 小时 {1} 分钟', '{0} h': '{0} 小时', '{0} a minute, {1} a day': '每分钟 {0} 次，每天 {1} 次' });
    try {
      assert.equal(duration(41_100), '42 秒');
      assert.equal(duration(3 * 3_600_000 + 12 * 60_000), '3 小时 12 分钟');
      assert.equal(duration(2 * 3_600_000), '2 小时');
      assert.equal(limits(PLANS.hobby), `每分钟 ${PLANS.hobby.perMinute} 次，每天 ${PLANS.hobby.perDay} 次`);
    } finally {
      useBundle(undefined);
    }
    const name = statusText({ ...work, keyLabel: `${'a'.repeat(22)}🚀🚀 key` }, undefined, NOW)!;
    assert.ok(name.includes(`${'a'.repeat(22)}🚀…`), name);
    assert.ok(!/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(name), `no half of an emoji: ${JSON.stringify(name)}`);
  });
});

describe('status: what a screen reader says', () => {
  it('the counters in words, and the used-up quota the warning colour shows', () => {
    assert.equal(statusAccessibility(builderKey, quota(), NOW), 'Social Pulse, key Team, 3 of 100 requests this minute, 120 of 20,000 today');
    assert.equal(statusAccessibility(work, quota({ plan: PLANS.hobby, minuteUsed: 4, dayUsed: 57 }), NOW),
      'Social Pulse, key Work, 4 of 4 requests this minute, 57 of 100 today, quota used up');
    assert.equal(statusAccessibility(work, undefined, NOW), 'Social Pulse, key Work, plan Hobby');
    assert.equal(statusAccessibility({ mode: 'none', plan: PLANS.hobby }, undefined, NOW), undefined);
  });

  it('demo data and a request waiting for quota', () => {
    assert.equal(statusAccessibility(demo, undefined, NOW), 'Social Pulse, demo data');
    assert.equal(statusAccessibility(demo, quota({ waiting: 1, waitingUntil: NOW + 7_000 }), NOW), 'Social Pulse, demo data, waiting for quota, 7 seconds');
  });
});

describe('status: details', () => {
  const addresses = { baseUrl: 'http://127.0.0.1:5000/api4', markdownUrl: 'http://127.0.0.1:5000/ai', mcpUrl: 'http://127.0.0.1:5000/mcp' };

  it('lists mode, plan, use with resets, addresses and cache', () => {
    const lines = connectionDetails({ state: demo, quota: quota(), now: NOW, addresses, cache: { persisted: false } });
    const byLabel = new Map<string, string>(lines.map((l) => [l.label, l.value]));
    assert.match(byLabel.get('$(pulse) Mode')!, /Demo data from a local emulator/);
    assert.equal(byLabel.get('$(dashboard) Plan'), 'Builder: 100 a minute, 20,000 a day');
    assert.equal(byLabel.get('$(clock) This minute'), '3 of 100 used, resets in 42 s');
    assert.equal(byLabel.get('$(calendar) Today'), '120 of 20,000 used, resets in 5 h');
    assert.equal(byLabel.get('$(globe) Service'), addresses.baseUrl);
    assert.match(byLabel.get('$(database) Cache')!, /In memory only/);
  });

  it('says when nothing was counted yet and how big the saved cache is', () => {
    const lines = connectionDetails({ state: work, now: NOW, addresses, cache: { persisted: true, bytes: 35_000 } });
    assert.ok(lines.some((l) => l.label === '$(clock) Quota' && /Nothing counted yet/.test(l.value)));
    assert.ok(lines.some((l) => l.value === 'Saved between reloads (34 KB)'));
    assert.ok(lines.some((l) => l.value === 'The service, with key "Work"'));
  });
});
