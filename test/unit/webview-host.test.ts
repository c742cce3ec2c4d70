// The webview host, driven as VS Code drives it (a stand-in webview panel: the host's boundary to
// the editor) over real emulator data: the handshake, each request answered once by its id, a
// section's failure shown in the section and in the answer, a failed action told to the person,
// refusals, and disposal.
import * as assert from 'node:assert/strict';
import { ServiceError } from '../../src/service/api/errors';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import type { ItemRef } from '../../src/shared/items';
import { loadSection } from '../../src/features/panels/loaders';
import type { HostMessage, InitMessage, ReplyMessage, WebviewRequest } from '../../src/shared/protocol/messages';
import { DEFAULT_SERIES, SOCIAL_SECTIONS, type SectionId } from '../../src/shared/protocol/views';
import { isReplyMessage, isRequestEnvelope } from '../../src/shared/protocol/requests';
import { WebviewHost } from '../../src/editor/panelHost/host';
import type { RequestHandlers, WebviewProvider } from '../../src/editor/panelHost/provider';
import { PanelStore } from '../../src/features/panels/store';
import { buildMarkdown } from '../../src/shared/render/markdown';
import { clientFor, KEY, recordingLogger, until } from './client-helpers';

type Listener<T> = (e: T) => unknown;

/** The smallest `vscode.Event`: listeners, and a way to fire them. */
function emitter<T>(): { event: (l: Listener<T>) => { dispose(): void }; fire(e: T): void } {
  const listeners = new Set<Listener<T>>();
  return {
    event: (l) => {
      listeners.add(l);
      return { dispose: () => listeners.delete(l) };
    },
    fire: (e) => [...listeners].forEach((l) => l(e)),
  };
}

/** A webview panel as the host sees it: what it posts is recorded, what the page sends is `send`. */
class StandInPanel {
  readonly posted: (HostMessage | ReplyMessage)[] = [];
  readonly shells: boolean[] = [];
  disposeCalls = 0;
  visible = true;
  /** The page's answer to an init, when a test plays the page (webview/main.ts), after the message is delivered. */
  onInit?: (m: InitMessage) => void;
  private readonly received = emitter<unknown>();
  private readonly closed = emitter<void>();
  readonly webview = {
    postMessage: async (m: unknown): Promise<boolean> => {
      // a real webview gets a structured clone, never the host's objects
      const copy = structuredClone(m) as HostMessage | ReplyMessage;
      this.posted.push(copy);
      if (copy.type === 'init') setImmediate(() => this.onInit?.(copy));
      return true;
    },
    onDidReceiveMessage: this.received.event,
  };
  readonly onDidDispose = this.closed.event;

  send(m: unknown): void {
    this.received.fire(m);
  }

  dispose(): void {
    this.disposeCalls++;
    this.closed.fire();
  }

  replies(): ReplyMessage[] {
    return this.posted.filter(isReplyMessage);
  }

  reply(id: number): ReplyMessage | undefined {
    return this.replies().find((r) => r.id === id);
  }
}

const HOBBY_KEY = 'hobby-key-for-tests';

