// What one daily digest of a 10-subject watchlist costs (four topics, a category, three coins, a
// stock, an NFT collection; every section), on Hobby and on Builder, with a cold cache and again
// with the cache the first one left: counted by the emulator, over loopback. The live market lists
// are cached for a minute only, and on Hobby background requests take half of the plan's 4 a
// minute: its third page waits a minute, so a second digest finds the pages expired again.
//   npx tsc -p tsconfig.test.json && node scripts/digest-cost.mjs
import figures from '../out/test/unit/digest-watchlist.js';

const { costRun } = figures;
for (const plan of ['hobby', 'builder']) {
  const run = await costRun(plan);
  try {
    const cold = await run.run(1000);
    const warm = await run.run(1000);
    const s = cold.composed.spending;
    console.log(`${plan.padEnd(8)} cold: ${cold.received} requests (budget ${s.budget}, ${s.cached} from cache)  warm: ${warm.received} requests (${warm.composed.spending.cached} from cache)`
      + `  lacking: ${Object.keys(cold.composed.plan.lacking).join(', ') || 'none'}`);
  } finally {
    await run.close();
  }
}
