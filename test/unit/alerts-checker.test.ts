// The alert checker over the emulator (real HTTP, our real client, a virtual clock): one request
// per subject however many rules, a value driven across the line fires once, quota starvation
// pauses the rules and keeps the reserve, stale answers never fire.
import * as assert from 'node:assert/strict';
import { AlertChecker } from '../../src/features/alerts/core/checker';
import { alertRequests } from '../../src/features/alerts/core/cost';
import type { AlertRule } from '../../src/features/alerts/core/model';
import { METRIC_INFO } from '../../src/features/alerts/core/model';
import type { AlertSource } from '../../src/features/alerts/source';
import { alertSource, DEMO_SOURCE } from '../../src/features/alerts/source';
import { AlertStore } from '../../src/features/alerts/core/store';
import { VirtualClock } from '../../src/service/api/clock';
import { isServiceError } from '../../src/service/api/errors';
import { userReserve } from '../../src/service/api/quota';
import type { SocialClient } from '../../src/service/api/service';
import type { Emulator } from '../../src/service/demo/server';
import { startEmulator } from '../../src/service/demo/server';
import { clientFor, KEY } from './client-helpers';
import { MemoryMemento } from './memento';
import { withDemoMark } from '../../src/shared/format/demoMark';
import { ruleRow } from '../../src/features/alerts/core/rows';
import { figure } from '../../src/shared/figures/catalogue';

const T0 = Date.UTC(2026, 0, 5, 10, 0, 30);
const MIN = 60_000;
const REAL = alertSource(false, 'https://service.example/api4');

