// A working day under quota pressure at Hobby and at Individual limits: requests per hour of
// the person and of the watchlist's background refresh, on a virtual clock against the emulator.
//   npm run bench:quota
// The same day is asserted by test/unit/quota-day.test.ts; here it is only printed.
import { alertTable, simulateAlertDay } from '../test/unit/alerts-day-sim';
import { hourTable, simulateDay } from '../test/unit/quota-day-sim';

async function main(): Promise<void> {
  for (const plan of ['hobby', 'individual'] as const) {
    console.log(`${hourTable(await simulateDay(plan))}\n`);
  }
  // the same budget with 10 alert rules checked in the watchlist's background round
  for (const plan of ['hobby', 'individual'] as const) {
    console.log(`${alertTable(await simulateAlertDay(plan))}\n`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
