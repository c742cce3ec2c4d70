// An identifier the service sends as a JSON number past 2^53 (a post's id, as the field notes
// allow) is read with every digit, through the emulator and the client: JSON.parse alone made
// 1867123456789012345 into ...2200, and opening the post asked for another one.
import * as assert from 'node:assert/strict';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, KEY } from './client-helpers';

describe('client: long numeric identifiers', () => {
  let emulator: Emulator;
  before(async () => { emulator = await startEmulator({ keys: { [KEY]: 'builder' } }); });
  after(async () => { await emulator.close(); });

  it('keeps every digit of a post\'s and its creator\'s id sent as numbers, and leaves a number inside a text alone', async () => {
    const topic = emulator.data.topics[0]!.topic;
    const body = `{"config":{},"data":[{"id":1867123456789012345,"post_type":"tweet","post_title":"says \\"id\\": 98765432109876543210","post_created":1700000000,"creator_id":  1867000000000000001 ,"creator_name":"someone","interactions_24h":12345678901234567}]}`;
    emulator.faults.set({ kind: 'status', status: 200, body, match: '/posts', times: 1 });
    const { client } = clientFor(emulator);
    try {
      const post = (await client.topicPosts(topic, { start: 1_699_000_000 })).data[0]!;
      assert.equal(post.id, '1867123456789012345');
      assert.equal(post.creator_id, '1867000000000000001');
      assert.equal(post.post_title, 'says "id": 98765432109876543210');
      assert.equal(post.interactions_24h, 12345678901234567, 'a figure stays a number');
    } finally {
      client.dispose();
    }
  });
});
