// An error that says when to try again says it once, in the zone the person chose
// (socialPulse.timeZone), on every surface: the words every notification and note use, a tree's
// failure row, and the stale mark of data served in its place. The service's own message says the
// time in UTC; none of these repeat it.
import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import type { ServiceError } from '../../src/service/api/errors';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { errorMessage } from '../../src/editor/errorPolicy';
import { failureNode } from '../../src/editor/treeKit/core/states';
import { formatClock, useTimeZone } from '../../src/shared/format/time';
import { zoneNameOf } from '../../src/shared/format/zone';
import { metaOf } from '../../src/shared/queries/answerMeta';
import { freshness } from '../../src/shared/queries/freshness';
import { clientFor, failure, KEY } from './client-helpers';

const MIN = 60_000;
// UTC+5:45 all year: its clock cannot be mistaken for the service's UTC one
const ZONE = zoneNameOf('Asia/Kathmandu')!;

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('error words: a wait said once, in the chosen zone', () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  let client: SocialClient;

  beforeEach(async () => {
    // ahead of the real clock, so a wait the emulator names is ahead of it too
    clock = new VirtualClock(Date.now());
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'builder' } });
    client = clientFor(emulator, { clock }).client;
    useTimeZone(ZONE);
  });
  afterEach(async () => {
    useTimeZone(undefined);
    client.dispose();
    await emulator.close();
  });

  it('a 429 with its reset time: errorMessage and the tree row say the time once, in the zone, never in UTC', async () => {
    await client.topic('bitcoin');
    clock.advance(20 * MIN);
    emulator.faults.set({ kind: 'rate-limit', window: 'day', match: '/public/topic/' });
    const stale = await client.topic('bitcoin');
    const refused = stale.staleError;
    assert.ok(refused, 'the last good answer stands in, with the refusal');
    assert.equal(refused.kind, 'rate-limited-day');
    assert.ok(refused.retryAt !== undefined && refused.retryAt > clock.now(), 'the emulator names when it resets');
    assert.match(refused.message, /UTC/, 'the service\'s own message says it in UTC');
    const at = formatClock(refused.retryAt, ZONE);
    assert.doesNotMatch(at, /UTC/);

    const words = errorMessage(refused, clock.now());
    assert.equal(occurrences(words, at), 1, words);
    assert.doesNotMatch(words, /UTC/, words);

    const row = failureNode('coins', refused, clock.now());
    const shown = `${String(row.label)} · ${String(row.description)}`;
    assert.equal(occurrences(shown, at), 1, shown);
    assert.doesNotMatch(shown, /UTC|try again in/, shown);
    assert.equal(occurrences(String(row.a11y), at), 1, String(row.a11y));

    // the stale marks of the data served in its place say it as well, the same way
    const reason = freshness([stale]).stale?.reason ?? '';
    assert.equal(occurrences(reason, at), 1, reason);
    assert.doesNotMatch(reason, /UTC/);
    const note = metaOf(stale).staleReason ?? '';
    assert.equal(occurrences(note, at), 1, note);
    assert.doesNotMatch(note, /UTC/);

    // a call refused for the rest of the day: the same words
    const next = (await failure(client.coinsList({ limit: 3 }))).error as unknown as ServiceError;
    assert.equal(next.kind, 'rate-limited-day');
    const again = errorMessage(next, clock.now());
    assert.equal(occurrences(again, formatClock(next.retryAt, ZONE)), 1, again);
    assert.doesNotMatch(again, /UTC/, again);
  });
});
