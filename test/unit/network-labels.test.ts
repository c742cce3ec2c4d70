// Networks and post types as a person reads them (format/networks): `tweet` is an "X post".
import * as assert from 'node:assert/strict';
import { networkLabel } from '../../src/shared/format/networks';
import { POST_TYPES } from '../../src/shared/lookup/networks';

describe('network names', () => {
  it('post types and networks by the names people use', () => {
    assert.deepEqual(POST_TYPES.map(networkLabel), ['X post', 'YouTube video', 'Reddit post', 'TikTok video', 'Instagram post', 'News']);
    assert.deepEqual(['twitter', 'reddit', 'youtube', 'threads-post'].map(networkLabel), ['X', 'Reddit', 'YouTube', 'Threads post']);
  });

  it('an unknown one as the service sent it', () => {
    assert.equal(networkLabel('mastodon-toot'), 'mastodon-toot');
  });
});