describe('alert checker over the emulator (virtual clock)', () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  let client: SocialClient;
  let store: AlertStore;
  let checker: AlertChecker;
  let source: AlertSource = REAL;

  async function start(plan: 'builder' | 'hobby', perDay?: number): Promise<void> {
    clock = new VirtualClock(T0, { busy: () => (client?.quota().inFlight ?? 0) > 0 });
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: perDay ? { plan, perDay } : plan } });
    client = clientFor(emulator, { plan, clock }).client;
    store = new AlertStore(new MemoryMemento());
    checker = new AlertChecker({ store, client: async () => client, clock, source: () => source });
  }
  afterEach(async () => {
    client.dispose();
    await emulator.close();
    source = REAL;
  });

  const coinRule = (id: string, condition: AlertRule['condition'], metric: AlertRule['metric'] = 'price'): AlertRule => {
    const c = emulator.data.coins[0]!;
    return { id, name: id, subject: { kind: 'coin', id: String(c.id), title: c.name }, metric, condition, cooldownMinutes: 0, paused: false, createdAt: T0 };
  };

  it('a rule paused while its answers are on the way stays paused and fires nothing', async () => {
    await start('builder');
    const rule = coinRule('always', { kind: 'above', value: 0 });
    await store.put(rule);
    const pending = checker.check();
    // what the Pause command does, while the check waits for the service
    await store.put({ ...rule, paused: true });
    await store.setState(source.id, rule.id, { ...store.state(source.id, rule.id), status: 'paused', note: undefined });
    const report = await pending;
    assert.equal(report.subjects, 1, 'the check had started with the rule active');
    assert.deepEqual(report.fired, []);
    assert.equal(store.states(source.id)[rule.id]!.status, 'paused');
  });

  it('checks every rule with one request per subject, and fires once when the value is driven across the line', async () => {
    await start('builder');
    const topic = emulator.data.topics[0]!;
    const coin = emulator.data.coins[0]!;
    await store.put(coinRule('price-above', { kind: 'above', value: 1e12 }));
    await store.put(coinRule('gs-below', { kind: 'below', value: 0 }, 'galaxyScore'));
    await store.put(coinRule('alt-top', { kind: 'entersTop', n: 1 }, 'altRank'));
    await store.put({ id: 'rank', name: 'rank', subject: { kind: 'topic', id: topic.topic, title: topic.title }, metric: 'topicRank', condition: { kind: 'below', value: 1 }, cooldownMinutes: 0, paused: false, createdAt: T0 });
    await store.put({ id: 'sent', name: 'sent', subject: { kind: 'topic', id: topic.topic, title: topic.title }, metric: 'sentiment', condition: { kind: 'crosses', value: 0 }, cooldownMinutes: 0, paused: false, createdAt: T0 });

    const before = emulator.requests();
    const first = await checker.check();
    assert.equal(first.subjects, 2);
    assert.equal(emulator.requests() - before, 2, 'five rules, two subjects: the coin page and the topic summary');
    assert.deepEqual(first.fired, []);
    assert.ok(store.states(source.id)['price-above']!.lastValue! > 0);
    assert.equal(store.states(source.id)['price-above']!.status, 'armed');

    // drive the price across the line in the emulator
    emulator.overrides.set([{ kind: 'coin', id: String(coin.id), field: 'price', value: 2e12 }]);
    clock.advance(2 * MIN); // past the coin page's one-minute lifetime
    const second = await checker.check();
    assert.deepEqual(second.fired.map((f) => f.ruleId), ['price-above']);
    assert.match(second.fired[0]!.message, /Price above \$1,000,000,000,000 \(from \$[\d,.]+ to \$2,000,000,000,000\.00\)/);
    assert.equal(store.history().length, 1);

    clock.advance(2 * MIN);
    assert.deepEqual((await checker.check()).fired, [], 'still above: no repeat at the next poll');
    emulator.overrides.set([{ kind: 'coin', id: String(coin.id), field: 'price', value: 1 }]);
    clock.advance(2 * MIN);
    await checker.check();
    emulator.overrides.set([{ kind: 'coin', id: String(coin.id), field: 'price', value: 3e12 }]);
    clock.advance(2 * MIN);
    assert.deepEqual((await checker.check()).fired.map((f) => f.ruleId), ['price-above'], 'fires again after it was false');
    assert.equal(store.history().length, 2);
  });

  /** A page of a live list straight from the emulator, by market cap (not through the client: its cache stays empty). */
  async function pageRows(kind: 'stocks' | 'nfts', page = 0): Promise<Record<string, unknown>[]> {
    const res = await fetch(`${emulator.baseUrl}/public/${kind}/list/v2?sort=market_cap&desc=true&limit=100&page=${page}`, { headers: { authorization: `Bearer ${KEY}` } });
    return ((await res.json()) as { data: Record<string, unknown>[] }).data;
  }
  const refOf = <K extends 'stock' | 'nft'>(kind: K, row: Record<string, unknown>): { kind: K; id: string; title: string } => ({ kind, id: String(row.id), title: String(row.name) });
  const put = (id: string, subject: AlertRule['subject'], metric: AlertRule['metric'], condition: AlertRule['condition']): Promise<void> =>
    store.put({ id, name: id, subject, metric, condition, cooldownMinutes: 0, paused: false, createdAt: T0 });
  /** One more round, two minutes on: it sends what the cost estimate counts. */
  async function nextRoundAsEstimated(): Promise<void> {
    clock.advance(2 * MIN);
    const before = emulator.requests();
    await checker.check();
    assert.equal(emulator.requests() - before, alertRequests(store.rules(), [], checker.itemsOffPage), 'every round after the first too');
  }

  it('an NFT collection\'s floor, in the currency its row of the NFT page says (the page: one request); off the page, its own answer, which names none', async () => {
    await start('builder');
    const onPage = (await pageRows('nfts'))[0]!;
    const ref = refOf('nft', onPage);
    const label = figure('floor_price').label;
    await put('floor', ref, 'floorPrice', { kind: 'above', value: 1e9 });
    let before = emulator.requests();
    await checker.check();
    assert.equal(emulator.requests() - before, 1, 'the NFT page: its row says the floor and the currency');
    const code = String(onPage.base_crypto).toUpperCase();
    const first = store.state(source.id, 'floor');
    assert.deepEqual([first.status, first.lastValue, first.currency], ['armed', onPage.floor_price, code]);

    emulator.overrides.set([{ kind: 'nft', id: ref.id, field: 'floor_price', value: 2e9 }]);
    clock.advance(2 * MIN);
    before = emulator.requests();
    const second = await checker.check({ refresh: true });
    assert.equal(emulator.requests() - before, 1);
    assert.equal(store.state(source.id, 'floor').currency, code);
    assert.deepEqual(second.fired.map((f) => [f.ruleId, f.metric]), [['floor', 'floorPrice']]);
    assert.match(second.fired[0]!.message, new RegExp(`^${ref.title}: ${label} above 1,000,000,000 ${code} \\(from [\\d.,]+ ${code} to 2,000,000,000 ${code}\\)\\.$`));
    assert.equal(ruleRow(store.rule('floor')!, store.state(source.id, 'floor'), clock.now()).description, `fired at ${new Date(clock.now()).toISOString().slice(11, 16)} UTC · ${label} 2,000,000,000 ${code} · floor > 1,000,000,000 ${code}`);

    // a collection off the page: its own answer, which does not name the currency
    const far = refOf('nft', (await pageRows('nfts', 1))[50]!);
    await put('far', far, 'floorPrice', { kind: 'above', value: 1e9 });
    clock.advance(2 * MIN);
    before = emulator.requests();
    await checker.check();
    assert.equal(emulator.requests() - before, 2, 'the page and the far collection alone');
    const own = (await client.nft(far.id)).data;
    const state = store.state(source.id, 'far');
    assert.deepEqual([state.status, state.lastValue, state.currency], ['armed', own.floor_price, undefined]);
    assert.match(String(ruleRow(store.rule('far')!, state, clock.now()).description), new RegExp(`^armed · ${label} [\\d.,]+ in the collection's currency · floor > 1,000,000,000 in the collection's currency$`));
  });

  it('a stock\'s Galaxy Score and a collection\'s AltRank are read from their rows of the shared pages (their own answers lack them), one page a kind for several subjects, and fire', async () => {
    await start('builder');
    const stocks = (await pageRows('stocks')).filter((r) => typeof r.galaxy_score === 'number' && r.galaxy_score < 99 && typeof r.sentiment === 'number');
    const nfts = (await pageRows('nfts')).filter((r) => typeof r.alt_rank === 'number' && r.alt_rank > 1 && typeof r.social_dominance === 'number');
    const [s1, s2] = [stocks[0]!, stocks[1]!];
    const [n1, n2] = [nfts[0]!, nfts[1]!];
    await put('gs', refOf('stock', s1), 'galaxyScore', { kind: 'above', value: 99 });
    await put('s2-sent', refOf('stock', s2), 'sentiment', { kind: 'above', value: 100 });
    await put('s2-price', refOf('stock', s2), 'price', { kind: 'above', value: 1e15 });
    await put('alt', refOf('nft', n1), 'altRank', { kind: 'entersTop', n: 1 });
    await put('n2-dom', refOf('nft', n2), 'socialDominance', { kind: 'above', value: 100 });
    let before = emulator.requests();
    const first = await checker.check();
    const sent = emulator.requests() - before;
    assert.equal(sent, 2, 'two stocks and two collections: the stock page and the NFT page');
    assert.equal(alertRequests(store.rules(), [], checker.itemsOffPage), sent, 'as estimated');
    assert.deepEqual([...checker.itemsOffPage], []);
    assert.deepEqual(first.fired, []);
    const states = store.states(source.id);
    assert.deepEqual(['gs', 's2-sent', 's2-price', 'alt', 'n2-dom'].map((id) => [id, states[id]!.status, states[id]!.lastValue]), [
      ['gs', 'armed', s1.galaxy_score], ['s2-sent', 'armed', s2.sentiment], ['s2-price', 'armed', s2.price],
      ['alt', 'armed', n1.alt_rank], ['n2-dom', 'armed', n2.social_dominance],
    ]);
    // what the single answers would have given: none of these figures
    const ownStock = (await client.stock(String(s1.id))).data;
    const ownNft = (await client.nft(String(n1.id))).data;
    assert.deepEqual([ownStock.galaxy_score, ownStock.sentiment, ownNft.alt_rank, ownNft.social_dominance], [undefined, undefined, undefined, undefined]);

    emulator.overrides.set([{ kind: 'stock', id: String(s1.id), field: 'galaxy_score', value: 99.5 }, { kind: 'nft', id: String(n1.id), field: 'alt_rank', value: 1 }]);
    clock.advance(2 * MIN);
    before = emulator.requests();
    const second = await checker.check();
    assert.equal(emulator.requests() - before, alertRequests(store.rules(), [], checker.itemsOffPage));
    assert.deepEqual(second.fired.map((f) => f.ruleId).sort(), ['alt', 'gs']);
    assert.equal(store.state(source.id, 'gs').lastValue, 99.5);
    assert.equal(store.state(source.id, 'alt').lastValue, 1);
  });

  it('a stock or collection off its page is read from its own answer, at a request of its own as estimated; a figure that answer lacks waits, saying why', async () => {
    await start('builder');
    const farStock = refOf('stock', (await pageRows('stocks', 1))[50]!);
    const farNft = refOf('nft', (await pageRows('nfts', 1))[50]!);
    const near = refOf('stock', (await pageRows('stocks'))[0]!);
    await put('far-gs', farStock, 'galaxyScore', { kind: 'above', value: 99 });
    await put('far-price', farStock, 'price', { kind: 'above', value: 1e15 });
    await put('far-alt', farNft, 'altRank', { kind: 'entersTop', n: 1 });
    await put('near', near, 'price', { kind: 'above', value: 1e15 });
    assert.equal(alertRequests(store.rules(), [], checker.itemsOffPage), 2, 'before the first check every item counts as on its page');
    const before = emulator.requests();
    await checker.check();
    const sent = emulator.requests() - before;
    assert.equal(sent, 4, 'the stock page, the far stock alone, the NFT page, the far collection alone');
    assert.deepEqual([...checker.itemsOffPage].sort(), [`nft:${farNft.id}`, `stock:${farStock.id}`]);
    assert.equal(alertRequests(store.rules(), [], checker.itemsOffPage), sent, 'as estimated once the check has found them off their pages');
    const own = (await client.stock(farStock.id)).data;
    const states = store.states(source.id);
    assert.deepEqual([states['far-price']!.status, states['far-price']!.lastValue], ['armed', own.price], 'the price, from its own answer');
    assert.equal(states['near']!.status, 'armed');
    for (const [id, metric] of [['far-gs', 'galaxyScore'], ['far-alt', 'altRank']] as const) {
      assert.equal(states[id]!.status, 'waiting');
      assert.equal(states[id]!.note, `No ${METRIC_INFO[metric].label}: this item is not on the first page of its list (the 100 largest by market cap), and the service's answer for a single item does not carry this figure. It is read again each round.`);
    }
    await nextRoundAsEstimated();
  });

  it('off its page, a figure its own answer carries (a price, a floor) that is missing this time waits as any missing figure, not blamed on the page', async () => {
    await start('builder');
    const farStock = refOf('stock', (await pageRows('stocks', 1))[50]!);
    const farNft = refOf('nft', (await pageRows('nfts', 1))[50]!);
    await put('far-price', farStock, 'price', { kind: 'above', value: 1e15 });
    await put('far-floor', farNft, 'floorPrice', { kind: 'above', value: 1e9 });
    await put('far-gs', farStock, 'galaxyScore', { kind: 'above', value: 99 });
    emulator.overrides.set([{ kind: 'stock', id: farStock.id, field: 'price', value: null }, { kind: 'nft', id: farNft.id, field: 'floor_price', value: null }]);
    await checker.check();
    assert.deepEqual([...checker.itemsOffPage].sort(), [`nft:${farNft.id}`, `stock:${farStock.id}`]);
    const states = store.states(source.id);
    for (const [id, metric] of [['far-price', 'price'], ['far-floor', 'floorPrice']] as const) {
      assert.deepEqual([states[id]!.status, states[id]!.note], ['waiting', `No ${METRIC_INFO[metric].label} in the data yet.`], id);
    }
    assert.match(String(states['far-gs']!.note), /not on the first page of its list/, 'a figure the single answer lacks still says why');
  });

  it('topic rank entering the top N and the median of interactions, from the topic summary and its series', async () => {
    await start('builder');
    const topic = emulator.data.topics[5]!;
    const ref = { kind: 'topic' as const, id: topic.topic, title: topic.title };
    await store.put({ id: 'top3', name: 'top3', subject: ref, metric: 'topicRank', condition: { kind: 'entersTop', n: 3 }, cooldownMinutes: 0, paused: false, createdAt: T0 });
    await store.put({ id: 'median', name: 'median', subject: ref, metric: 'interactionsVsMedian', condition: { kind: 'above', value: 0 }, cooldownMinutes: 0, paused: false, createdAt: T0 });
    const before = emulator.requests();
    const first = await checker.check();
    assert.equal(emulator.requests() - before, 2, 'summary and daily series');
    assert.equal(store.state(source.id, 'top3').status, 'armed');
    assert.deepEqual(first.fired.map((f) => f.ruleId), ['median'], 'a ratio above 0 % holds at once');
    emulator.overrides.set([{ kind: 'topic', id: topic.topic, field: 'topic_rank', value: 2 }]);
    clock.advance(11 * MIN);
    const second = await checker.check();
    assert.deepEqual(second.fired.map((f) => f.ruleId), ['top3']);
    assert.match(second.fired[0]!.message, /Topic rank enters the top 3 \(from #\d+ to #2\)/);
  });

  it('demo data: fires saying so; paused rules cost nothing', async () => {
    await start('builder');
    source = DEMO_SOURCE;
    await store.put(coinRule('a', { kind: 'above', value: 0 }));
    const r = await checker.check();
    assert.equal(r.fired[0]!.demo, true);
    // said where it is shown (once): the words themselves stay unmarked
    assert.doesNotMatch(r.fired[0]!.message, /demo data/);
    assert.match(withDemoMark(r.fired[0]!.message, r.fired[0]!.demo), /\(demo data\)$/);
    await store.put({ ...coinRule('a', { kind: 'above', value: 0 }), paused: true });
    const before = emulator.requests();
    clock.advance(5 * MIN);
    assert.equal((await checker.check()).subjects, 0);
    assert.equal(emulator.requests(), before);
    assert.equal(store.state(source.id, 'a').status, 'paused');
  });

  it('demo and real data keep their own states: a firing on one neither disarms nor feeds the other', async () => {
    await start('builder');
    const coin = emulator.data.coins[0]!;
    await store.put(coinRule('above', { kind: 'above', value: 1e12 }));
    await store.put(coinRule('jump', { kind: 'changesBy', percent: 50, windowMinutes: 60, direction: 'either' }));
    const price = (value: number): void => emulator.overrides.set([{ kind: 'coin', id: String(coin.id), field: 'price', value }]);
    const check = async (at: AlertSource): Promise<string[]> => {
      source = at;
      clock.advance(2 * MIN); // past the coin page's lifetime
      return (await checker.check()).fired.map((f) => f.ruleId);
    };
    price(2e12);
    assert.deepEqual(await check(DEMO_SOURCE), ['above'], 'demo data crosses the line: fired (and disarmed) on demo data');
    price(100);
    assert.deepEqual(await check(REAL), [], 'real data below the line: nothing, and no change against the demo value');
    price(2e12);
    assert.deepEqual(await check(REAL), ['above', 'jump'], 'the real crossing fires: the demo firing did not disarm it');
    assert.deepEqual(await check(DEMO_SOURCE), [], 'back on demo data: still disarmed there, and its change window holds only demo values');
    assert.equal(store.state(DEMO_SOURCE.id, 'jump').samples.length, 2);
    assert.equal(store.state(REAL.id, 'above').checks, 2, 'the demo checks left the real state alone');
  });

  it('a source switched while a check waits for its answers: nothing fires, nothing is armed or disarmed', async () => {
    await start('builder');
    await store.put(coinRule('always', { kind: 'above', value: 0 }));
    const notified: string[] = [];
    checker = new AlertChecker({ store, client: async () => client, clock, source: () => source, notify: (f) => notified.push(...f.map((x) => x.ruleId)) });
    const pending = checker.check();
    source = DEMO_SOURCE;   // demo data turned on meanwhile
    assert.deepEqual((await pending).fired, []);
    assert.deepEqual(notified, []);
    assert.deepEqual(store.states(REAL.id), {});
    assert.deepEqual(store.states(DEMO_SOURCE.id), {});
    assert.deepEqual((await checker.check()).fired.map((f) => f.ruleId), ['always'], 'the next check, on the source in use, fires');
  });

  it('overlapping checks (Add Alert then Check Now, two quick clicks) notify a firing once', async () => {
    await start('builder');
    const notified: string[][] = [];
    checker = new AlertChecker({ store, client: async () => client, clock, source: () => source, notify: (f) => notified.push(f.map((x) => x.ruleId)) });
    await store.put(coinRule('always', { kind: 'above', value: 0 }));
    const [a, b, c] = await Promise.all([checker.check(), checker.check(), checker.check({ refresh: true })]);
    assert.deepEqual(a.fired.map((f) => f.ruleId), ['always']);
    assert.equal(b, a, 'the second joined the first');
    assert.deepEqual(c.fired, [], 'Check Now\'s fresh pass, after it: the rule is disarmed');
    await checker.check();
    assert.deepEqual(notified, [['always']], 'one firing, one notification');
    assert.equal(store.history().length, 1);
  });

  it('the estimate is what a round sends: a coin outside the shared top page costs a request of its own', async () => {
    await start('builder');
    const top = emulator.data.coins[0]!;
    const small = emulator.data.coins[emulator.data.coins.length - 1]!;
    await store.put(coinRule('top', { kind: 'above', value: 1e12 }));
    await store.put({ ...coinRule('small', { kind: 'above', value: 1e12 }), subject: { kind: 'coin', id: String(small.id), title: small.name } });
    const before = emulator.requests();
    await checker.check();
    const sent = emulator.requests() - before;
    assert.equal(sent, 2, `the top page (with ${top.name}) and ${small.name} alone`);
    assert.equal(alertRequests(store.rules(), [], checker.itemsOffPage), sent);
    await nextRoundAsEstimated();
  });

  it('stale answers (the service unreachable) never fire, and the rule says why', async () => {
    await start('builder');
    await store.put(coinRule('a', { kind: 'above', value: 1e12 }));
    await checker.check();
    emulator.overrides.set([{ kind: 'coin', id: String(emulator.data.coins[0]!.id), field: 'price', value: 2e12 }]);
    emulator.faults.set({ kind: 'status', status: 503 });
    clock.advance(2 * MIN);
    const r = await checker.check();
    assert.deepEqual(r.fired, []);
    const s = store.state(source.id, 'a');
    assert.ok(s.status === 'stale' || s.status === 'waiting', s.status);
    assert.ok(s.note, 'says why');
    emulator.faults.clear();
    clock.advance(2 * MIN);
    assert.deepEqual((await checker.check()).fired.map((f) => f.ruleId), ['a'], 'fresh data again: it fires');
  });

  it('quota starvation: rules pause when only the reserve is left, the reserve stays for the person', async () => {
    const perDay = 20;
    await start('builder', perDay);
    await store.put(coinRule('a', { kind: 'above', value: 1e12 }));
    const s = emulator.data.stocks[0]!;
    await store.put({ id: 's', name: 's', subject: { kind: 'stock', id: String(s.symbol).toLowerCase(), title: s.name }, metric: 'price', condition: { kind: 'above', value: 1e12 }, cooldownMinutes: 0, paused: false, createdAt: T0 });
    let rounds = 0;
    for (;;) {
      const r = await checker.check({ refresh: true });
      rounds++;
      if (r.heldBack) break;
      clock.advance(MIN);
      assert.ok(rounds < 50, `${JSON.stringify(client.quota())} ${emulator.requests()} ${JSON.stringify(store.states(source.id))}`);
    }
    const q = client.quota();
    assert.ok(q.dayUsed <= perDay - userReserve(perDay), `background stopped at ${q.dayUsed} of ${perDay}`);
    assert.equal(store.state(source.id, 'a').status === 'quota' || store.state(source.id, 's').status === 'quota', true);
    assert.match((store.state(source.id, 'a').status === 'quota' ? store.state(source.id, 'a') : store.state(source.id, 's')).note!, /Paused because of the quota/);
    const before = emulator.requests();
    clock.advance(MIN);
    const r = await checker.check({ refresh: true });
    assert.equal(r.heldBack, 2, 'every subject held back now');
    assert.equal(emulator.requests(), before, 'not one request into the reserve');
    // the person still gets an answer
    const mine = await client.stock(String(s.symbol), { priority: 'view', refresh: true }).catch((e: unknown) => e);
    assert.ok(!isServiceError(mine), 'a click is answered from the reserve');
  });
});

