// The emulator's world is one consistent picture per hour: whatever operation a person reads a
// figure through (a list, a single item, a series' last point, a report), it is the same figure.
import * as assert from 'node:assert/strict';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { get, KEY, NOW, type Json } from './emulator-helpers';

interface Listed { data: Json[] }

describe('emulator: one world per hour', () => {
  let emu: Emulator;
  let clockMs = NOW;
  const api = async <T = Json>(path: string): Promise<T> => {
    const res = await get(emu.baseUrl + path);
    assert.equal(res.status, 200, `${path}: ${res.text.slice(0, 200)}`);
    return res.json<T>();
  };

  before(async () => {
    const roomy = { perMinute: 10_000, perDay: 100_000 };
    emu = await startEmulator({ now: () => clockMs, keys: { [KEY]: { plan: 'builder', ...roomy } } });
  });
  after(() => emu.close());
  afterEach(() => { clockMs = NOW; });

  const lastOf = (body: { data: Json[] }): Json => body.data[body.data.length - 1]!;

  for (const symbol of ['BTC', 'ETH', 'SOL']) {
    it(`a coin's price in the list, alone and as its chart's last close agree (${symbol})`, async () => {
      const v1 = (await api<Listed>('/public/coins/list/v1?limit=50')).data.find((c) => c.symbol === symbol)!;
      const v2 = (await api<Listed>('/public/coins/list/v2?limit=50')).data.find((c) => c.symbol === symbol)!;
      const single = (await api<{ data: Json }>(`/public/coins/${symbol}/v1`)).data;
      const hourly = lastOf(await api(`/public/coins/${symbol}/time-series/v2?bucket=hour&interval=1w`));
      const daily = lastOf(await api(`/public/coins/${symbol}/time-series/v2?bucket=day&interval=1m`));
      assert.equal(Number(v2.price), Number(v1.price), 'v1 and v2 lists');
      assert.equal(Number(single.price), Number(v1.price), 'the coin alone');
      assert.equal(Number(hourly.close), Number(v1.price), 'last hourly close');
      assert.equal(Number(daily.close), Number(v1.price), 'last daily close');
      assert.equal(Number(hourly.market_cap), Number(v1.market_cap), 'last hourly market cap');
    });
  }

  it('a coin price holds through the hour and moves with the next', async () => {
    const price = async (): Promise<number> => Number((await api<{ data: Json }>('/public/coins/BTC/v1')).data.price);
    const hourStart = Math.floor(NOW / 3_600_000) * 3_600_000;
    clockMs = hourStart + 60_000;
    const early = await price();
    clockMs = hourStart + 3_540_000;
    assert.equal(await price(), early, 'late in the same hour');
    clockMs = hourStart + 3_660_000;
    assert.notEqual(await price(), early, 'the next hour');
  });

  it("a topic's 24-hour interactions agree between the list, the topic and its report, read minutes apart", async () => {
    const hourStart = Math.floor(NOW / 3_600_000) * 3_600_000;
    clockMs = hourStart + 60_000;
    const listed = (await api<Listed>('/public/topics/list/v1')).data.find((t) => t.topic === 'bitcoin')!;
    clockMs = hourStart + 1_800_000;
    const topic = (await api<{ data: Json }>('/public/topic/bitcoin/v1')).data;
    assert.equal(Number(topic.interactions_24h), Number(listed.interactions_24h), 'topic summary and list');
    clockMs = hourStart + 3_500_000;
    const report = await get(`${emu.origin}/ai/topic/bitcoin`);
    assert.equal(report.status, 200);
    const shown = Number(listed.interactions_24h).toLocaleString('en-US');
    assert.ok(report.text.includes(`| ${shown} |`), `the report shows ${shown}`);
  });

  it("a creator's followers are the same on a post, in a topic's creators and on the profile", async () => {
    const posts = (await api<Listed>('/public/topic/bitcoin/posts/v1')).data;
    const creators = (await api<Listed>('/public/topic/bitcoin/creators/v1')).data;
    const checked = new Set<string>();
    for (const item of [...posts.slice(0, 5), ...creators.slice(0, 5)]) {
      const id = String(item.creator_id);
      if (checked.has(id)) continue;
      checked.add(id);
      const [network, who] = id.split('::');
      const profile = (await api<{ data: Json }>(`/public/creator/${network}/${encodeURIComponent(who!)}/v1`)).data;
      assert.equal(Number(item.creator_followers), Number(profile.creator_followers), `${id}`);
      const series = await api<{ data: Json[] }>(`/public/creator/${network}/${encodeURIComponent(who!)}/time-series/v1?interval=1w`);
      if (series.data.length) assert.equal(Number(lastOf(series).followers), Number(profile.creator_followers), `${id} series`);
    }
    assert.ok(checked.size >= 3);
  });

  for (const [path, name] of [['/public/coins/list/v1', 'v1'], ['/public/coins/list/v2', 'v2'], ['/public/stocks/list/v1', 'stocks']] as const) {
    it(`the ${name} market list by rank is ordered by the market caps it shows`, async () => {
      const rows = (await api<Listed>(`${path}?limit=100`)).data;
      const caps = rows.map((r) => Number(r.market_cap));
      for (let i = 1; i < caps.length; i++) {
        assert.ok(caps[i - 1]! >= caps[i]!, `${String(rows[i - 1]!.symbol)} (${caps[i - 1]}) above ${String(rows[i]!.symbol)} (${caps[i]})`);
      }
      rows.forEach((r, i) => assert.equal(Number(r.market_cap_rank), i + 1, `${String(r.symbol)}'s rank`));
    });
  }
});
