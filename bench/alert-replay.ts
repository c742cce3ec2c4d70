// Issue 25's replay: 30 days of the alert conditions on emulator data (firings per condition) and
// a day of a person's rules on Hobby and Individual limits (requests a day).
//   node scripts/alert-replay.mjs
import { replay, replayTable } from '../test/unit/alert-replay-sim';

replay().then((r) => console.log(replayTable(r)), (e: unknown) => {
  console.error(e);
  process.exit(1);
});