describe('emulator: overrides of a subject field over HTTP (for tests in another process)', () => {
  it('POST /__emulator/overrides replaces a field in single items and list rows; bad bodies are refused; clear restores', async () => {
    const emulator = await startEmulator({ control: true, keys: { [KEY]: 'builder' } });
    try {
      const coin = emulator.data.coins[0]!;
      const post = (body: unknown): Promise<Response> => fetch(`${emulator.origin}/__emulator/overrides`, { method: 'POST', body: JSON.stringify(body) });
      const get = async (path: string): Promise<Record<string, unknown>> => {
        const res = await fetch(`${emulator.baseUrl}${path}`, { headers: { authorization: `Bearer ${KEY}` } });
        return (await res.json()) as Record<string, unknown>;
      };
      assert.equal((await post({ kind: 'planet', id: 'x', field: 'price', value: 1 })).status, 400);
      assert.equal((await post({ kind: 'coin', id: String(coin.symbol), field: 'price', value: 123.5 })).status, 200);
      const single = (await get(`/public/coins/${coin.id}/v1`)).data as Record<string, unknown>;
      assert.equal(single.price, 123.5);
      const rows = (await get('/public/coins/list/v2?limit=100&sort=market_cap&desc=true')).data as Record<string, unknown>[];
      assert.equal(rows.find((r) => String(r.id) === String(coin.id))!.price, 123.5);
      assert.ok(rows.filter((r) => r.price === 123.5).length === 1, 'only that coin');
      assert.equal((await post({ clear: true })).status, 200);
      assert.notEqual(((await get(`/public/coins/${coin.id}/v1`)).data as Record<string, unknown>).price, 123.5);
    } finally {
      await emulator.close();
    }
  });
});
