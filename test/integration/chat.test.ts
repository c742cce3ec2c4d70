// Social Pulse in chat, in the real extension host: every tool through vscode.lm.invokeTool on
// demo data, errors and plan gating as text, cancellation, and the @pulse handler end to end with
// a deterministic local model (registered through registerLanguageModelChatProvider when this
// VS Code lets a test declare one, else a model object with sendRequest) and without a model.
// The confirmation dialog of a costly call is proven in test/e2e/tool-confirm-path.mjs: in extension
// tests VS Code's dialog service confirms at once without showing anything.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { PulseResultMetadata } from '../../src/features/chat/turnResults';
import type { SocialPulseApi } from '../../src/main/extension';
import { unsafeMarkup } from '../unit/markdown-oracle';
import { activateOnDemo, type Emulator, fakeKey, onOwnEmulator, resetCore, turnOnDemo, waitFor } from './coreHelpers';

const TOOL_INPUTS: Record<string, object> = {
  socialPulse_trendingTopics: { limit: 5 },
  socialPulse_topic: { topic: 'solana' },
  socialPulse_timeSeries: { name: 'bitcoin', metrics: ['interactions', 'sentiment'] },
  socialPulse_topicFeed: { topic: 'bitcoin', kind: 'posts', limit: 3 },
  socialPulse_category: { category: 'cryptocurrencies', limit: 3 },
  socialPulse_marketList: { asset: 'coins', limit: 3 },
  socialPulse_creator: { network: 'twitter', creator: 'theonchain1785' },
  socialPulse_compareTopics: { topics: ['solana', 'ethereum'] },
  socialPulse_report: { id: 'bitcoin', maxChars: 1000 },
};

function textOf(result: vscode.LanguageModelToolResult): string {
  return result.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : '')).join('');
}

async function invoke(name: string, input: object, token?: vscode.CancellationToken): Promise<string> {
  return textOf(await vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined }, token));
}

/** A response stream that records what the handler sends. */
class RecordingStream {
  readonly markdown: string[] = [];
  readonly buttons: vscode.Command[] = [];
  readonly references: string[] = [];
  readonly progress: string[] = [];
  readonly stream = new Proxy({} as vscode.ChatResponseStream, {
    get: (_t, prop: string) => {
      switch (prop) {
        case 'markdown': return (v: string | vscode.MarkdownString) => this.markdown.push(typeof v === 'string' ? v : v.value);
        case 'button': return (c: vscode.Command) => this.buttons.push(c);
        case 'reference': return (r: vscode.Uri | vscode.Location) => this.references.push(r instanceof vscode.Uri ? r.toString() : r.uri.toString());
        case 'progress': return (v: string) => this.progress.push(v);
        default: return () => undefined;
      }
    },
  });
  get text(): string {
    return this.markdown.join('');
  }
}

/** The same words for the same prompt: echoes the figures it was given, or asks for a tool first. */
function scriptedReply(messages: readonly vscode.LanguageModelChatMessage[], hasTools: boolean): (vscode.LanguageModelTextPart | vscode.LanguageModelToolCallPart)[] {
  const all = messages.map((m) => m.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : p instanceof vscode.LanguageModelToolResultPart ? p.content.map((c) => (c instanceof vscode.LanguageModelTextPart ? c.value : '')).join('') : '')).join('')).join('\n');
  if (hasTools && !messages.some((m) => m.content.some((p) => p instanceof vscode.LanguageModelToolResultPart))) {
    return [new vscode.LanguageModelToolCallPart('call-1', 'socialPulse_compareTopics', { topics: ['solana', 'ethereum'] })];
  }
  const sentiment = /\| sentiment[^|]*\|([^\n]+)/i.exec(all)?.[1]?.trim() ?? 'no sentiment row';
  const rank = /\| #?1 \| ([^|]+)\|/.exec(all)?.[1]?.trim();
  return [new vscode.LanguageModelTextPart(`[local model] ${rank ? `Number one is ${rank}. ` : ''}Sentiment: ${sentiment}`)];
}