describe('webview host: requests answered by id, over emulator data', () => {
  let emulator: Emulator;
  let client: SocialClient;
  let topic: ItemRef;

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder', [HOBBY_KEY]: 'hobby' } });
    client = clientFor(emulator).client;
    const t = emulator.data.topics[0]!;
    topic = { kind: 'topic', id: t.topic, title: t.title };
  });

  after(async () => {
    client.dispose();
    await emulator.close();
  });

  /** What the test changes under the host: the connection's mode and the client it gives. */
  interface Source { mode: 'demo' | 'key'; client?: SocialClient }

  function host(ref: ItemRef, requests: RequestHandlers = {}, store?: PanelStore, source: Source = { mode: 'demo' }): { panel: StandInPanel; host: WebviewHost; failures: string[]; log: ReturnType<typeof recordingLogger>; connectionChanged(): void } {
    const panel = new StandInPanel();
    const connection = emitter<unknown>();
    const failures: string[] = [];
    const log = recordingLogger();
    const provider: WebviewProvider = {
      view: 'topic',
      initial: () => ({ ref }),
      load: (m, run) => loadSection({
        client: run.client, view: 'topic', subject: ref.id, ref,
        options: { signal: run.signal, refresh: run.refresh, priority: run.priority }, socialData: true,
        emit: (s, d, meta) => run.emit(s, d, meta), progress: (t) => run.progress(t),
      }, m),
      requests,
    };
    if (store) {
      // as ItemPanel holds its answers for the exports
      provider.received = (s, d, meta) => store.receive(s, d, meta, source.mode === 'demo');
      provider.failed = (s) => store.drop(s);
      provider.sourceChanged = () => store.clear();
    }
    const h = new WebviewHost(panel, provider, {
      name: 'panels: test',
      log,
      connection: { state: source, onDidChangeState: connection.event, client: async () => source.client ?? client },
      showShell: (images) => panel.shells.push(images),
      reportFailure: (message) => failures.push(message),
    });
    return { panel, host: h, failures, log, connectionChanged: () => connection.fire(undefined) };
  }

  const request = (id: number, r: WebviewRequest): unknown => ({ type: 'request', id, request: r });

  it('answers ready with the init of its provider, after writing the page once', () => {
    const { panel, host: h } = host(topic);
    assert.deepEqual(panel.shells, [false]);
    panel.send({ type: 'ready' });
    assert.deepEqual(panel.posted, [{ type: 'init', view: 'topic', ref: topic, demo: true, remoteImages: false, source: 0, timeZone: 'utc' }]);
    h.dispose();
  });

  it('answers each request once, by its id, after the section\'s data', async () => {
    const { panel, host: h } = host(topic);
    panel.send(request(7, { type: 'load', section: 'summary' }));
    panel.send(request(3, { type: 'load', section: 'news' }));
    await until(() => panel.replies().length === 2, 'both replies');
    assert.deepEqual(panel.replies().map((r) => r.id).sort(), [3, 7]);
    assert.ok(panel.replies().every((r) => r.ok));
    const summary = panel.posted.findIndex((m) => m.type === 'data' && m.section === 'summary');
    assert.ok(summary >= 0 && summary < panel.posted.indexOf(panel.reply(7)!), 'the data comes before its answer');
    const data = panel.posted[summary] as Extract<HostMessage, { type: 'data'; section: 'summary' }>;
    assert.equal(data.data.title, topic.title, 'the emulator\'s topic, as the service gives it');
    assert.deepEqual(h.sectionStatus(), { summary: 'data', news: 'data' });
    h.dispose();
  });

  it('shows a section\'s failure in the section and answers its request with the same error, telling no one else', async () => {
    const { panel, host: h, failures } = host({ kind: 'topic', id: 'zzznotatopic', title: 'none' });
    panel.send(request(1, { type: 'load', section: 'summary' }));
    await until(() => panel.replies().length === 1, 'the reply');
    const reply = panel.reply(1)!;
    assert.equal(reply.ok, false);
    const shown = panel.posted.find((m) => m.type === 'error');
    assert.ok(shown && shown.type === 'error' && shown.section === 'summary');
    assert.deepEqual(reply, { type: 'reply', id: 1, ok: false, error: shown.error });
    assert.equal(shown.error.kind, 'not-found');
    assert.deepEqual(failures, [], 'the section says it; no notification besides');
    assert.deepEqual(h.sectionStatus(), { summary: 'error' });
    h.dispose();
  });

  it('answers a failed action with its error and tells the person once', async () => {
    const { panel, host: h, failures, log } = host(topic, {
      openLink: () => {
        throw new ServiceError('network', 'The service could not be reached.');
      },
      copyMarkdown: async () => undefined,
    });
    panel.send(request(5, { type: 'openLink', url: 'https://example.com/' }));
    panel.send(request(6, { type: 'copyMarkdown' }));
    await until(() => panel.replies().length === 2, 'both replies');
    assert.deepEqual(panel.reply(5), { type: 'reply', id: 5, ok: false, error: { kind: 'network', message: 'The service could not be reached.' } });
    assert.deepEqual(panel.reply(6), { type: 'reply', id: 6, ok: true });
    assert.deepEqual(failures, ['The service could not be reached.']);
    assert.ok(log.lines.some((l) => l.startsWith('error: panels: test: openLink failed')));
    h.dispose();
  });

  it('refuses a section of another view and an action its provider lacks, in the answer only', async () => {
    const { panel, host: h, failures } = host(topic);
    panel.send(request(1, { type: 'load', section: 'coins', query: { source: 'v1' } }));
    panel.send(request(2, { type: 'compareAction', action: 'copyCsv' }));
    await until(() => panel.replies().length === 2, 'both replies');
    for (const id of [1, 2]) {
      const r = panel.reply(id)!;
      assert.ok(!r.ok && r.error.kind === 'invalid-input', String(id));
    }
    assert.deepEqual(panel.posted.filter((m) => m.type !== 'reply'), [], 'nothing loaded');
    assert.deepEqual(failures, []);
    h.dispose();
  });

  it('ignores a request outside its envelope and an envelope it could not answer', async () => {
    const { panel, host: h, log } = host(topic);
    for (const m of [
      { type: 'load', section: 'summary' },
      { type: 'request', id: 0, request: { type: 'load', section: 'summary' } },
      { type: 'request', id: 1.5, request: { type: 'refresh' } },
      { type: 'request', id: 2, request: { type: 'ready' } },
      { type: 'request', id: 3, request: { type: 'openLink', url: '' } },
      { type: 'request', id: 4, request: { type: 'refresh' }, extra: true },
    ]) {
      assert.equal(isRequestEnvelope(m), false, JSON.stringify(m));
      panel.send(m);
    }
    await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(panel.posted, []);
    assert.equal(log.lines.filter((l) => l.includes('ignored a malformed message')).length, 6);
    h.dispose();
  });

  it('retries and refreshes what was loaded, each answered by its own id', async () => {
    const { panel, host: h } = host(topic);
    panel.send(request(1, { type: 'load', section: 'whatsup' }));
    await until(() => !!panel.reply(1), 'the load');
    panel.send(request(2, { type: 'retry', section: 'whatsup' }));
    await until(() => !!panel.reply(2), 'the retry');
    panel.send(request(3, { type: 'refresh' }));
    await until(() => panel.replies().length === 3, 'the refresh');
    assert.deepEqual(panel.replies().map((r) => [r.id, r.ok]), [[1, true], [2, true], [3, true]]);
    assert.equal(panel.posted.filter((m) => m.type === 'data' && m.section === 'whatsup').length, 3);
    h.dispose();
  });

  it('answers a load a newer one of its section superseded as done, and shows only the newer one\'s data', async () => {
    const { panel, host: h } = host(topic);
    panel.send(request(1, { type: 'load', section: 'series', query: { bucket: 'hour', interval: '1w' } }));
    panel.send(request(2, { type: 'load', section: 'series', query: { bucket: 'day', interval: '1m' } }));
    await until(() => panel.replies().length === 2, 'both replies');
    assert.deepEqual(panel.replies().map((r) => [r.id, r.ok]).sort(), [[1, true], [2, true]]);
    const shown = panel.posted.filter((m) => m.type === 'data');
    assert.equal(shown.length, 1);
    assert.deepEqual(shown[0]!.type === 'data' && shown[0]!.section === 'series' && shown[0]!.data.query, { bucket: 'day', interval: '1m' });
    h.dispose();
  });

  /** The page's loads of a topic, each with an id after the last: every section, as its start() asks. */
  let lastId = 100;
  function askAll(panel: StandInPanel, sections: readonly SectionId[] = SOCIAL_SECTIONS.topic): number[] {
    return sections.map((section) => {
      const load: WebviewRequest = section === 'series' ? { type: 'load', section, query: DEFAULT_SERIES }
        : section === 'posts' ? { type: 'load', section, query: {} } : { type: 'load', section } as WebviewRequest;
      panel.send(request(++lastId, load));
      return lastId;
    });
  }

  it('on a new connection sends a new init to a visible page and leaves its loads to the page built anew; a hidden page waits for its ready', async () => {
    const { panel, host: h, connectionChanged } = host(topic);
    panel.send(request(1, { type: 'load', section: 'whatsup' }));
    await until(() => !!panel.reply(1), 'the load');
    panel.visible = false;
    connectionChanged();
    panel.visible = true;
    connectionChanged();
    const inits = panel.posted.filter((m): m is InitMessage => m.type === 'init');
    assert.equal(inits.length, 1, 'hidden: nothing sent');
    // the init of a new source: the page drops every figure of the old one (webview/main.ts)
    assert.equal(inits[0]!.source, 2, 'a source for each change, a hidden page\'s too');
    assert.equal(panel.posted.at(-1)!.type, 'init', 'no section loaded by the host: the page asks');
    const again = askAll(panel, ['whatsup']);
    await until(() => again.every((id) => !!panel.reply(id)), 'the section again');
    assert.equal(panel.posted.filter((m) => m.type === 'data').length, 2);
    h.dispose();
  });

  it('on a new connection asks the service once for each section of a page on a cold cache, not twice', async () => {
    const source: Source = { mode: 'demo' };
    const { panel, host: h, connectionChanged } = host(topic, {}, undefined, source);
    const first = askAll(panel);
    await until(() => first.every((id) => !!panel.reply(id)), 'the page\'s first loads');
    const cold = clientFor(emulator).client;
    source.client = cold;
    source.mode = 'key';
    // every answer slow: what the host began has reached the service when the page asks again
    emulator.faults.set({ kind: 'latency', ms: 300 });
    const before = emulator.requests();
    let again: number[] = [];
    panel.onInit = (init) => {
      const sentSince = panel.posted.slice(panel.posted.indexOf(init));
      const hostLoads = sentSince.filter((m) => m.type === 'state' && m.state === 'loading').length;
      void until(() => emulator.requests() - before >= hostLoads, 'the host\'s requests sent').then(() => {
        again = askAll(panel);
      });
    };
    try {
      connectionChanged();
      await until(() => again.length > 0 && again.every((id) => !!panel.reply(id)), 'the loads of the page built anew');
      assert.deepEqual(again.map((id) => panel.reply(id)!.ok), again.map(() => true));
      assert.equal(emulator.requests() - before, SOCIAL_SECTIONS.topic.length, 'one request a section');
    } finally {
      emulator.faults.clear();
      cold.dispose();
      h.dispose();
    }
  });

  it('holds for the exports only what the page shows: a failed reload drops its section\'s answer', async () => {
    const store = new PanelStore();
    const source: Source = { mode: 'key' };
    const { panel, host: h } = host(topic, {}, store, source);
    panel.send(request(1, { type: 'load', section: 'summary' }));
    await until(() => !!panel.reply(1), 'the load');
    assert.equal(store.data.summary?.data.title, topic.title);
    // the same key, now on a plan without social data: the retry fails and the page shows its error
    const hobby = clientFor(emulator, { plan: 'hobby', getKey: async () => HOBBY_KEY }).client;
    source.client = hobby;
    try {
      panel.send(request(2, { type: 'retry', section: 'summary' }));
      await until(() => !!panel.reply(2), 'the retry');
      assert.equal(panel.reply(2)!.ok, false);
      assert.equal(store.data.summary, undefined, 'no copy of the answer the error replaced');
      assert.ok(store.empty, 'a copy now has nothing, and says so');
    } finally {
      hobby.dispose();
      h.dispose();
    }
  });

  it('a new connection drops every answer held, and each answer says whether it was the demo\'s as it came', async () => {
    const store = new PanelStore();
    const source: Source = { mode: 'demo' };
    const { panel, host: h, connectionChanged } = host(topic, {}, store, source);
    panel.send(request(1, { type: 'load', section: 'summary' }));
    await until(() => !!panel.reply(1), 'the load');
    assert.equal(store.data.summary?.demo, true);
    assert.ok(buildMarkdown({ view: 'topic', ref: topic, data: store.data, demo: store.demo }).includes('(demo data)'));
    // a real key: even a hidden page's copies are of the demo no more
    source.mode = 'key';
    panel.visible = false;
    connectionChanged();
    assert.deepEqual(store.data, {});
    assert.equal(store.demo, false);
    panel.visible = true;
    connectionChanged();
    askAll(panel, ['summary']);
    await until(() => store.data.summary !== undefined, 'the section again');
    assert.equal(store.data.summary?.demo, false);
    assert.equal(store.demo, false);
    assert.ok(!buildMarkdown({ view: 'topic', ref: topic, data: store.data, demo: store.demo }).includes('(demo data)'));
    h.dispose();
  });

  it('after disposal posts nothing, not even the answer of a load in flight, and closes its panel once', async () => {
    const { panel, host: h } = host(topic);
    panel.send(request(1, { type: 'load', section: 'creators' }));
    h.dispose();
    h.dispose();
    panel.send({ type: 'ready' });
    await new Promise((r) => setTimeout(r, 200));
    assert.deepEqual(panel.posted.map((m) => m.type), ['state'], 'only the loading state sent before');
    assert.equal(panel.disposeCalls, 1);
  });
});

describe('webview host: the reply guard the webview checks', () => {
  it('takes a reply that is done, or failed with an error, and nothing between', () => {
    const error = { kind: 'network', message: 'm' };
    assert.ok(isReplyMessage({ type: 'reply', id: 1, ok: true }));
    assert.ok(isReplyMessage({ type: 'reply', id: 2, ok: false, error }));
    for (const bad of [
      { type: 'reply', id: 1, ok: true, error },
      { type: 'reply', id: 1, ok: false },
      { type: 'reply', id: 0, ok: true },
      { type: 'reply', id: '1', ok: true },
      { type: 'reply', id: 1, ok: false, error: { kind: 'network' } },
      { type: 'reply', id: 1 },
    ]) assert.equal(isReplyMessage(bad), false, JSON.stringify(bad));
  });
});
