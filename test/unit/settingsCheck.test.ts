import * as assert from 'node:assert/strict';
import { DEFAULTS, checkSettings, describeProxy, digestSetIn, routingSetIn, type RawSettings } from '../../src/editor/settingsCheck';

const good: RawSettings = {
  baseUrl: 'https://lunarcrush.com/api4/',
  markdownUrl: 'https://lunarcrush.ai',
  mcpUrl: 'https://lunarcrush.ai/mcp',
  plan: 'builder',
  enterpriseLimits: { perMinute: 1000, perDay: 500000 },
  demo: false,
  backgroundRefreshMinutes: 15,
  loadRemoteImages: true,
  timeZone: 'utc',
  userTimeZone: 'utc',
  proxy: '',
  noProxy: [],
};

describe('settings: checks', () => {
  it('takes the watchlist refresh in whole minutes, 0 for off, and falls back to 15 from anything else', () => {
    assert.equal(checkSettings({ ...good, backgroundRefreshMinutes: 0 }).values.backgroundRefreshMinutes, 0);
    assert.equal(checkSettings({ ...good, backgroundRefreshMinutes: undefined }).values.backgroundRefreshMinutes, DEFAULTS.backgroundRefreshMinutes);
    for (const bad of [-1, 2.5, '10', null]) {
      const { values, problems } = checkSettings({ ...good, backgroundRefreshMinutes: bad });
      assert.equal(values.backgroundRefreshMinutes, 15, String(bad));
      assert.equal(problems.length, 1, String(bad));
      assert.equal(problems[0]!.setting, 'socialPulse.backgroundRefreshMinutes');
    }
  });

  it('takes good values as they are (trailing slash trimmed)', () => {
    const { values, problems } = checkSettings(good);
    assert.deepEqual(problems, []);
    assert.equal(values.baseUrl, 'https://lunarcrush.com/api4');
    assert.equal(values.plan, 'builder');
    assert.equal(values.proxy, undefined);
    assert.equal(values.noProxy, undefined);
  });

  it('falls back from a bad address with a message that does not repeat the value', () => {
    const pasted = 'sk-live-0123456789abcdef';
    const { values, problems } = checkSettings({ ...good, baseUrl: pasted });
    assert.equal(values.baseUrl, DEFAULTS.baseUrl);
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.setting, 'socialPulse.baseUrl');
    assert.match(problems[0]!.message, /not a web address/);
    assert.ok(!problems[0]!.message.includes(pasted));
  });

  it('refuses addresses that would expose the key, and allows http on this computer', () => {
    const bad = ['http://mirror.example.com/api4', 'https://me:pw@example.com/api4', 'https://example.com/api4?x=1', 'ftp://example.com', ''];
    for (const baseUrl of bad) {
      const { values, problems } = checkSettings({ ...good, baseUrl });
      assert.equal(values.baseUrl, DEFAULTS.baseUrl, baseUrl);
      assert.equal(problems.length, 1, baseUrl);
    }
    for (const baseUrl of ['http://127.0.0.1:8080/api4', 'http://localhost:3000/api4', 'http://[::1]:9/api4']) {
      assert.equal(checkSettings({ ...good, baseUrl }).values.baseUrl, baseUrl);
    }
  });

  it('uses the slowest plan for an unknown plan', () => {
    const { values, problems } = checkSettings({ ...good, plan: 'platinum' });
    assert.equal(values.plan, 'hobby');
    assert.match(problems[0]!.message, /socialPulse\.plan must be one of/);
  });

  it('checks enterprise limits only on the enterprise plan, keeping the good half', () => {
    const broken = { perMinute: 0, perDay: 250000 };
    assert.deepEqual(checkSettings({ ...good, enterpriseLimits: broken }).problems, []);
    const { values, problems } = checkSettings({ ...good, plan: 'enterprise', enterpriseLimits: broken });
    assert.deepEqual(values.enterpriseLimits, { perMinute: DEFAULTS.enterpriseLimits.perMinute, perDay: 250000 });
    assert.equal(problems[0]!.setting, 'socialPulse.enterpriseLimits');
    assert.deepEqual(checkSettings({ ...good, plan: 'enterprise', enterpriseLimits: { perMinute: 5, perDay: 50 } }).values.enterpriseLimits,
      { perMinute: 5, perDay: 50 });
  });

  it('reads the proxy (scheme optional) and joins the hosts that bypass it', () => {
    const { values, problems } = checkSettings({ ...good, proxy: 'proxy.corp:3128', noProxy: ['a.example', ' ', 'b.example', 3] });
    assert.deepEqual(problems, []);
    assert.equal(values.proxy, 'http://proxy.corp:3128');
    assert.equal(values.noProxy, 'a.example,b.example');
    const bad = checkSettings({ ...good, proxy: 'socks5://proxy:1080' });
    assert.equal(bad.values.proxy, undefined);
    assert.equal(bad.problems[0]!.setting, 'http.proxy');
  });

  it('loads remote images when unset or true; a value that is neither turns them off and says so (failed before: "false" typed as text loaded them)', () => {
    assert.equal(checkSettings({ ...good, loadRemoteImages: undefined }).values.loadRemoteImages, true);
    assert.equal(checkSettings({ ...good, loadRemoteImages: false }).values.loadRemoteImages, false);
    assert.deepEqual(checkSettings({ ...good, loadRemoteImages: true }).problems, []);
    for (const bad of ['false', 'no', 0, null]) {
      const { values, problems } = checkSettings({ ...good, loadRemoteImages: bad });
      assert.equal(values.loadRemoteImages, false, String(bad));
      assert.deepEqual(problems.map((p) => p.setting), ['socialPulse.loadRemoteImages'], String(bad));
      assert.match(problems[0]!.message, /true or false/);
    }
  });

  it('takes demo as on only for true, and names a value that is neither', () => {
    assert.equal(checkSettings({ ...good, demo: true }).values.demo, true);
    const { values, problems } = checkSettings({ ...good, demo: 'true' });
    assert.equal(values.demo, false);
    assert.deepEqual(problems.map((p) => p.setting), ['socialPulse.demo']);
  });

  it('shows times in UTC, local time or a named zone; another value is named and UTC is used', () => {
    assert.equal(checkSettings({ ...good, timeZone: 'local' }).values.timeZone, 'local');
    assert.equal(checkSettings({ ...good, timeZone: undefined }).values.timeZone, 'utc');
    // a remote window's host runs in another zone than the person: they name theirs, spelt as Intl spells it
    assert.equal(checkSettings({ ...good, timeZone: 'Europe/Berlin' }).values.timeZone, 'Europe/Berlin');
    assert.equal(checkSettings({ ...good, timeZone: ' america/new_york ' }).values.timeZone, 'America/New_York');
    // utc and local in any case and spacing are the setting's words, not zone names: "UTC" is not the zone named UTC
    for (const [typed, choice] of [['Local', 'local'], ['LOCAL', 'local'], [' local ', 'local'], ['UTC', 'utc'], ['Utc', 'utc'], [' utc', 'utc']]) {
      const { values, problems } = checkSettings({ ...good, timeZone: typed, userTimeZone: typed });
      assert.deepEqual([values.timeZone, values.notesTimeZone, problems], [choice, choice, []], typed);
    }
    for (const bad of ['Mars/Olympus', 'CEST+1', '', ' ', 3]) {
      const { values, problems } = checkSettings({ ...good, timeZone: bad });
      assert.equal(values.timeZone, 'utc', String(bad));
      assert.deepEqual(problems.map((p) => p.setting), ['socialPulse.timeZone'], String(bad));
      assert.match(problems[0]!.message, /time zone name such as Europe\/Berlin/);
    }
  });

  it("takes the zone of the notes' day and the digest from the user settings only: a workspace's zone changes the times shown", () => {
    // a cloned folder's .vscode/settings.json names Tokyo; the person's own settings name no zone, or Berlin
    const cloned = checkSettings({ ...good, timeZone: 'Asia/Tokyo', userTimeZone: 'utc' });
    assert.equal(cloned.values.timeZone, 'Asia/Tokyo');
    assert.equal(cloned.values.notesTimeZone, 'utc');
    // the person's own "UTC" is utc too: the digest and the notes' day stay on this machine's
    assert.equal(checkSettings({ ...good, timeZone: 'Asia/Tokyo', userTimeZone: 'UTC' }).values.notesTimeZone, 'utc');
    assert.equal(checkSettings({ ...good, timeZone: 'Asia/Tokyo', userTimeZone: 'Local' }).values.notesTimeZone, 'local');
    assert.equal(checkSettings({ ...good, timeZone: 'Asia/Tokyo', userTimeZone: 'Europe/Berlin' }).values.notesTimeZone, 'Europe/Berlin');
    assert.equal(checkSettings({ ...good, timeZone: 'Europe/Berlin', userTimeZone: 'Europe/Berlin' }).values.notesTimeZone, 'Europe/Berlin');
    // a bad value in effect everywhere is said once
    assert.equal(checkSettings({ ...good, timeZone: 'Mars/Olympus', userTimeZone: 'Mars/Olympus' }).problems.length, 1);
    // a bad user value under a workspace's good one is said too: the notes follow this machine's day meanwhile
    const hidden = checkSettings({ ...good, timeZone: 'Asia/Tokyo', userTimeZone: 'Mars/Olympus' });
    assert.equal(hidden.values.notesTimeZone, 'utc');
    assert.deepEqual(hidden.problems.map((p) => p.setting), ['socialPulse.timeZone']);
    assert.match(hidden.problems[0]!.message, /in your user settings/);
  });

  it('describes a proxy for the log without its credentials', () => {
    assert.equal(describeProxy('http://user:secret@proxy.corp:3128'), 'http://proxy.corp:3128');
    assert.equal(describeProxy(undefined), 'none');
  });
});

