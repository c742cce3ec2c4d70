// The hostile emulator's payloads (src/service/demo/data/flavor.ts) set window.__pwned when they run: a
// trap that reports any such write from any frame, for the scenarios on hostile text (this
// folder is not a scenario: run.mjs only runs the .mjs files directly in test/e2e).
import { until } from './social.mjs';

/** The marker every hostile text carries. */
export const SCRIPT = '<script>window.__pwned=1</script>';

/**
 * Sets the trap in the workbench and in every document opened later (webviews included), checks
 * that it springs, and resolves with `assertInert()`: nothing ran, and no frame holds the global.
 */
export async function setPwnTrap(h) {
  const { page } = h;
  const ran = [];
  // an init script runs in every new document before its own scripts
  await h.browser.ctx.exposeBinding('__socialPulsePwned', ({ frame }) => { ran.push(frame.url()); });
  const trap = () => {
    let value;
    Object.defineProperty(window, '__pwned', { configurable: true,
      get: () => value,
      set: (v) => { value = v; window.__socialPulsePwned?.(); } });
  };
  await h.browser.ctx.addInitScript(trap);
  await page.evaluate(trap);   // the workbench page is already loaded
  // the trap springs: a write is reported, then it is set again
  await page.evaluate(() => { window.__pwned = 1; });
  await until(page, 'the trap reports a write', async () => ran.length === 1);
  ran.length = 0;
  await page.evaluate(trap);
  return {
    async assertInert() {
      if (ran.length) throw new Error(`a payload ran in ${ran.join(', ')}`);
      for (const frame of page.frames()) {
        const value = await frame.evaluate(() => window.__pwned).catch(() => undefined);   // a frame may go away meanwhile
        if (value !== undefined) throw new Error(`window.__pwned is set in ${frame.url()}`);
      }
    },
  };
}
