// What @pulse's commands read from a person's words, against the real emulator.
import * as assert from 'node:assert/strict';
import { PLANS } from '../../src/service/api/plans';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { readRequest } from '../../src/features/chat/core/commands';
import { runTool, type ToolEnv } from '../../src/features/chat/core/run';
import { clientFor, KEY } from './client-helpers';

function envFor(client: SocialClient): ToolEnv {
  return { client: async () => client, state: () => ({ plan: PLANS.builder, mode: 'key' }), now: () => Date.now() };
}

const inputOf = (command: string, words: string): unknown => {
  const intent = readRequest(command, words);
  return 'input' in intent ? intent.input : 'help';
};

describe('@pulse commands: what the words ask for', () => {
  let emulator: Emulator;

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder' } });
  });
  after(async () => {
    await emulator.close();
  });

  it('/compare: the words asking for the week are no topic (failed before: "ethereum week", "week: solana")', () => {
    const both = { topics: ['solana', 'ethereum'], withSeries: true };
    assert.deepEqual(inputOf('compare', 'solana, ethereum week'), both);
    assert.deepEqual(inputOf('compare', 'week: solana, ethereum'), both);
    assert.deepEqual(inputOf('compare', 'solana vs ethereum over the last week'), both);
    assert.deepEqual(inputOf('compare', 'solana and ethereum this week'), both);
    assert.deepEqual(inputOf('compare', 'solana, ethereum trend'), both);
    assert.deepEqual(inputOf('compare', 'solana, ethereum'), { topics: ['solana', 'ethereum'], withSeries: false });
    assert.deepEqual(inputOf('compare', 'solana, ethereum, series'), both);
  });

  it('/compare: a series word inside a name is part of the name (failed before: "solana vs trend micro" read as solana and micro)', () => {
    assert.deepEqual(inputOf('compare', 'solana vs trend micro'), { topics: ['solana', 'trend micro'], withSeries: false });
    assert.deepEqual(inputOf('compare', 'weekly planet, series one'), { topics: ['weekly planet', 'series one'], withSeries: false });
    assert.deepEqual(inputOf('compare', 'week: solana vs trend micro'), { topics: ['solana', 'trend micro'], withSeries: true });
  });

  it('/compare: more than 5 topics, or one named twice, is refused with the help, no call (failed before: the tool\'s "got 6" for a model)', () => {
    for (const words of ['a, b, c, d, e, f', 'solana, solana', 'week: solana']) {
      const intent = readRequest('compare', words);
      assert.ok('help' in intent, `${words}: ${JSON.stringify(intent)}`);
      assert.match(String(intent.help), /Name 2 to 5 topics/);
    }
  });

  it('/compare: a topic the service does not know is named (failed before: "Nothing found for Topic summary")', async () => {
    const { client } = clientFor(emulator);
    try {
      const r = await runTool('compare', { topics: ['solana', 'solona'] }, envFor(client));
      assert.equal(r.failure, 'not-found', r.text);
      assert.match(r.text, /Nothing found for \\?"solona\\?"/, r.text);
      assert.doesNotMatch(r.text, /Topic summary/, r.text);
    } finally {
      client.dispose();
    }
  });

  it('/coins: a time or a stop word after "in" is no sector (failed before: sector "the", sector "7d")', () => {
    assert.deepEqual(inputOf('coins', 'top 5 losers in the last 24 hours'), { asset: 'coins', limit: 5, sort: 'percent_change_24h', desc: false });
    assert.deepEqual(inputOf('coins', 'top gainers in 7d'), { asset: 'coins', sort: 'percent_change_7d' });
    assert.deepEqual(inputOf('coins', 'losers in the last day in defi'), { asset: 'coins', sort: 'percent_change_24h', desc: false, filter: 'defi' });
    assert.deepEqual(inputOf('coins', 'in layer-2'), { asset: 'coins', filter: 'layer-2' });
    assert.deepEqual(inputOf('coins', 'sector rwa'), { asset: 'coins', filter: 'rwa' }, 'a sector the service names beyond the common ones');
  });

  it('/coins: a sector with no coin says so and names real ones, the heading names the figure (failed before: "_No coins in this list._" under "by percent_change_24h")', async () => {
    const { client } = clientFor(emulator);
    try {
      const r = await runTool('market', { asset: 'coins', filter: 'defii', sort: 'percent_change_24h' }, envFor(client));
      assert.ok(r.ok, r.text);
      assert.match(r.text, /^## Coins by Change 24 h \(highest first\) in sector "defii"/, r.text);
      assert.match(r.text, /No coins in a sector named "defii"; sectors the service names include defi, layer\\?-1, /, r.text);
      const found = await runTool('market', { asset: 'coins', limit: 2, filter: 'defi' }, envFor(client));
      assert.match(found.text, /^## Coins by Market cap \(highest first\) in sector "defi"/, found.text);
    } finally {
      client.dispose();
    }
  });
});