describe('settings: a workspace trying to route the key', () => {
  it('finds the key-routing settings a .vscode/settings.json sets, comments and trailing commas allowed', () => {
    const text = `{
      // where the key would go
      "socialPulse.baseUrl": "https://evil.example/api4", /* and here */
      "socialPulse.mcpUrl": "https://evil.example/mcp",
      "socialPulse.plan": "builder",
      "editor.fontSize": 14,
    }`;
    assert.deepEqual(routingSetIn(text), ['socialPulse.baseUrl', 'socialPulse.mcpUrl']);
  });

  it('reads the settings of a .code-workspace file, not its top level', () => {
    const text = '{"folders":[{"path":"."}],"socialPulse.baseUrl":"x","settings":{"socialPulse.markdownUrl":"https://evil.example"}}';
    assert.deepEqual(routingSetIn(text, true), ['socialPulse.markdownUrl']);
  });

  it('finds nothing in commented-out lines, other settings, empty or broken files', () => {
    assert.deepEqual(routingSetIn('{\n  // "socialPulse.baseUrl": "https://evil.example"\n  "http.proxy": "http://p:3128"\n}'), []);
    for (const text of ['', 'null', '[]', '{', 'not json', '{"settings": 3}']) {
      assert.deepEqual(routingSetIn(text), [], text);
      assert.deepEqual(routingSetIn(text, true), [], text);
    }
  });

  it('finds a folder\'s digest schedule, budget and note: the digest takes them from the user settings only', () => {
    const text = `{
      "socialPulse.digest.time": "03:00",
      "socialPulse.digest.maxRequests": 1000,
      // into a file the repository tracks
      "socialPulse.digest.target": "docs/team-notes.md",
      "socialPulse.digest.sections": ["watchlist"],
    }`;
    assert.deepEqual(digestSetIn(text), ['socialPulse.digest.time', 'socialPulse.digest.maxRequests', 'socialPulse.digest.target']);
    assert.deepEqual(digestSetIn('{"settings":{"socialPulse.digest.days":["sun"]}}', true), ['socialPulse.digest.days']);
    assert.deepEqual(digestSetIn('{"socialPulse.digest.sections":[]}'), [], 'which sections is harmless');
  });
});
