// Switching the source leaves nothing behind (issue 33): a topic panel and the trees on demo data,
// then a key that the service refuses and demo data turned off. No demo figure may remain: not the
// panel's rank in its heading, its figures or its news, not a "generated" age of the earlier load,
// not a tree row; the sections say what failed, and the demo mark is gone with the demo figures.
import {
  clickNotificationButton, collapseView, expandView, findInWebviews, openContainer, statusBarItem, treeRows, waitForTreeItems,
} from '../../scripts/real-vscode/workbench.mjs';
import { emulatorSettings, freshKey, rowsText, setKeyFromPalette, topRows, until } from './lib/social.mjs';

export const name = 'switching the source';

const KEY = freshKey('switch');
const KEY_LABEL = 'refused key';
let emulator;

export async function setup(h) {
  // the "service" accepts the key while it is set (the key is checked before it is kept), then
  // refuses every request: a key that cannot be used
  emulator = await h.startEmulator({ key: KEY, plan: 'builder', seed: 7, control: true });
  return { settings: { ...emulatorSettings(emulator), 'socialPulse.demo': true } };
}

/** What the topic panel shows now, as a person reads it. */
function panelState(frame) {
  return frame.evaluate(() => ({
    heading: document.querySelector('.page-head .facts')?.textContent ?? '',
    demoBadge: getComputedStyle(document.querySelector('.demo-badge') ?? document.body).display !== 'none' && !!document.querySelector('body.demo'),
    figures: [...document.querySelectorAll('dl.figures dd')].map((d) => d.textContent ?? ''),
    posts: document.querySelectorAll('li.post').length,
    ages: [...document.querySelectorAll('.section .age')].map((a) => a.textContent ?? '').filter(Boolean),
    errors: document.querySelectorAll('.section .error').length,
    updating: (document.body.textContent ?? '').includes('Updating…'),
  }));
}

export async function run(h) {
  const { page } = h;
  let frame;
  let demoRows = [];
  let demoCoins = [];

  await h.step('on demo data, a topic panel shows its rank, figures, news and ages, marked as demo data', async () => {
    await openContainer(page, 'Social Pulse');
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    demoRows = await rowsText(page, 'Trending Topics');
    await collapseView(page, 'Categories');
    await expandView(page, 'Coins');
    await waitForTreeItems(page, 'Coins', { min: 3 });
    demoCoins = await rowsText(page, 'Coins');
    if (!(await statusBarItem(page, 'Demo data').count())) throw new Error('no "Demo data" in the status bar on demo data');
    await topRows(page, 'Trending Topics').first().locator('.label-name').click();
    ({ frame } = await findInWebviews(page, '.page-head .facts .rank'));
    await findInWebviews(page, 'li.post');
    await until(page, 'the figures and news are drawn', async () => {
      const s = await panelState(frame);
      return s.figures.length > 0 && s.posts > 0 && s.ages.length > 0 && s.demoBadge;
    });
    await h.shot('source-demo-panel');
  });

  await h.step('a key the service then refuses, and demo data turned off', async () => {
    await setKeyFromPalette(page, KEY_LABEL, KEY);
    await emulator.faults({ kind: 'status', status: 401, body: '{"error":"Invalid API key"}' });
    await clickNotificationButton(page, `key "${KEY_LABEL}" saved`, 'Turn Off Demo Data');
    await statusBarItem(page, KEY_LABEL).waitFor();
  });

  await h.step('the panel keeps no demo figure: no rank, figures, news or age of the earlier load, no demo mark', async () => {
    await until(page, 'every section has failed', async () => (await panelState(frame)).errors >= 3);
    const s = await panelState(frame);
    await h.shot('source-switched-panel');
    const left = [];
    if (/rank/.test(s.heading)) left.push(`the heading still shows a rank: ${s.heading}`);
    if (s.figures.length) left.push(`figures: ${s.figures.join(', ')}`);
    if (s.posts) left.push(`${s.posts} posts or news items`);
    if (s.ages.length) left.push(`ages: ${s.ages.join(', ')}`);
    if (s.demoBadge) left.push('the demo mark');
    if (s.updating) left.push('"Updating…" over old data');
    if (left.length) throw new Error(`demo data left on the panel after the switch: ${left.join('; ')}`);
  });

  await h.step('the trees keep no demo row', async () => {
    await until(page, 'Trending Topics no longer lists the demo topics', async () => {
      const rows = await rowsText(page, 'Trending Topics');
      return !rows.some((r) => demoRows.includes(r));
    });
    const rows = await treeRows(page, 'Trending Topics').allTextContents();
    if (rows.some((r) => /#\d+ /.test(r))) throw new Error(`ranked rows after the switch: ${rows.join(' | ')}`);
    await until(page, 'Coins no longer lists the demo prices', async () => {
      const coins = await rowsText(page, 'Coins');
      return !coins.some((r) => demoCoins.includes(r));
    });
    await h.shot('source-switched-trees');
  });

  await h.step('the status bar no longer says "Demo data"', async () => {
    await until(page, 'the demo mark leaves the status bar', async () => (await statusBarItem(page, 'Demo data').count()) === 0);
  });
}
