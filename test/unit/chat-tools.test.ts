// The chat tools' pure core against the real emulator over HTTP (never a mock of our client):
// each tool's result, errors as text, plan gating on Hobby, quota costs and confirmations,
// cancellation, what tables leave out, and the manifest agreeing with the declarations.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ServiceError } from '../../src/service/api/errors';
import { PLANS, type Plan } from '../../src/service/api/plans';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { ALERT_ACTIONS } from '../../src/features/chat/core/alertTool';
import { followups, readRequest } from '../../src/features/chat/core/commands';
import { prepareTool, runTool, type ToolEnv } from '../../src/features/chat/core/run';
import {
  ALERT_TOOL, COMPARE_METRICS, FEED_KINDS, MARKET_SORTS, SERIES_METRICS, TIME_SERIES_INTERVALS, TOOL_IDS, TOOLS, type ToolId,
} from '../../src/features/chat/core/specs';
import { clientFor, KEY } from './client-helpers';

const ROOMY_HOBBY = 'roomy-hobby-key';

function envFor(client: SocialClient, plan: Plan = PLANS.builder): ToolEnv {
  return { client: async () => client, state: () => ({ plan, mode: 'key' }), now: () => Date.now() };
}

/** One call of every tool, with what its answer must show. */
const CASES: Readonly<Record<ToolId, { input: Record<string, unknown>; shows: RegExp[]; requests: number }>> = {
  trending: { input: { limit: 5 }, shows: [/## Trending social topics/, /\| #1 \| Bitcoin \(`bitcoin`\)/, /_Showing 5 of 60; 55 left out/], requests: 1 },
  topic: { input: { topic: 'Solana' }, shows: [/## Solana \(topic `solana`\)/, /### Sentiment by network/, /Sentiment on the network/, /Sentiment across networks \d+%/, /### What's up/, /\*\*Critical themes\*\*/], requests: 2 },
  series: { input: { name: 'bitcoin', metrics: ['interactions', 'sentiment', 'close'] }, shows: [/7 points/, /Interactions \(`interactions`\)/, /Close \(`close`\) \| \$[\d,]+\.\d\d/, /Sentiment \(`sentiment`\) \| \d+% \|/], requests: 1 },
  feed: { input: { topic: 'bitcoin', kind: 'news', limit: 3 }, shows: [/## Top news on topic `bitcoin`/, /_Showing 3 of \d+; \d+ left out/, /data, not instructions/], requests: 1 },
  category: { input: { category: 'cryptocurrencies', limit: 3 }, shows: [/## Cryptocurrencies \(category `cryptocurrencies`\)/, /### Top topics in this category/, /_Showing 3 of 45/], requests: 2 },
  market: { input: { asset: 'coins', limit: 3, sort: 'galaxy_score', filter: 'defi' }, shows: [/## Coins by Galaxy Score \(highest first\) in sector "defi"/, /\| Price \| Change 24 h \| Market cap \|/, /_Sentiment and Social dominance as read from the coins list \(cached\), \d\d:\d\d UTC\._/, /_Showing 3 of 479;/], requests: 1 },
  creator: { input: { network: 'twitter', creator: 'theonchain1785', includePosts: true, limit: 2 }, shows: [/Followers [\d.]+[KM]?/, /### Topics this creator influences/, /### Latest posts/], requests: 2 },
  compare: { input: { topics: ['solana', 'ethereum'] }, shows: [/## Solana vs Ethereum/, /\| Sentiment across networks \| \d+% \| \d+% \|/, /leader/], requests: 2 },
  report: { input: { id: 'bitcoin', maxChars: 800 }, shows: [/## Report: Bitcoin/, /# Bitcoin \(BTC\)/, /_Report cut at \d+ of [\d,]+ characters/], requests: 1 },
};

describe('chat tools (core) against the emulator', () => {
  let emulator: Emulator;

  before(async () => {
    // a Hobby key whose minute the other Hobby tests cannot use up
    emulator = await startEmulator({ keys: { [KEY]: 'builder', 'hobby-key': 'hobby', [ROOMY_HOBBY]: { plan: 'hobby', perMinute: 100 }, 'enterprise-key': { plan: 'enterprise', perMinute: 2000, perDay: 1000000 } } });
  });
  after(async () => {
    await emulator.close();
  });
  afterEach(() => emulator.faults.clear());

  it('report on a plan without the markdown report: the snapshot says so once (failed before: in the heading and again in the text)', async () => {
    emulator.faults.set({ kind: 'status', status: 402, match: '/ai/' });
    try {
      const { client } = clientFor(emulator);
      const r = await runTool('report', { id: 'bitcoin', maxChars: 20_000 }, envFor(client));
      assert.ok(r.ok, r.text);
      assert.match(r.text, /## Report: Bitcoin\n/);
      assert.equal(r.text.match(/your plan/gi)?.length, 1, r.text);
      client.dispose();
    } finally {
      emulator.faults.clear();
    }
  });

  for (const id of TOOL_IDS) {
    it(`${TOOLS[id].name}: compact markdown, the requests it cost, none the second time (cache)`, async () => {
      const { client } = clientFor(emulator);
      const env = envFor(client);
      const c = CASES[id];
      const before = emulator.requests();
      const first = await runTool(id, c.input, env);
      assert.ok(first.ok, first.text);
      for (const re of c.shows) assert.match(first.text, re);
      assert.equal(first.requests, c.requests);
      assert.equal(emulator.requests() - before, c.requests, 'requests the emulator saw');
      assert.match(first.text, new RegExp(`_data generated \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC \\([^)]+\\) · ${c.requests} requests? spent`));
      assert.ok(first.text.length < 12_000, `${first.text.length} characters`);
      assert.ok(first.refs.length >= 1 && first.sources.length >= 1);
      const again = await runTool(id, c.input, env);
      assert.equal(again.requests, 0);
      assert.match(again.text, /0 requests spent, \d from cache/);
      client.dispose();
    });
  }

  it('an empty list says so in a sentence, not a table of headers with no rows (failed before: a header row, `| --- |` and nothing)', async () => {
    const cases: readonly [ToolId, Record<string, unknown>, string, string][] = [
      ['trending', { limit: 5 }, '/topics/list/', '_The trending topics list is empty._'],
      ['feed', { topic: 'bitcoin', kind: 'posts' }, '/topic/bitcoin/posts/', '_No posts on this topic._'],
      ['feed', { topic: 'bitcoin', kind: 'creators' }, '/topic/bitcoin/creators/', '_No creators on this topic._'],
      ['category', {}, '/categories/list/', '_The categories list is empty._'],
      ['category', { category: 'cryptocurrencies' }, '/category/cryptocurrencies/topics/', '_No topics in this category._'],
      ['creator', { network: 'twitter', creator: 'theonchain1785', includePosts: true }, '/theonchain1785/posts/', '_No posts by this creator._'],
      ['market', { asset: 'coins', limit: 3 }, '/coins/list/', '_No coins in this list._'],
    ];
    for (const [id, input, match, sentence] of cases) {
      emulator.faults.set({ kind: 'status', status: 200, body: '{"data":[]}', match });
      const { client } = clientFor(emulator);
      try {
        const r = await runTool(id, input, envFor(client));
        assert.ok(r.ok, r.text);
        assert.ok(r.text.includes(sentence), `${id} ${match}: ${r.text}`);
        assert.ok(!r.text.includes('Δ rank:'), `${id} ${match}: a key to a column no table shows\n${r.text}`);
        const lines = r.text.split('\n');
        for (const [n, line] of lines.entries()) {
          if (/^\|( ?:?-+:? ?\|)+$/.test(line)) assert.match(lines[n + 1] ?? '', /^\| /, `${id} ${match}: a table with no rows\n${r.text}`);
        }
      } finally {
        client.dispose();
        emulator.faults.clear();
      }
    }
  });

  it('trending: an unchanged rank and no previous rank read differently (failed before: both "—")', async () => {
    emulator.overrides.set([
      { kind: 'topic', id: 'bitcoin', field: 'topic_rank', value: 1 }, { kind: 'topic', id: 'bitcoin', field: 'topic_rank_24h_previous', value: 1 },
      { kind: 'topic', id: 'ethereum', field: 'topic_rank_24h_previous', value: null },
    ]);
    const { client } = clientFor(emulator);
    try {
      const r = await runTool('trending', { limit: 50 }, envFor(client));
      assert.ok(r.ok, r.text);
      const moveOf = (topic: string): string | undefined => r.text.split('\n').find((l) => l.includes(`(\`${topic}\`)`))?.split('|')[3]?.trim();
      assert.equal(moveOf('bitcoin'), 'unchanged', r.text);
      assert.equal(moveOf('ethereum'), '—', r.text);
    } finally {
      client.dispose();
      emulator.overrides.clear();
    }
  });

  it('bad input comes back as text naming the field, with no request', async () => {
    const { client } = clientFor(emulator);
    const env = envFor(client);
    const before = emulator.requests();
    const cases: [ToolId, unknown, RegExp][] = [
      ['topic', {}, /"topic" is required/],
      ['topic', { topic: 'a/b' }, /"\/" \(U\+002F\) is not allowed/],
      ['trending', { limit: 500 }, /"limit" must be from 1 to 50/],
      ['series', { name: 'bitcoin', bucket: 'minute' }, /"bucket" must be one of hour, day/],
      ['market', { asset: 'stocks', sort: 'volatility' }, /Stocks cannot be sorted by volatility/],
      ['compare', { topics: ['solana'] }, /2 to 5 different topics \(got 1\)/],
      ['compare', { topics: ['a', 'b', 'c', 'd', 'e', 'f'] }, /got 6/],
      ['creator', { network: 'myspace', creator: 'x' }, /"network" must be one of twitter/],
      ['report', { kind: 'creator', id: 'someone' }, /"network" is required/],
      ['trending', 'not an object', /must be a JSON object/],
    ];
    for (const [id, input, re] of cases) {
      const r = await runTool(id, input, env);
      assert.equal(r.ok, false);
      assert.equal(r.failure, 'input');
      assert.match(r.text, re);
      assert.match(r.text, /Nothing was fetched; call again with corrected input/);
    }
    assert.equal(emulator.requests(), before);
    client.dispose();
  });

  it('on Hobby: social tools answer "not on your plan" without a request; market data works', async () => {
    const { client } = clientFor(emulator, { plan: 'hobby', getKey: async () => 'hobby-key' });
    const env = envFor(client, PLANS.hobby);
    const before = emulator.requests();
    for (const id of ['trending', 'topic', 'series', 'feed', 'category', 'creator', 'compare', 'report'] as const) {
      const r = await runTool(id, CASES[id].input, env);
      assert.equal(r.failure, 'plan', id);
      assert.match(r.text, /Not available on the Hobby plan:.* needs the (Individual|Builder) plan or higher.*No request was spent/);
      assert.match(r.text, /market data works/);
      assert.match(prepareTool(id, CASES[id].input, env).message, /is not on the Hobby plan \(no request\)/);
    }
    assert.equal(emulator.requests(), before);
    const coins = await runTool('market', { limit: 2 }, env);
    assert.ok(coins.ok, coins.text);
    assert.match(coins.text, /Hobby plan/);
    assert.equal(emulator.requests() - before, 1);
    client.dispose();
  });

  it('a long series needs Builder: Individual gets the plan text, the week on v2 works', async () => {
    const { client } = clientFor(emulator);
    const env = envFor(client, PLANS.individual);
    const long = await runTool('series', { name: 'bitcoin', interval: '1m' }, env);
    assert.equal(long.failure, 'plan');
    assert.match(long.text, /needs the Builder plan/);
    const week = await runTool('series', { name: 'bitcoin', interval: '1w' }, env);
    assert.ok(week.ok, week.text);
    client.dispose();
  });

  it('limits of no named plan (an Enterprise key\'s own): the footer says so, not "Builder plan" beside 2,000 a minute (failed before)', async () => {
    const { client } = clientFor(emulator, { getKey: async () => 'enterprise-key' });
    const r = await runTool('market', { asset: 'coins', limit: 1 }, envFor(client));
    assert.ok(r.ok, r.text);
    assert.match(r.text, /\/2000 this minute/);
    assert.match(r.text, /the key's limits are no named plan's, the plan setting says Builder/);
    assert.doesNotMatch(r.text, /· Builder plan/);
    client.dispose();
  });

  it("the service's own refusal (a Hobby key while the plan setting says Builder) comes back as text", async () => {
    const { client } = clientFor(emulator, { getKey: async () => 'hobby-key' });
    const r = await runTool('topic', { topic: 'bitcoin', include: ['summary'] }, envFor(client));
    assert.equal(r.failure, 'plan');
    assert.match(r.text, /socialPulse_topic failed \(plan\):/);
    assert.match(r.text, /Choose Plan/);
    assert.equal(r.requests, 1);
    client.dispose();
  });

  it('compare marks leaders as the Compare panel does: none for a count, the lower rank, every topic shown at the best value', async () => {
    const { client } = clientFor(emulator);
    const r = await runTool('compare', { topics: ['solana', 'ethereum', 'bitcoin'] }, envFor(client));
    assert.ok(r.ok, r.text);
    const row = (name: RegExp): string[] => {
      const line = r.text.split('\n').find((l) => name.test(l));
      assert.ok(line, `a row for ${name}`);
      return line.split('|').slice(1, -1).map((c) => c.trim());
    };
    for (const count of [/^\| Interactions 24 h/, /^\| Posts/, /^\| Contributors/]) assert.equal(row(count).at(-1), '—', `${count}: a size leads nothing`);
    const names = ['Solana', 'Ethereum', 'Bitcoin'];
    const ranks = row(/^\| Topic rank/).slice(1, 4).map((v) => Number(v.replace(/[#,]/g, '')));
    const best = Math.min(...ranks);
    assert.equal(row(/^\| Topic rank/).at(-1), names.filter((_, n) => ranks[n] === best).join(', '), 'the lower rank leads');
    const sentiments = row(/^\| Sentiment across networks/).slice(1, 4);
    const top = Math.max(...sentiments.map((v) => Number(v.replace('%', ''))));
    assert.equal(row(/^\| Sentiment across networks/).at(-1), names.filter((_, n) => sentiments[n] === `${top}%`).join(', '), 'every topic shown at the best value leads');
    client.dispose();
  });

  it('names the address each answer says it came from, with its query', async () => {
    const { client } = clientFor(emulator);
    const market = await runTool('market', { asset: 'coins', limit: 3, sort: 'galaxy_score', filter: 'defi' }, envFor(client));
    assert.deepEqual(market.sources, [`${emulator.baseUrl}/public/coins/list/v1?sort=galaxy_score&limit=3&desc=1&filter=defi`]);
    client.dispose();
  });

  it('counts what a failure says it cost: a refusal the client remembers never leaves', async () => {
    const { client } = clientFor(emulator, { getKey: async () => ROOMY_HOBBY });
    const before = emulator.requests();
    const input = { topic: 'bitcoin', include: ['summary'] };
    const sent = await runTool('topic', input, envFor(client));
    const remembered = await runTool('topic', input, envFor(client));
    assert.deepEqual([sent.failure, sent.requests, remembered.failure, remembered.requests], ['plan', 1, 'plan', 0]);
    assert.match(remembered.text, /0 requests spent/);
    assert.equal(emulator.requests() - before, 1);
    client.dispose();
  });

  it('counts both requests of a report refused twice: the markdown variant, then the summary for its snapshot', async () => {
    const { client } = clientFor(emulator, { getKey: async () => ROOMY_HOBBY });
    const before = emulator.requests();
    const report = await runTool('report', { id: 'ethereum' }, envFor(client));
    assert.deepEqual([report.failure, report.requests, emulator.requests() - before], ['plan', 2, 2]);
    client.dispose();
  });

  it('missing key, unknown topic, rate limits and server failures: text with what to do, never a throw', async () => {
    const { client } = clientFor(emulator);
    const noKey: ToolEnv = { ...envFor(client), client: async () => { throw new ServiceError('unauthorized', 'No API key is set.'); } };
    const a = await runTool('trending', {}, noKey);
    assert.equal(a.failure, 'unauthorized');
    assert.match(a.text, /Set API Key.*Toggle Demo Data/);

    const env = envFor(client);
    const b = await runTool('creator', { network: 'twitter', creator: 'nobody-by-this-name' }, env);
    assert.equal(b.failure, 'not-found', b.text);
    assert.match(b.text, /What to do: Check the name/);

    emulator.faults.set({ kind: 'rate-limit', window: 'day', match: '/coins/list' });
    const c = await runTool('market', { limit: 4 }, env);
    assert.equal(c.failure, 'rate-limited-day');
    assert.match(c.text, /It may succeed after \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    assert.match(c.text, /no more requests today/);

    // a fresh client: the day's refusal holds every request of the first until midnight
    const fresh = clientFor(emulator).client;
    emulator.faults.set({ kind: 'status', status: 503, match: '/topics/list' });
    const d = await runTool('trending', { limit: 7 }, envFor(fresh));
    fresh.dispose();
    assert.equal(d.ok, false);
    assert.match(d.text, /What to do: The service failed; try again in a minute/);
    client.dispose();
  });

  it('cancellation reaches the request: an aborted signal ends the call with a "cancelled" text', async () => {
    const { client } = clientFor(emulator);
    emulator.faults.set({ kind: 'latency', ms: 5000, match: '/topics/list' });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);
    const r = await runTool('trending', {}, envFor(client), controller.signal);
    assert.ok(Date.now() - started < 2000, 'gave up at once');
    assert.equal(r.ok, false);
    assert.equal(r.failure, 'cancelled');
    assert.match(r.text, /cancelled/i);
    client.dispose();
  });

  it('prepareInvocation: what is fetched, its cost, and a confirmation above 3 requests or for a long series', () => {
    const { client } = clientFor(emulator);
    const env = envFor(client);
    const topic = prepareTool('topic', { topic: 'bitcoin' }, env);
    assert.match(topic.message, /the summary of topic "bitcoin".*what's up.*up to 2 requests/);
    assert.equal(topic.confirm, undefined);
    assert.equal(prepareTool('compare', { topics: ['a', 'b', 'c'] }, env).confirm, undefined);
    const four = prepareTool('compare', { topics: ['a', 'b', 'c', 'd'] }, env);
    assert.match(four.confirm?.message ?? '', /up to 4 requests.*It asks because it may spend up to 4 requests/);
    const withSeries = prepareTool('compare', { topics: ['solana', 'ethereum'], withSeries: true }, env);
    assert.match(withSeries.confirm?.title ?? '', /Fetch 4 answers/);
    const long = prepareTool('series', { name: 'bitcoin', bucket: 'hour', interval: '3m' }, env);
    assert.match(long.confirm?.message ?? '', /long series \(about 2,160 points\)/);
    assert.equal(prepareTool('series', { name: 'bitcoin', bucket: 'hour', interval: '1m' }, env).confirm, undefined);
    assert.equal(prepareTool('trending', {}, env).confirm, undefined);
    client.dispose();
  });

  it('hostile service text stays inert in the markdown (no live tags, no table breaks)', async () => {
    const hostile = await startEmulator({ keys: { [KEY]: 'builder' }, hostile: true });
    const { client } = clientFor(hostile);
    const env = envFor(client);
    for (const [id, input] of [['trending', {}], ['feed', { topic: 'bitcoin' }], ['topic', { topic: 'bitcoin' }]] as const) {
      const r = await runTool(id, input, env);
      assert.ok(r.ok, r.text);
      assert.doesNotMatch(r.text, /(?<!\\)<script/i, id);
      for (const line of r.text.split('\n').filter((l) => l.startsWith('| '))) {
        const header = r.text.split('\n').find((l) => l.startsWith('| ') && r.text.indexOf(l) <= r.text.indexOf(line))!;
        assert.equal(line.split(/(?<!\\)\|/).length, header.split(/(?<!\\)\|/).length, `${id}: ${line}`);
      }
    }
    client.dispose();
    await hostile.close();
  });
});

describe('chat tools: manifest and @pulse commands', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as {
    contributes: { languageModelTools: { name: string; toolReferenceName: string; canBeReferencedInPrompt: boolean; modelDescription: string; displayName: string; inputSchema: { properties: Record<string, { enum?: string[]; items?: { enum?: string[] } }> } }[]; chatParticipants: { id: string; commands: { name: string }[] }[] };
  };

  it('package.json declares every tool with its # reference, a model description and the enums of the core', () => {
    const declared = manifest.contributes.languageModelTools;
    const specs = [...Object.values(TOOLS), ALERT_TOOL];
    assert.deepEqual(declared.map((t) => t.name).sort(), specs.map((t) => t.name).sort());
    for (const t of declared) {
      const spec = specs.find((s) => s.name === t.name)!;
      assert.equal(t.toolReferenceName, spec.referenceName);
      assert.equal(t.canBeReferencedInPrompt, true);
      assert.ok(t.modelDescription.length > 150 && /request/.test(t.modelDescription), t.name);
      assert.match(t.name, /^[\w-]+$/);
    }
    const props = (name: string): Record<string, { enum?: string[]; items?: { enum?: string[] } }> => declared.find((t) => t.name === name)!.inputSchema.properties;
    assert.deepEqual(props('socialPulse_timeSeries').metrics!.items!.enum, [...SERIES_METRICS]);
    assert.deepEqual(props('socialPulse_timeSeries').interval!.enum, [...TIME_SERIES_INTERVALS]);
    assert.deepEqual(props('socialPulse_marketList').sort!.enum, [...MARKET_SORTS]);
    assert.deepEqual(props('socialPulse_topicFeed').kind!.enum, [...FEED_KINDS]);
    assert.deepEqual(props('socialPulse_compareTopics').metrics!.items!.enum, [...COMPARE_METRICS]);
    const pulse = manifest.contributes.chatParticipants.find((p) => p.id === 'socialPulse.pulse')!;
    assert.deepEqual(pulse.commands.map((c) => c.name), ['trending', 'topic', 'compare', 'coins', 'report', 'alert']);
    assert.deepEqual(props('socialPulse_alert').action!.enum, [...ALERT_ACTIONS]);
  });

  it('reads commands and free questions into tool calls', () => {
    assert.deepEqual(readRequest('trending', '20'), { tool: 'trending', command: 'trending', input: { limit: 20 } });
    assert.deepEqual(readRequest('compare', 'solana vs ethereum and bitcoin'), { tool: 'compare', command: 'compare', input: { topics: ['solana', 'ethereum', 'bitcoin'], withSeries: false } });
    assert.deepEqual(readRequest('coins', 'top 5 by galaxy score in defi'), { tool: 'market', command: 'coins', input: { asset: 'coins', limit: 5, sort: 'galaxy_score', filter: 'defi' } });
    assert.deepEqual(readRequest('coins', 'stocks by interactions'), { tool: 'market', command: 'coins', input: { asset: 'stocks', sort: 'interactions_24h' } });
    assert.deepEqual(readRequest('report', 'bitcoin'), { tool: 'report', command: 'report', input: { kind: 'topic', id: 'bitcoin' } });
    assert.ok('help' in readRequest('topic', ''));
    assert.deepEqual(readRequest(undefined, 'how is solana doing?'), { tool: 'topic', command: 'free', input: { topic: 'solana' } });
    assert.deepEqual(readRequest(undefined, 'how is sentiment on solana vs ethereum this week?'), { tool: 'compare', command: 'free', input: { topics: ['solana', 'ethereum'] } });
    assert.ok('help' in readRequest(undefined, 'write me a poem about the weather in spring please'));
    const f = followups('trending', [{ kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, { kind: 'topic', id: 'ai', title: 'AI' }]);
    assert.deepEqual(f.map((x) => `/${x.command} ${x.prompt}`), ['/topic bitcoin', '/compare bitcoin, ai']);
  });

  it('reads what a command\'s words mean, not the first digits or words they hold', () => {
    const coins = (words: string): unknown => (readRequest('coins', words) as { input: unknown }).input;
    assert.deepEqual(coins('in layer-2'), { asset: 'coins', filter: 'layer-2' }, 'a sector\'s digits are no row count');
    assert.deepEqual(coins('in layer-1 top 20'), { asset: 'coins', limit: 20, filter: 'layer-1' });
    assert.deepEqual(coins('top 10 by 24 hour change'), { asset: 'coins', limit: 10, sort: 'percent_change_24h' });
    assert.deepEqual(coins('by price change over 24 hours'), { asset: 'coins', sort: 'percent_change_24h' });
    assert.deepEqual(coins('by 7-day change'), { asset: 'coins', sort: 'percent_change_7d' });
    assert.deepEqual(coins('by 30d change'), { asset: 'coins', sort: 'percent_change_30d' });
    assert.deepEqual(coins('by 1h change'), { asset: 'coins', sort: 'percent_change_1h' });
    assert.deepEqual(coins('by market dominance'), { asset: 'coins', sort: 'market_cap' });
    assert.deepEqual(coins('by social dominance'), { asset: 'coins', sort: 'social_dominance' });
    assert.deepEqual(coins('top 10 losers'), { asset: 'coins', limit: 10, sort: 'percent_change_24h', desc: false });
    assert.deepEqual(coins('worst performers'), { asset: 'coins', sort: 'percent_change_24h', desc: false });
    assert.deepEqual(readRequest(undefined, 'coins in layer-1'), { tool: 'market', command: 'free', input: { asset: 'coins', filter: 'layer-1' } });
    assert.deepEqual(readRequest('trending', '0'), { tool: 'trending', command: 'trending', input: { limit: 1 } });
    assert.deepEqual(readRequest('compare', 'bitcoin vs. ethereum'), { tool: 'compare', command: 'compare', input: { topics: ['bitcoin', 'ethereum'], withSeries: false } });
    assert.deepEqual(readRequest(undefined, 'bitcoin vs. ethereum'), { tool: 'compare', command: 'free', input: { topics: ['bitcoin', 'ethereum'] } });
    assert.deepEqual(readRequest('report', 'category defi'), { tool: 'report', command: 'report', input: { kind: 'category', id: 'defi' } });
    assert.deepEqual(readRequest('report', 'twitter/elonmusk'), { tool: 'report', command: 'report', input: { kind: 'creator', id: 'elonmusk', network: 'twitter' } });
    assert.deepEqual(readRequest('report', 'tweet/1234567890'), { tool: 'report', command: 'report', input: { kind: 'post', id: '1234567890', network: 'tweet' } });
    assert.deepEqual(readRequest('report', 'solana'), { tool: 'report', command: 'report', input: { kind: 'topic', id: 'solana' } });
  });
});
