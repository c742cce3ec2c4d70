// Every setting the manifest declares, given a value of the wrong type (as a hand-edited
// settings.json may hold), is named in a problem by the check that reads it: none falls back
// silently. A new setting fails here until its check is listed.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { checkSettings, type RawSettings } from '../../src/editor/settingsCheck';
import { checkDigestSettings, type RawDigestSettings } from '../../src/features/digest/config';
import { checkHoverSettings } from '../../src/editor/hoverSettings';
import { checkTickerSettings, type RawTickerSettings } from '../../src/features/ticker/core/settings';

const good: RawSettings = {
  baseUrl: 'https://lunarcrush.com/api4', markdownUrl: 'https://lunarcrush.ai', mcpUrl: 'https://lunarcrush.ai/mcp', plan: 'builder',
  enterpriseLimits: { perMinute: 1000, perDay: 500000 }, demo: false, backgroundRefreshMinutes: 15, loadRemoteImages: true,
  timeZone: 'utc', userTimeZone: 'utc', proxy: '', noProxy: [],
};
const goodDigest: RawDigestSettings = { time: '08:30', days: ['mon'], sections: ['watchlist'], maxRequests: 20, target: 'journal/x.md' };
const goodTicker: RawTickerSettings = { items: 'all', max: 5, topicFigure: 'rank' };

type Check = (value: unknown) => { setting: string }[];
const core = (key: keyof RawSettings): Check => (value) => checkSettings({ ...good, [key]: value }).problems;
const digest = (key: keyof RawDigestSettings): Check => (value) => checkDigestSettings({ ...goodDigest, [key]: value }).problems;
const ticker = (key: keyof RawTickerSettings): Check => (value) => checkTickerSettings({ ...goodTicker, [key]: value }).problems;

/** The check that reads each setting of the manifest. */
const CHECKS: Record<string, Check> = {
  'socialPulse.baseUrl': core('baseUrl'),
  'socialPulse.markdownUrl': core('markdownUrl'),
  'socialPulse.mcpUrl': core('mcpUrl'),
  'socialPulse.plan': core('plan'),
  'socialPulse.enterpriseLimits': (value) => checkSettings({ ...good, plan: 'enterprise', enterpriseLimits: value }).problems,
  'socialPulse.demo': core('demo'),
  'socialPulse.loadRemoteImages': core('loadRemoteImages'),
  'socialPulse.timeZone': core('timeZone'),
  'socialPulse.backgroundRefreshMinutes': core('backgroundRefreshMinutes'),
  'socialPulse.hovers.enabled': (value) => checkHoverSettings({ enabled: value, topics: [] }).problems,
  'socialPulse.hovers.topics': (value) => checkHoverSettings({ enabled: true, topics: value }).problems,
  'socialPulse.digest.time': digest('time'),
  'socialPulse.digest.days': digest('days'),
  'socialPulse.digest.target': digest('target'),
  'socialPulse.digest.sections': digest('sections'),
  'socialPulse.digest.maxRequests': digest('maxRequests'),
  'socialPulse.ticker.items': ticker('items'),
  'socialPulse.ticker.max': ticker('max'),
  'socialPulse.ticker.topicFigure': ticker('topicFigure'),
};

interface Declared { type?: string | string[] }

function declaredSettings(): [string, Declared][] {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as { contributes: { configuration: { properties: Record<string, Declared> } | { properties: Record<string, Declared> }[] } };
  return [manifest.contributes.configuration].flat().flatMap((c) => Object.entries(c.properties));
}

/** A value of another type than the declared one. */
function wrongFor(declared: Declared): unknown[] {
  switch (declared.type) {
    case 'boolean': return ['false', 0];
    case 'integer':
    case 'number': return ['10', true];
    case 'array': return ['bitcoin', { a: 1 }];
    case 'object': return ['1000', [1]];
    default: return [42, true];
  }
}

describe('settings: every declared setting is checked', () => {
  it('each setting of the manifest has a check, and each check is of a setting the manifest declares', () => {
    assert.deepEqual(declaredSettings().map(([name]) => name).sort(), Object.keys(CHECKS).sort());
  });

  for (const [name, declared] of declaredSettings()) {
    it(`${name}: a value of the wrong type is named`, () => {
      const check = CHECKS[name];
      assert.ok(check, `${name} has no check`);
      for (const wrong of wrongFor(declared)) {
        assert.ok(check(wrong).some((p) => p.setting === name), `${name} = ${JSON.stringify(wrong)} was taken without a word`);
      }
    });
  }

  it('an empty list where one is needed is named: the digest\'s sections and the ticker\'s pins', () => {
    assert.ok(CHECKS['socialPulse.digest.sections']!([]).some((p) => p.setting === 'socialPulse.digest.sections'));
    assert.deepEqual(checkDigestSettings({ ...goodDigest, sections: [] }).sections.length > 0, true, 'the digest still has its sections');
    assert.ok(CHECKS['socialPulse.ticker.items']!([]).some((p) => p.setting === 'socialPulse.ticker.items'));
  });
});
