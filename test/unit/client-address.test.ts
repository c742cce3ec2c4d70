// A service address that does not lead to the service. The emulator answers a path it has no
// operation at as the service does, 404 {"error":"Invalid endpoint (2)"}: socialPulse.baseUrl set
// to the host without /api4 is its origin. A redirect and a proxy's page come from faults.
import * as assert from 'node:assert/strict';
import * as clientModule from '../../src/service/api/client';
import { ServiceError } from '../../src/service/api/errors';
import { verifyKey } from '../../src/editor/keys/verify';
import { fixDetails, toErrorInfo } from '../../src/editor/errorPolicy';
import { failureNode } from '../../src/editor/treeKit/core/states';
import { isWebviewMessage } from '../../src/shared/protocol/guards';
import { clientFor, emulatorForSuite, failure, KEY, recordingLogger } from './client-helpers';

const REDIRECT = { kind: 'status', status: 301, body: '', headers: { location: 'https://lunarcrush.com/api4/public/topics/list/v1' } } as const;
const PROXY_PAGE = { kind: 'status', status: 403, body: '<html><body><h1>Access denied</h1>Blocked by your network policy.</body></html>' } as const;

describe('client: a service address that is not the service\'s', () => {
  const suite = emulatorForSuite();

  afterEach(() => suite.emulator.faults.clear());

  for (const network of ['undici', 'editor'] as const) {
    it(`the host without /api4: an address error naming socialPulse.baseUrl, not "Nothing found" (${network} stack)`, async () => {
      const { client } = clientFor(suite.emulator, { network, baseUrl: suite.emulator.origin });
      for (const call of [() => client.topicsList(), () => client.topic('bitcoin'), () => client.coinsList({ limit: 1 })]) {
        const e = await failure(call());
        assert.equal(e.kind, 'address', e.message);
        assert.equal(e.error['setting'], 'socialPulse.baseUrl');
        assert.match(e.message, /socialPulse\.baseUrl/);
        assert.match(e.message, /https:\/\/lunarcrush\.com\/api4/);
        assert.doesNotMatch(e.message, /check the name/);
      }
      client.dispose();
    });

    it(`a redirect is an address error naming the setting, not "unexpected status 301" (${network} stack)`, async () => {
      const { client } = clientFor(suite.emulator, { network });
      suite.emulator.faults.set({ ...REDIRECT, times: 1 });
      const e = await failure(client.topicsList());
      assert.equal(e.kind, 'address');
      assert.equal(e.error['setting'], 'socialPulse.baseUrl');
      assert.match(e.message, /socialPulse\.baseUrl/);
      assert.match(e.message, /301 to https:\/\/lunarcrush\.com\/api4/);
      assert.doesNotMatch(e.message, /unexpected status/);
      client.dispose();
    });
  }

  it('a 404 page on an operation without identifiers is the address; a subject or a sector that does not exist is still "not found"', async () => {
    const { client } = clientFor(suite.emulator);
    suite.emulator.faults.set({ kind: 'status', status: 404, body: '<html><body>Not Found</body></html>', match: '/topics/list/', times: 1 });
    assert.equal((await failure(client.topicsList())).kind, 'address');
    const missing = await failure(client.topic(suite.emulator.data.missingTopic));
    assert.equal(missing.kind, 'not-found');
    assert.match(missing.message, /check the name/);
    // the service's own 404 on an operation whose query, not its path, names what is missing
    suite.emulator.faults.set({ kind: 'status', status: 404, body: '{"error":"That item does not exist"}', match: '/coins/list/', times: 1 });
    const sector = await failure(client.coinsList({ limit: 1, filter: 'no-such-sector' }));
    assert.equal(sector.kind, 'not-found', sector.message);
    assert.doesNotMatch(sector.message, /socialPulse\.baseUrl/);
    client.dispose();
  });

  it("a proxy's or firewall's 403 page is not a plan refusal, and is not remembered as one", async () => {
    const { client } = clientFor(suite.emulator);
    suite.emulator.faults.set({ ...PROXY_PAGE, match: '/topic/bitcoin/v1', times: 1 });
    const e = await failure(client.topic('bitcoin'));
    assert.notEqual(e.kind, 'plan');
    assert.doesNotMatch(e.message, /Your plan does not include/);
    assert.match(e.message, /proxy or firewall/);
    // nothing of the tier is refused without asking: the next call goes, and is answered
    assert.equal((await client.topicNews('bitcoin')).source, 'network');
    client.dispose();
  });

  it('the markdown variant at a wrong address names socialPulse.markdownUrl', async () => {
    const { client } = clientFor(suite.emulator, { markdownUrl: suite.emulator.origin });
    const e = await failure(client.report({ kind: 'topic', topic: 'bitcoin' }, 'markdown'));
    assert.equal(e.kind, 'address');
    assert.equal(e.error['setting'], 'socialPulse.markdownUrl');
    assert.match(e.message, /socialPulse\.markdownUrl/);
    client.dispose();
  });

  it('the key check refuses a wrong address or a redirect (no "Save Without a Check"), and takes a 403 page as no proof of the key', async () => {
    const log = recordingLogger();
    const wrong = await verifyKey(clientModule, { baseUrl: suite.emulator.origin, markdownUrl: suite.emulator.markdownUrl, plan: 'hobby' }, KEY, log);
    assert.equal(wrong.kind, 'refused');
    assert.ok(wrong.kind === 'refused' && wrong.setting === 'socialPulse.baseUrl');
    assert.match(wrong.kind === 'refused' ? wrong.reason : '', /socialPulse\.baseUrl/);
    assert.doesNotMatch(wrong.kind === 'refused' ? wrong.reason : '', /refused this key/);
    const settings = { baseUrl: suite.emulator.baseUrl, markdownUrl: suite.emulator.markdownUrl, plan: 'hobby' } as const;
    suite.emulator.faults.set({ ...REDIRECT, times: 1 });
    assert.equal((await verifyKey(clientModule, settings, KEY, log)).kind, 'refused');
    suite.emulator.faults.set({ ...PROXY_PAGE, times: 1 });
    assert.equal((await verifyKey(clientModule, settings, KEY, log)).kind, 'unverified');
    assert.ok(!log.lines.join('\n').includes(KEY), 'the key reached the log');
  });
});

describe('error policy: a wrong address offers Open Settings at its setting', () => {
  it('trees and panels offer the setting that holds the address', () => {
    for (const [setting, fix, command] of [
      ['socialPulse.baseUrl', 'baseUrlSetting', 'socialPulse.openBaseUrlSetting'],
      ['socialPulse.markdownUrl', 'markdownUrlSetting', 'socialPulse.openMarkdownUrlSetting'],
    ] as const) {
      const error = new ServiceError('address', `Trending topics is not at the address in ${setting}.`, { status: 404, setting });
      assert.equal(toErrorInfo(error).fix, fix);
      assert.equal(fixDetails(fix).command.id, command);
      assert.equal(fixDetails(fix).label, 'Open Settings');
      const node = failureNode('topics', error, 0);
      assert.deepEqual(node.action, { kind: 'command', command, title: 'Open Settings…' });
      assert.equal(node.label, error.message);
      assert.ok(isWebviewMessage({ type: 'fix', action: fix }));
    }
  });
});
