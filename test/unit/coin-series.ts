// A coin's week by hour as the emulator serves it (without the service's quirks), read once for a
// describe block: what the chart tests draw.
import * as assert from 'node:assert/strict';
import type { TimeSeriesPoint } from '../../src/service/api/types';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { get, KEY } from './emulator-helpers';

/** Call inside a describe: its points are there from the block's first test on. */
export function btcWeekByHour(): { readonly points: TimeSeriesPoint[] } {
  const read = { points: [] as TimeSeriesPoint[] };
  let emulator: Emulator | undefined;
  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder' }, quirks: false });
    const res = await get(`${emulator.baseUrl}/public/coins/BTC/time-series/v2?bucket=hour&interval=1w`);
    assert.equal(res.status, 200);
    read.points = res.json<{ data: TimeSeriesPoint[] }>().data;
  });
  after(() => emulator?.close());
  return read;
}