/** A model's response streaming `parts` (its text: their words); `afterwards` runs when the stream is read past them. */
function responseOf(parts: readonly (vscode.LanguageModelTextPart | vscode.LanguageModelToolCallPart)[], afterwards?: () => void): vscode.LanguageModelChatResponse {
  async function* stream(): AsyncIterable<unknown> {
    yield* parts;
    afterwards?.();
  }
  async function* text(): AsyncIterable<string> { for (const p of parts) if (p instanceof vscode.LanguageModelTextPart) yield p.value; }
  return { stream: stream(), text: text() } as vscode.LanguageModelChatResponse;
}

/** A model whose every request fails. */
const failingModel = { sendRequest: async (): Promise<never> => { throw new Error('model unavailable'); } };

/** A model object, for a VS Code that will not take a provider from a test. */
function fakeModel(): Pick<vscode.LanguageModelChat, 'sendRequest' | 'name' | 'id'> {
  return {
    id: 'local-test', name: 'Local test model',
    sendRequest: async (messages, options) => responseOf(scriptedReply(messages as vscode.LanguageModelChatMessage[], !!options?.tools?.length)),
  };
}

interface ProviderApi {
  registerLanguageModelChatProvider?(vendor: string, provider: unknown): vscode.Disposable;
}

/** Registers a deterministic provider; undefined when no extension declares the test vendor. */
async function registeredModel(): Promise<{ model: vscode.LanguageModelChat; dispose(): void } | undefined> {
  const lm = vscode.lm as unknown as ProviderApi;
  if (!lm.registerLanguageModelChatProvider) return undefined;
  let registration: vscode.Disposable;
  try {
    registration = lm.registerLanguageModelChatProvider('socialpulse-test', {
      provideLanguageModelChatInformation: () => [{ id: 'local-test', name: 'Local test model', family: 'local', version: '1', maxInputTokens: 100_000, maxOutputTokens: 4_000, capabilities: { toolCalling: true } }],
      provideLanguageModelChatResponse: async (_m: unknown, messages: vscode.LanguageModelChatMessage[], options: { tools?: unknown[] }, progress: vscode.Progress<unknown>) => {
        for (const part of scriptedReply(messages, !!options.tools?.length)) progress.report(part);
      },
      provideTokenCount: async (_m: unknown, text: unknown) => String(typeof text === 'string' ? text : JSON.stringify(text)).length / 4,
    });
  } catch {
    return undefined;
  }
  const models = await vscode.lm.selectChatModels({ vendor: 'socialpulse-test' });
  if (!models[0]) {
    registration.dispose();
    return undefined;
  }
  return { model: models[0], dispose: () => registration.dispose() };
}

/** Transcripts for review, next to the other figures the tests record. */
function record(title: string, body: string): void {
  const dir = process.env.SOCIAL_PULSE_TEST_RESULTS;
  if (dir) fs.appendFileSync(path.join(dir, 'chat-transcripts.md'), `\n\n==== ${title}\n\n${body}\n`);
}

function request(command: string | undefined, prompt: string, model?: unknown): vscode.ChatRequest {
  return { prompt, command, references: [], toolReferences: [], toolInvocationToken: undefined as never, model } as unknown as vscode.ChatRequest;
}

