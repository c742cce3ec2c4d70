// Social Pulse: Show Data Changes: the rows newest first whatever order the service sends, the
// decoder's placeholder for a missing kind in the person's words, and a name quoted as sent.
import * as assert from 'node:assert/strict';
import { useBundle } from '../../src/shared/format/l10n';
import { changeRows, notOpenedNotice } from '../../src/features/changes/core/rows';
import { clientFor, emulatorForSuite } from './client-helpers';

describe('changes: the rows of Show Data Changes', () => {
  const suite = emulatorForSuite();

  afterEach(() => useBundle(undefined));

  it('lists the newest first, says a missing kind in the person\'s words, and quotes a name as sent', async () => {
    const { client } = clientFor(suite.emulator);
    try {
      const now = Date.now();
      const time = Math.floor(now / 1000);
      const data = [
        { asset_type: 'topic', asset_name: 'older', change: 'search_terms', time: time - 7200 },
        { asset_name: '$(alert) Coin', time: time - 60 },
        { asset_type: 'category', asset_name: 'oldest', change: 'full_historical', time: time - 86400 },
      ];
      suite.emulator.faults.set({ kind: 'status', status: 200, body: JSON.stringify({ config: {}, data }), match: '/system/changes', times: 1 });
      const changes = (await client.systemChanges({ refresh: true })).data;
      useBundle({ 'unknown kind': '未知类型', 'unknown change': '未知变更' });
      const rows = changeRows(changes, now);
      assert.deepEqual(rows.map((r) => r.name), ['$(alert) Coin', 'older', 'oldest']);
      assert.match(rows[0]!.description, /^未知类型 · 未知变更 · /);
      assert.doesNotMatch(rows[0]!.description, /unknown/);
      assert.equal(rows[0]!.label, '\\$(alert) Coin', 'the picker shows the icon syntax as typed');
      assert.equal(notOpenedNotice(rows[0]!), 'Social Pulse: "$(alert) Coin" is not something Social Pulse opens.');
    } finally {
      client.dispose();
    }
  });
});
