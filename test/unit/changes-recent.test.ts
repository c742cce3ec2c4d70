// The notice of data changes: which changes concern a panel's subject (the last 72 hours, by a
// fixed clock) and which item a change opens.
import * as assert from 'node:assert/strict';
import type { SystemChange } from '../../src/service/api/types-searches';
import { changeRef, RECENT_CHANGE_SECONDS, recentChanges } from '../../src/shared/queries/changes';
import { creatorRef, topicRef } from '../../src/shared/items';
import { clientFor, emulatorForSuite } from './client-helpers';

const NOW = 1_800_000_000;
const HOUR = 3600;

function change(over: Partial<SystemChange>): SystemChange {
  return { asset_type: 'topic', asset_id: 'bitcoin', asset_name: 'Bitcoin', change: 'search_terms', time: NOW - HOUR, ...over };
}

describe('changes: the last 72 hours of a subject', () => {
  it('keeps the subject\'s changes from the last 72 hours, newest first', () => {
    const list = [
      change({ time: NOW - 71 * HOUR, description: 'older' }),
      change({ time: NOW - HOUR, description: 'newest' }),
      change({ time: NOW - RECENT_CHANGE_SECONDS, description: 'exactly 72 h' }),
      change({ time: NOW - RECENT_CHANGE_SECONDS - 1, description: 'too old' }),
      change({ time: NOW + HOUR, description: 'not yet' }),
      change({ asset_id: 'ethereum', description: 'another topic' }),
      change({ asset_type: 'coin', asset_id: 'bitcoin', description: 'a coin of the same name' }),
    ];
    assert.deepEqual(recentChanges(list, topicRef('Bitcoin'), NOW).map((c) => c.description), ['newest', 'older', 'exactly 72 h']);
    assert.deepEqual(recentChanges(list, topicRef('solana'), NOW), []);
  });

  it('matches coins by id and creators by their network id', () => {
    const list = [change({ asset_type: 'coin', asset_id: 1, asset_name: 'Bitcoin' }), change({ asset_type: 'creator', asset_id: 'twitter::42' })];
    assert.equal(recentChanges(list, { kind: 'coin', id: '1', title: 'Bitcoin' }, NOW).length, 1);
    assert.equal(recentChanges(list, creatorRef('twitter::42'), NOW).length, 1);
    assert.equal(recentChanges(list, creatorRef('twitter::43'), NOW).length, 0);
  });

  it('opens what a change is about, when Social Pulse has it', () => {
    assert.deepEqual(changeRef(change({})), { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' });
    assert.deepEqual(changeRef(change({ asset_type: 'coin', asset_id: 1, asset_name: 'Bitcoin' })), { kind: 'coin', id: '1', title: 'Bitcoin' });
    assert.equal(changeRef(change({ asset_type: 'creator', asset_id: 'elonmusk' })), undefined);
    assert.equal(changeRef(change({ asset_type: 'exchange', asset_id: 'x' })), undefined);
    assert.equal(changeRef(change({ asset_id: '  ' })), undefined);
  });
});

describe('changes: a notice that names its subject without an id, as the service sends it', () => {
  const suite = emulatorForSuite();

  it('opens a topic or category by its name, and nothing for a kind that needs an id (never "undefined")', async () => {
    const { client } = clientFor(suite.emulator);
    try {
      const time = Math.floor(Date.now() / 1000) - 3600;
      const data = [
        { asset_type: 'topic', asset_name: 'Bitcoin', change: 'search_terms', description: 'terms changed', time },
        { asset_type: 'category', asset_name: 'DeFi', change: 'full_historical', time },
        { asset_type: 'coin', asset_name: 'Ether', change: 'full_historical', time },
      ];
      suite.emulator.faults.set({ kind: 'status', status: 200, body: JSON.stringify({ config: {}, data }), match: '/system/changes', times: 1 });
      const changes = (await client.systemChanges({ refresh: true })).data;
      assert.equal(changes.length, 3, 'the decoder keeps a notice with a name and no id');
      assert.deepEqual(changes.map(changeRef), [
        { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' },
        { kind: 'category', id: 'defi', title: 'DeFi' },
        undefined,
      ]);
      assert.equal(recentChanges(changes, topicRef('bitcoin'), time + 60).length, 1, 'a Bitcoin panel names it');
    } finally {
      client.dispose();
    }
  });
});
