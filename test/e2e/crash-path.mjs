// The extension host killed (SIGKILL) while an alert round waits for its answer (held in flight by
// the emulator's latency fault), then started again by the editor: the rule is still there, and its
// firing is notified once and listed once, also after another round (issue 34, crashes;
// bench/crash-bench.ts kills the same round at every moment in a child process).
import fs from 'node:fs';
import {
  answerInput, collapseView, expandView, notification, openContainer, pickQuickItem, runCommand, waitForTreeItems, waitInputClosed,
} from '../../scripts/real-vscode/workbench.mjs';
import { emulatorSettings, freshKey, rowsText, rowWith, setKeyFromPalette, topRows, until, widenSideBar } from './lib/social.mjs';

export const name = 'crash: the extension host killed in an alert round';

const KEY = freshKey('crash');
const FIRED = 'Social Pulse alert: Bitcoin: Topic rank worse than #1 (a number above 1) (from #1 to #4).';
let emulator;

export async function setup(h) {
  emulator = await h.startEmulator({ key: KEY, plan: 'builder', seed: 7, control: true });
  return { settings: emulatorSettings(emulator) };
}

async function emulatorControl(what, body) {
  const res = await fetch(`${emulator.origin}/__emulator/${what}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`the emulator refused ${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The extension host processes of this run's code-server (told apart by the run's HOME). */
function extensionHosts(home) {
  const pids = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('extensionHost')) continue;
      if (fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`HOME=${home}`)) pids.push(Number(pid));
    } catch { /* gone meanwhile */ }
  }
  return pids;
}

/** The notifications of the window whose message contains `text` (shown or in the notification centre). */
async function notificationsWith(page, text) {
  await runCommand(page, 'Notifications: Show Notifications');
  const count = await page.locator('.notifications-center .notification-list-item-message', { hasText: text }).count();
  await runCommand(page, 'Notifications: Hide Notifications');
  return count;
}

export async function run(h) {
  const { page } = h;
  const home = h.server.dirs.home;
  let killed;

  await h.step('a key and a rule: Bitcoin\'s rank above #1, armed', async () => {
    await openContainer(page, 'Social Pulse');
    await widenSideBar(page, 480);
    await setKeyFromPalette(page, 'crash test key', KEY);
    await waitForTreeItems(page, 'Trending Topics', { min: 5 });
    for (const v of ['Categories', 'Watchlist']) await collapseView(page, v);
    await expandView(page, 'Alerts');
    await topRows(page, 'Trending Topics').filter({ hasText: '#1 Bitcoin' }).locator('.label-name').click({ button: 'right' });
    await page.locator('.context-view .monaco-menu .action-label', { hasText: 'Add Alert...' }).hover();
    await page.keyboard.press('Enter');
    await page.locator('.quick-input-widget .quick-input-title', { hasText: 'Add Alert: Bitcoin (1/5)' }).waitFor();
    await pickQuickItem(page, 'Topic rank');
    await page.locator('.quick-input-widget .quick-input-title', { hasText: '(2/5)' }).waitFor();
    await pickQuickItem(page, 'Gets worse than');
    await answerInput(page, '1', { prompt: /\(3\/5\)/ });
    await answerInput(page, 'Bitcoin leaves #1', { prompt: /\(4\/5\)/ });
    await answerInput(page, '0', { prompt: /\(5\/5\)/ });
    await waitInputClosed(page);
    await until(page, 'the Alerts view lists the rule, armed', async () => (await rowsText(page, 'Alerts')).some((t) => /^Bitcoin leaves #1 — armed/.test(t)));
  });

  await h.step('the rank crosses the line; the round\'s request is held by the emulator and the extension host is killed (SIGKILL)', async () => {
    const hosts = extensionHosts(home);
    if (hosts.length !== 1) throw new Error(`expected one extension host of this run, found ${hosts.length}`);
    await emulatorControl('overrides', { kind: 'topic', id: 'bitcoin', field: 'topic_rank', value: 4 });
    await emulatorControl('faults', { kind: 'latency', ms: 20_000, match: '/topic/bitcoin', times: 1 });
    await runCommand(page, 'Social Pulse: Check Alerts Now');
    // the fault counts down when the request arrives: the round waits for its answer now
    await until(page, 'the round\'s request reached the emulator', async () => (await emulatorControl('faults')).faults.length === 0);
    [killed] = hosts;
    process.kill(killed, 'SIGKILL');
    h.note(`killed extension host ${killed} with the request in flight`);
  });

  await h.step('the editor starts the extension host again: the rule is still there', async () => {
    await until(page, 'a new extension host runs', async () => extensionHosts(home).some((pid) => pid !== killed), { timeout: 30_000 });
    await openContainer(page, 'Social Pulse');
    await until(page, 'the Alerts view lists the rule again', async () => (await rowsText(page, 'Alerts')).some((t) => t.startsWith('Bitcoin leaves #1')));
  });

  await h.step('the next round notifies the firing once and lists it once; a round after it adds nothing', async () => {
    await runCommand(page, 'Social Pulse: Check Alerts Now');
    await until(page, 'the rule shows it fired', async () => (await rowsText(page, 'Alerts')).some((t) => /^Bitcoin leaves #1 — fired at/.test(t)));
    await rowWith(page, 'Alerts', 'Fired alerts (1)').waitFor();
    // another round: its request reaches the emulator, and the round ends (its progress closes)
    await emulatorControl('faults', { kind: 'latency', ms: 1, match: '/topic/bitcoin', times: 1 });
    await runCommand(page, 'Social Pulse: Check Alerts Now');
    await until(page, 'the next round\'s request reached the emulator', async () => (await emulatorControl('faults')).faults.length === 0);
    await notification(page, 'checking alerts').waitFor({ state: 'hidden' });
    await h.shot('crash-alert-fired-once');
    const shown = await notificationsWith(page, FIRED);
    if (shown !== 1) throw new Error(`the firing was notified ${shown} times`);
    if (!(await rowWith(page, 'Alerts', 'Fired alerts (1)').count())) throw new Error('the history lists the firing more than once');
  });
}
