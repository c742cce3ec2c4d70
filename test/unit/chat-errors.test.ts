// What a chat answer says of a failed tool call, for failures the client really gives against the
// emulator: a rate limit's time is said once (not also in the service's UTC words), a request a
// key switch stopped says what to do without the client's English, and only VS Code's own
// cancellation ends a turn as the person's cancel.
import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { describeError, endedCancelled } from '../../src/features/chat/core/errors';
import { ownMarkdown } from '../../src/editor/sinks/neutral';
import { clientFor, failure, KEY, until } from './client-helpers';

const T0 = Date.UTC(2025, 2, 10, 12, 0, 10);

describe('chat: a failed tool call in words', () => {
  let clock: VirtualClock;
  let emulator: Emulator;

  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'hobby' } });
  });
  afterEach(async () => {
    await emulator.close();
  });

  it("a day's rate limit says when it may succeed once, not also in the service's words", async () => {
    const { client } = clientFor(emulator, { plan: 'hobby', clock });
    emulator.faults.set({ kind: 'rate-limit', window: 'day', times: 1 });
    const { error } = await failure(client.coinsList({ limit: 1 }));
    client.dispose();
    assert.match(error.message, /It resets at/, 'the client\'s own message carries the time');
    const text = describeError(error, ownMarkdown('pulseCoins'), clock.now()) as string;
    assert.match(text, /It may succeed after/);
    assert.doesNotMatch(text, /It resets at/);
  });

  it('a request a key switch stopped says what to do, without the client\'s English message', async () => {
    const { client } = clientFor(emulator, { plan: 'hobby', clock });
    for (let limit = 1; limit <= 4; limit++) await client.coinsList({ limit });
    const waiting = client.coinsList({ limit: 5 });
    await until(() => client.quota().waiting === 1, 'a request waiting for the next minute');
    client.accountChanged();
    const { kind, error } = await failure(waiting);
    client.dispose();
    assert.equal(kind, 'superseded');
    const text = describeError(error, ownMarkdown('pulseCoins'), clock.now()) as string;
    assert.match(error.message, /while this request waited/);
    assert.doesNotMatch(text, /while this request waited/, 'the client\'s message, beside what to do');
    assert.match(text, /What to do: .*changed while this ran/);
  });

  it('only VS Code\'s cancellation (named "Canceled") is the person\'s cancel, not a model error that mentions one', () => {
    const declined = Object.assign(new Error('Canceled'), { name: 'Canceled' });
    assert.equal(endedCancelled(declined), true);
    assert.equal(endedCancelled(new Error('the model cancelled its stream: overloaded')), false);
  });
});