describe('Chat: language model tools and @pulse', () => {
  let api: SocialPulseApi;

  before(async () => {
    api = await activateOnDemo();
  });
  after(async () => {
    await resetCore(api);
  });

  it('registers every tool of the manifest with the editor', () => {
    const ours = vscode.lm.tools.filter((t) => t.name.startsWith('socialPulse_')).map((t) => t.name).sort();
    // the data tools, and pulseAlert (alert rules: test/integration/alertsThink.test.ts)
    assert.deepEqual(ours, [...Object.keys(TOOL_INPUTS), 'socialPulse_alert'].sort());
    for (const t of vscode.lm.tools.filter((x) => x.name.startsWith('socialPulse_'))) assert.ok(t.inputSchema && t.description.length > 100, t.name);
  });

  for (const [name, input] of Object.entries(TOOL_INPUTS)) {
    it(`${name} answers on demo data through vscode.lm.invokeTool`, async () => {
      const text = await invoke(name, input);
      assert.match(text, /^## /, text.slice(0, 300));
      assert.match(text, /Builder plan, demo data_/);
      assert.match(text, /\d+ requests? spent/);
    });
  }

  it('bad input comes back as a result, not an exception', async () => {
    const text = await invoke('socialPulse_compareTopics', { topics: ['solana', 'a/b'] });
    assert.match(text, /Invalid input for socialPulse_compareTopics:.*"\/" \(U\+002F\) is not allowed/);
  });

  it('without a key or demo data: what the person must do, as text', async () => {
    await resetCore(api);
    try {
      const text = await invoke('socialPulse_trendingTopics', {});
      assert.match(text, /failed \(unauthorized\)/);
      assert.match(text, /Set API Key/);
    } finally {
      await turnOnDemo(api);
    }
  });

  describe('on the service with a key', () => {
    let emulator: Emulator;
    const key = fakeKey();

    before(async () => {
      emulator = await onOwnEmulator(api, key, 'hobby', 'chat test');
    });
    after(async () => {
      await resetCore(api);
      await emulator.close();
      await turnOnDemo(api);
    });

    it('Hobby: a social tool says the plan lacks it, without a request; coins work (after the minute quota, if the demo used it)', async function () {
      // the counters carry over from the demo requests above: Hobby allows 4 a minute
      this.timeout(90_000);
      const before = emulator.requests();
      const text = await invoke('socialPulse_topic', { topic: 'bitcoin' });
      assert.match(text, /Not available on the Hobby plan:\*\* .* needs the Individual plan or higher/);
      assert.equal(emulator.requests(), before);
      const coins = await invoke('socialPulse_marketList', { limit: 2 });
      assert.match(coins, /## Coins by Market cap/);
      assert.match(coins, /Hobby plan_/);
      assert.equal(emulator.requests() - before, 1);
    });

    it('cancelling the token aborts the request in flight', async () => {
      emulator.faults.set({ kind: 'latency', ms: 8000, match: '/coins/list/v2' });
      const source = new vscode.CancellationTokenSource();
      const started = Date.now();
      setTimeout(() => source.cancel(), 200);
      const text = await invoke('socialPulse_marketList', { live: true, limit: 3 }, source.token).catch((e: unknown) => `threw: ${String(e)}`);
      emulator.faults.clear();
      assert.ok(Date.now() - started < 4000, `took ${Date.now() - started} ms`);
      assert.match(text, /cancel/i);
    });
  });

  describe('@pulse', () => {
    const handler = (): vscode.ChatRequestHandler => api.chat.participant.requestHandler;
    const none = new vscode.CancellationTokenSource().token;
    const history = { history: [] } as unknown as vscode.ChatContext;
    let local: { model: unknown; dispose(): void; kind: string };

    before(async () => {
      const registered = await registeredModel();
      local = registered ? { ...registered, kind: 'registered provider' } : { model: fakeModel(), dispose: () => undefined, kind: 'model object' };
      record('local model', local.kind);
    });
    after(() => local.dispose());

    for (const [command, prompt, shows] of [
      ['trending', '5', /## Trending social topics/],
      ['topic', 'solana', /## Solana \(topic `solana`\)/],
      ['compare', 'solana, ethereum', /## Solana vs Ethereum/],
      ['coins', 'top 5 by galaxy score', /## Coins by Galaxy Score/],
      ['report', 'bitcoin', /## Report: Bitcoin/],
    ] as const) {
      it(`/${command} without a model: the data's own tables, buttons, references, follow-ups`, async () => {
        const rec = new RecordingStream();
        const result = await handler()(request(command, prompt), history, rec.stream, none);
        const follow0 = await api.chat.participant.followupProvider!.provideFollowups(result!, history, none);
        record(`@pulse /${command} ${prompt} (no model)`, `${rec.text}\n\nbuttons: ${rec.buttons.map((b) => `${b.title} -> ${b.command}`).join('; ')}\nreferences: ${rec.references.join(' ')}\nfollow-ups: ${(follow0 ?? []).map((f) => `/${f.command} ${f.prompt}`).join('; ')}\nmetadata: ${JSON.stringify({ ...(result?.metadata as object), refs: undefined })}`);
        assert.match(rec.text, shows);
        const meta = result?.metadata as PulseResultMetadata;
        assert.equal(meta.command, command);
        assert.equal(meta.phrasedByModel, false);
        assert.ok(rec.buttons.some((b) => b.command === 'socialPulse.openItem'), 'an Open button');
        if (command !== 'coins') assert.ok(rec.buttons.some((b) => b.command === 'socialPulse.insertReport'), 'an Insert Report button');
        assert.ok(rec.references.length >= 1);
        const follow = await api.chat.participant.followupProvider!.provideFollowups(result!, history, none);
        assert.ok(follow && follow.length >= 1);
      });
    }

    it('/compare with a model: the model phrases the data, the data stays the source', async () => {
      const rec = new RecordingStream();
      const result = await handler()(request('compare', 'solana vs ethereum', local.model), history, rec.stream, none);
      record(`@pulse /compare solana vs ethereum (${local.kind})`, rec.text);
      assert.match(rec.text, /\[local model\] .*Sentiment: \d+% \| \d+%/);
      assert.match(rec.text, /requests? spent/);
      assert.equal((result?.metadata as PulseResultMetadata).phrasedByModel, true);
    });

    it('a free question with a model: the model calls the Social Pulse tools', async () => {
      const rec = new RecordingStream();
      await handler()(request(undefined, 'how is sentiment on solana vs ethereum this week?', local.model), history, rec.stream, none);
      record(`@pulse how is sentiment on solana vs ethereum this week? (${local.kind})`, rec.text);
      assert.match(rec.text, /\[local model\] Sentiment: \d+% \| \d+%/);
    });

    it('a model that fails: the answer falls back to the data', async () => {
      const rec = new RecordingStream();
      const result = await handler()(request('topic', 'bitcoin', failingModel), history, rec.stream, none);
      assert.match(rec.text, /## Bitcoin \(topic `bitcoin`\)/);
      assert.equal((result?.metadata as PulseResultMetadata).phrasedByModel, false);
    });

    describe('on hostile data (every text field carries markup and links)', () => {
      let hostile: Emulator;
      const key = fakeKey();
      /** A model steered by what it read: it repeats a command link, an image, raw HTML and a right-to-left override, in small pieces. */
      const steered = {
        sendRequest: async () => {
          const said = 'Read [the details](command:workbench.action.terminal.new) and ![pixel](https://127.0.0.1/pixel.gif) <img src=x onerror="window.__pwned=1"> abc\u202Egnp.exe\u202C.\n\n<command:workbench.action.terminal.new> [ref]\n\n[ref]: javascript:alert(1)\n';
          return responseOf((said.match(/[\s\S]{1,5}/g) ?? []).map((piece) => new vscode.LanguageModelTextPart(piece)));
        },
      };

      before(async () => {
        hostile = await onOwnEmulator(api, key, 'builder', 'chat hostile test', { hostile: true });
      });
      after(async () => {
        await resetCore(api);
        await hostile.close();
        await turnOnDemo(api);
      });

      for (const [command, prompt, model] of [['report', 'bitcoin', undefined], ['report', 'bitcoin', steered], ['topic', 'bitcoin', steered]] as const) {
        it(`/${command} ${prompt} ${model ? 'phrased by a steered model' : 'without a model'}: text, no live link but http(s), no image, no raw HTML, no bidi control`, async () => {
          const rec = new RecordingStream();
          await handler()(request(command, prompt, model), history, rec.stream, none);
          record(`@pulse /${command} ${prompt} on hostile data${model ? ' (steered model)' : ''}`, rec.text);
          // a link to anything but the web keeps its words; the data's markup shows as typed
          assert.match(rec.text, model ? /Read the details and / : /\\<script\\>window|&lt;script>window/);
          assert.deepEqual(unsafeMarkup(rec.text), []);
          const shown = [rec.text, ...rec.progress, ...rec.buttons.map((b) => b.title)].join('\n');
          assert.doesNotMatch(shown, /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u);
        });
      }

      it('the follow-ups after /trending (VS Code renders their labels as markdown): the topics\' names as text', async () => {
        const rec = new RecordingStream();
        const result = await handler()(request('trending', '5'), history, rec.stream, none);
        const follow = (await api.chat.participant.followupProvider!.provideFollowups(result!, history, none)) ?? [];
        assert.ok(follow.length >= 1);
        for (const f of follow) {
          assert.match(f.label ?? '', /pwned/, 'the hostile name is shown');
          assert.deepEqual(unsafeMarkup(f.label ?? ''), [], f.label);
          assert.doesNotMatch(f.label ?? '', /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u);
        }
      });
    });

    describe('a free question whose tool call is cancelled, or whose model fails (on the service with a key)', () => {
      let service: Emulator;
      const key = fakeKey();
      const QUESTION = 'how is sentiment on solana vs ethereum this week?';
      const call = new vscode.LanguageModelToolCallPart('call-1', 'socialPulse_compareTopics', { topics: ['solana', 'ethereum'] });
      /** A model that asks for a tool call, then `after` runs (the person stops the turn, or the call ends cancelled). */
      const askingThen = (after: () => void) => ({ sendRequest: async () => responseOf([call], after) });

      before(async () => {
        service = await onOwnEmulator(api, key, 'builder', 'chat cancel test');
      });
      after(async () => {
        await resetCore(api);
        await service.close();
        await turnOnDemo(api);
      });

      it('the person stops the turn as the model calls a tool: nothing is fetched, nothing more is said (failed before: the rules went on, "Fetching…" and an error)', async () => {
        const stop = new vscode.CancellationTokenSource();
        const rec = new RecordingStream();
        const before = service.requests();
        await handler()(request(undefined, QUESTION, askingThen(() => stop.cancel())), history, rec.stream, stop.token);
        assert.equal(service.requests(), before, 'no request');
        assert.deepEqual(rec.progress, [], 'no "Fetching…"');
        assert.equal(rec.text, 'Cancelled: nothing more was fetched.');
      });

      it('a tool call that ends cancelled (as a declined confirmation does) ends the turn: no request, no table (failed before: the rules fetched and showed the comparison)', async () => {
        // the test host confirms every dialog at once: the cancellation comes from the model's side here
        const rec = new RecordingStream();
        const before = service.requests();
        const result = await handler()(request(undefined, QUESTION, askingThen(() => { throw new vscode.CancellationError(); })), history, rec.stream, none);
        assert.equal(service.requests(), before, 'no request');
        assert.doesNotMatch(rec.text, /\|/, 'no table');
        assert.equal(rec.text, 'Cancelled: nothing more was fetched.');
        assert.equal((result?.metadata as PulseResultMetadata).requests, 0);
      });

      it('a model that fails: the rules answer through the tool, as the model\'s calls go, and say what they spent', async () => {
        const rec = new RecordingStream();
        const before = service.requests();
        const result = await handler()(request(undefined, QUESTION, failingModel), history, rec.stream, none);
        assert.match(rec.text, /## Solana vs Ethereum/);
        const meta = result?.metadata as PulseResultMetadata;
        assert.equal(meta.phrasedByModel, false);
        assert.ok(meta.requests > 0);
        assert.equal(service.requests() - before, meta.requests, 'what the answer says it spent is what the service got');
        assert.ok(rec.buttons.some((b) => b.command === 'socialPulse.openItem'), 'an Open button');
      });
    });

    it('/alert with a model: the model calls pulseAlert, and the answer shows what the tool wrote, as written', async () => {
      const lister = {
        sendRequest: async () => {
          async function* stream(): AsyncIterable<unknown> {
            yield new vscode.LanguageModelToolCallPart('call-1', 'socialPulse_alert', { action: 'list' });
          }
          return { stream: stream(), text: (async function* () { /* no words */ })() } as unknown as vscode.LanguageModelChatResponse;
        },
      };
      const rec = new RecordingStream();
      const result = await handler()(request('alert', 'list my rules', lister), history, rec.stream, none);
      // the tool's own markdown; shown as text it would read "yet\." and "rules\:"
      assert.match(rec.text, /^(No alert rules yet\. |1 alert rule:|\d+ alert rules:)/, rec.text);
      assert.equal(result?.errorDetails, undefined);
    });

    describe('two turns at once, while an agent calls the same tool (on the service with a key)', () => {
      let service: Emulator;
      const key = fakeKey();
      const broken = { sendRequest: async () => { throw new Error('model unavailable'); } };
      const AGENT_CALLS = 25;

      before(async () => {
        service = await onOwnEmulator(api, key, 'builder', 'chat turns test');
      });
      after(async () => {
        service.faults.clear();
        await resetCore(api);
        await service.close();
        await turnOnDemo(api);
      });

      it('each turn\'s rules answer is its own result: what it spent, its buttons (failed before: the first turn\'s result was lost among the calls answered meanwhile, and it said it failed)', async function () {
        this.timeout(90_000);
        // the service is slow with the list, so every later call joins the first turn's request and all answer together
        service.faults.set({ kind: 'latency', ms: 8000, match: '/topics/list' });
        const first = new RecordingStream();
        const second = new RecordingStream();
        const before = service.requests();
        const firstTurn = handler()(request(undefined, 'what is trending', broken), history, first.stream, none);
        await waitFor('the first turn\'s request at the service', () => service.requests() > before);
        const secondTurn = handler()(request(undefined, 'what is trending', broken), history, second.stream, none);
        const agent = Promise.all(Array.from({ length: AGENT_CALLS }, () => invoke('socialPulse_trendingTopics', { limit: 10 })));
        const [one, two, agentTexts] = await Promise.all([firstTurn, secondTurn, agent]);
        record('two @pulse turns at once, with an agent\'s calls', `first:\n${first.text}\n\nsecond:\n${second.text}`);
        assert.equal(service.requests() - before, 1, 'one request, joined by every other call while it was under way');
        for (const text of agentTexts) assert.match(text, /0 requests spent/);
        for (const [turn, rec, spent] of [[one, first, 1], [two, second, 0]] as const) {
          assert.equal(turn?.errorDetails, undefined, rec.text.slice(0, 300));
          assert.match(rec.text, /## Trending social topics/);
          assert.equal((turn?.metadata as PulseResultMetadata).requests, spent);
          assert.ok(rec.buttons.some((b) => b.command === 'socialPulse.openItem'), 'an Open button');
        }
      });
    });

    it('the Insert Report button puts the report into the active note', async () => {
      const rec = new RecordingStream();
      await handler()(request('report', 'bitcoin'), history, rec.stream, none);
      const insert = rec.buttons.find((b) => b.command === 'socialPulse.insertReport')!;
      const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: '# Notes\n\n' });
      await vscode.window.showTextDocument(doc);
      await vscode.commands.executeCommand(insert.command, ...(insert.arguments ?? []));
      await waitFor('the report in the note', () => doc.getText().includes('Bitcoin'));
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    });
  });
});
