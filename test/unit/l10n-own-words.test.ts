// Our own messages reach a person translated, whole: with a bundle that changes every message it
// is asked for (here: to capitals), no English of ours is left in them. Only the values put into
// a message (setting names, addresses, what Node said) stay as they are.
import * as assert from 'node:assert/strict';
import { useBundle } from '../../src/shared/format/l10n';
import { checkSettings, type RawSettings } from '../../src/editor/settingsCheck';
import { fixDetails } from '../../src/editor/errorPolicy';
import { FIX_ACTIONS } from '../../src/shared/protocol/fixes';
import { loadClient } from '../../src/editor/connection/bundles';
import { acceptPick } from '../../src/editor/pickers/core/lookupModel';
import { noKeySet } from '../../src/editor/keys/wording';

/** Every message "translated" to capitals, its {0} placeholders kept. */
const SHOUTING = new Proxy({}, {
  get: (_, key) => (typeof key === 'string' ? key.split(/(\{\d+\})/).map((part, i) => (i % 2 ? part : part.toUpperCase())).join('') : undefined),
}) as Record<string, string>;

/** Words of ours left untranslated: lower-case words once the values put in are taken out. */
function english(text: string): string[] {
  return text.replace(/\b(?:socialPulse|http)\.[\w.]+/g, '').replace(/https?:\/\/\S+/g, '').match(/\b[a-z]{2,}\b/g) ?? [];
}

const good: RawSettings = {
  baseUrl: 'https://lunarcrush.com/api4', markdownUrl: 'https://lunarcrush.ai', mcpUrl: 'https://lunarcrush.ai/mcp', plan: 'enterprise',
  enterpriseLimits: { perMinute: 1000, perDay: 500000 }, demo: false, backgroundRefreshMinutes: 15, loadRemoteImages: true, timeZone: 'utc', userTimeZone: 'utc', proxy: '', noProxy: [],
};

describe('l10n: our messages are translated whole', () => {
  beforeEach(() => useBundle(SHOUTING));
  afterEach(() => useBundle(undefined));

  it('a bad setting\'s warning: every problem of an address, and the enterprise limits', () => {
    const bad = ['ftp://example.com', 'http://mirror.example.com/api4', 'https://me:pw@example.com/api4', 'https://example.com/api4?x=1', '', 'not an address'];
    const messages = bad.flatMap((baseUrl) => checkSettings({ ...good, baseUrl }).problems.map((p) => p.message));
    messages.push(...checkSettings({ ...good, enterpriseLimits: { perMinute: 0 } }).problems.map((p) => p.message));
    assert.equal(messages.length, bad.length + 1);
    for (const m of messages) assert.deepEqual(english(m), [], m);
  });

  it('what a tree\'s fix line says it does and how it helps', () => {
    for (const action of FIX_ACTIONS) {
      const { does, hint } = fixDetails(action);
      assert.deepEqual([...english(does), ...english(hint)], [], `${action}: ${does} / ${hint}`);
    }
  });

  it('a bundle that cannot be loaded, a picker\'s empty answer, a request without a key', () => {
    assert.throws(loadClient, (e: Error) => e.message.startsWith('SOCIAL PULSE COULD NOT LOAD ITS NETWORK CLIENT (client.js): '));
    const empty = acceptPick(undefined, 'topic', '');
    assert.ok('problem' in empty && empty.problem.startsWith('TYPE A '), JSON.stringify(empty));
    assert.deepEqual(english(noKeySet()), []);
  });
});
