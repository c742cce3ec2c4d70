// An address that leads to some other web site: a tiny loopback server plays it, answering with
// its own pages (a home page with 200, a page or an empty 404), never the service's JSON. Each is
// the address's error naming the setting that holds it, also where the path names a topic. The
// service's own 404 (the emulator's) stays "not found".
import * as assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as clientModule from '../../src/service/api/client';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { verifyKey } from '../../src/editor/keys/verify';
import { clientFor, failure, KEY, recordingLogger } from './client-helpers';

interface Page {
  status: number;
  contentType?: string;
  body: string;
}

const HOME = '<!DOCTYPE html><html><head><title>Welcome</title></head><body><h1>Our company</h1></body></html>';
const HOME_PAGE: Page = { status: 200, contentType: 'text/html; charset=utf-8', body: HOME };
/** A page with no label, or a wrong one: its first character still says it is not JSON. */
const UNLABELLED_PAGE: Page = { status: 200, contentType: 'text/plain', body: `\n  ${HOME}` };
const NOT_FOUND_PAGE: Page = { status: 404, contentType: 'text/html', body: '<html><body><h1>404 Not Found</h1><hr>nginx</body></html>' };
const EMPTY_NOT_FOUND: Page = { status: 404, body: '' };

/** The other site: every path answers with `page`. */
async function startOtherSite(): Promise<{ origin: string; answer(page: Page): void; close(): Promise<void> }> {
  let page: Page = HOME_PAGE;
  const server: Server = createServer((_req, res) => {
    res.writeHead(page.status, page.contentType ? { 'content-type': page.contentType } : {});
    res.end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answer: (p) => {
      page = p;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('client: an address that leads to another web site', () => {
  let emulator: Emulator;
  let site: Awaited<ReturnType<typeof startOtherSite>>;

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder' } });
    site = await startOtherSite();
  });
  after(async () => {
    await site.close();
    await emulator.close();
  });

  for (const [name, page] of [
    ['its home page with 200', HOME_PAGE],
    ['its page with 200, not labelled HTML', UNLABELLED_PAGE],
    ['its 404 page', NOT_FOUND_PAGE],
    ['an empty 404', EMPTY_NOT_FOUND],
  ] as const) {
    it(`${name}: the address's error naming socialPulse.baseUrl, on lists and on a topic alike`, async () => {
      site.answer(page);
      const { client } = clientFor(emulator, { baseUrl: `${site.origin}/api4` });
      for (const call of [() => client.topicsList(), () => client.topic('bitcoin'), () => client.creator('twitter', 'elonmusk')]) {
        const e = await failure(call());
        assert.equal(e.kind, 'address', e.message);
        assert.equal(e.error['setting'], 'socialPulse.baseUrl');
        assert.match(e.message, /socialPulse\.baseUrl/);
        assert.match(e.message, /https:\/\/lunarcrush\.com\/api4/);
        assert.doesNotMatch(e.message, /check the name|could not be read|<|nginx/);
      }
      client.dispose();
    });
  }

  it('the markdown variant at another site names socialPulse.markdownUrl, for a page with 200 and a page-style 404', async () => {
    const { client } = clientFor(emulator, { markdownUrl: site.origin });
    for (const page of [HOME_PAGE, NOT_FOUND_PAGE, EMPTY_NOT_FOUND]) {
      site.answer(page);
      for (const format of ['markdown', 'json', 'csv'] as const) {
        const e = await failure(client.report({ kind: 'topic', topic: 'bitcoin' }, format, { refresh: true }));
        assert.equal(e.kind, 'address', `${page.status} ${format}: ${e.message}`);
        assert.equal(e.error['setting'], 'socialPulse.markdownUrl');
        assert.match(e.message, /socialPulse\.markdownUrl/);
      }
    }
    client.dispose();
  });

  it('markdown that holds tags is still a report, not a web page', async () => {
    site.answer({ status: 200, contentType: 'text/markdown; charset=utf-8', body: '<div align="center">\n\n# Bitcoin\n\n</div>\n\nSentiment 81%.' });
    const { client } = clientFor(emulator, { markdownUrl: site.origin });
    const report = await client.report({ kind: 'topic', topic: 'bitcoin' }, 'markdown');
    assert.match(report.text, /# Bitcoin/);
    client.dispose();
  });

  it("the service's own 404 stays \"not found\": a topic and a report of a topic that does not exist", async () => {
    const { client } = clientFor(emulator);
    for (const call of [() => client.topic(emulator.data.missingTopic), () => client.report({ kind: 'topic', topic: emulator.data.missingTopic }, 'markdown')]) {
      const e = await failure(call());
      assert.equal(e.kind, 'not-found', e.message);
      assert.doesNotMatch(e.message, /socialPulse\./);
    }
    client.dispose();
  });

  it('the key check at another site is refused, naming socialPulse.baseUrl (no "Save Without a Check")', async () => {
    site.answer(HOME_PAGE);
    const log = recordingLogger();
    const verdict = await verifyKey(clientModule, { baseUrl: site.origin, markdownUrl: emulator.markdownUrl, plan: 'hobby' }, KEY, log);
    assert.equal(verdict.kind, 'refused');
    assert.ok(verdict.kind === 'refused' && verdict.setting === 'socialPulse.baseUrl');
    assert.ok(!log.lines.join('\n').includes(KEY), 'the key reached the log');
  });
});
