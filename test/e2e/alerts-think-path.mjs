// An unusual-activity rule written from a topic panel with its backtest beside it: Add Alert… in
// the panel, Interactions, "Is unusual"; the backtest panel opens beside the input box, draws the
// last 30 days with a marker where the rule would have fired and counts them, and the count
// follows k as it is typed (light and dark themes). Saved, the rule's first check fires, and the
// notification's text is plain (no markdown escapes, no markup). k is chosen from the emulator's
// own series, with the extension's own unusual-activity verdict, so the latest hour stands above it.
// Then the pulseAlert tool, called as an agent would (the tool-caller fixture): the workbench's
// dialog shows the rule understood; Cancel saves nothing, Yes saves it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../scripts/real-vscode/tools.mjs';
import {
  answerInput, expandView, findInWebviews, modalDialog, notification, openContainer, pickQuickItem, pressDialogButton,
  runCommand, setColorTheme, waitForTreeItems, waitInputClosed,
} from '../../scripts/real-vscode/workbench.mjs';
import { clearOfTheHourTurn, emulatorSettings, freshKey, panelFrame, revealTopRow, rowsText, setKeyFromPalette, until, widenSideBar } from './lib/social.mjs';

export const name = 'alerts that think: unusual activity with its backtest';
/** The minutes of the hour its clearOfTheHourTurn asks for (run.mjs puts the scenario off meanwhile). */
export const hourTurnMinutes = 3;

const KEY = freshKey('think');
const require = createRequire(import.meta.url);
// the compiled verdict of the extension (npx tsc -p tsconfig.test.json writes out/)
const { unusualVerdict } = require(path.join(repoRoot, 'out', 'src', 'features', 'alerts', 'conditions', 'unusual.js'));
const { valuesOf } = require(path.join(repoRoot, 'out', 'src', 'features', 'alerts', 'conditions', 'points.js'));
const FIXTURE = path.join(repoRoot, 'test', 'fixtures', 'tool-caller');
const OUTCOMES = path.join(repoRoot, 'test-results', 'e2e-alert-tool-calls.jsonl');
let emulator;

export async function setup(h) {
  emulator = await h.startEmulator({ key: KEY, plan: 'builder', seed: 7, control: true });
  fs.mkdirSync(path.dirname(OUTCOMES), { recursive: true });
  fs.writeFileSync(OUTCOMES, '');
  return { settings: { ...emulatorSettings(emulator), 'socialPulseTest.outcomes': OUTCOMES }, extensions: [FIXTURE] };
}

function outcomes() {
  return fs.readFileSync(OUTCOMES, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

async function get(pathAndQuery) {
  const res = await fetch(`${emulator.baseUrl}${pathAndQuery}`, { headers: { authorization: `Bearer ${KEY}` } });
  if (!res.ok) throw new Error(`the emulator answered ${res.status} for ${pathAndQuery}`);
  return (await res.json()).data;
}

/**
 * The first trending topic whose latest hour of interactions stands at least 1 deviation above the
 * usual, and the k that fires on it. The first 20, not 8: about one hour in a hundred, bursts in the
 * week before make the first eight's latest hours all look usual (the 14th was the first then).
 */
async function unusualTopic() {
  const topics = (await get('/public/topics/list/v1')).slice(0, 20);
  for (const t of topics) {
    const values = valuesOf(await get(`/public/topic/${encodeURIComponent(t.topic)}/time-series/v1?bucket=hour&interval=1m`), 'interactions');
    for (let k = 20; k >= 1; k -= 0.5) {
      if (unusualVerdict({ kind: 'unusual', k, windowDays: 7, bucket: 'hour' }, values).holds) return { topic: t.title ?? t.topic, k };
    }
  }
  throw new Error('no trending topic of the emulator has an unusual latest hour');
}

export async function run(h) {
  const { page } = h;
  const clearToasts = () => runCommand(page, 'Notifications: Clear All Notifications');
  // the topic and its k are those of this hour's latest point: the rule saved minutes later must
  // see the same hour (at the next, about half the topics are no longer unusual)
  await clearOfTheHourTurn(page, hourTurnMinutes);
  const found = await unusualTopic();

  await h.step('a key set from the palette; the topic panel opens from Trending Topics', async () => {
    await openContainer(page, 'Social Pulse');
    await widenSideBar(page, 480);
    await setKeyFromPalette(page, 'think test key', KEY);
    await waitForTreeItems(page, 'Trending Topics', { min: 5 });
    await clearToasts();
    await (await revealTopRow(page, 'Trending Topics', found.topic)).locator('.label-name').click();
    await panelFrame(page, found.topic, { view: 'topic', timeout: 30000 });
  });

  let backtest;
  await h.step('Add Alert… in the panel, Interactions, Is unusual: the backtest opens beside, with markers and a count', async () => {
    const frame = await panelFrame(page, found.topic, { view: 'topic' });
    await frame.locator('.page-head button', { hasText: 'Add Alert…' }).click();
    await page.locator('.quick-input-widget .quick-input-title', { hasText: `Add Alert: ${found.topic}` }).waitFor();
    await pickQuickItem(page, /^Interactions(?! vs)/);
    await pickQuickItem(page, 'Is unusual');
    backtest = (await findInWebviews(page, '.view-backtest .page-head h1', { text: 'Backtest', timeout: 30000 })).frame;
    await backtest.locator('.backtest-count', { hasText: /Would (never )?have fired/ }).waitFor({ timeout: 30000 });
    await backtest.locator('.backtest-chart .u-over').waitFor();
    // the input box keeps the focus: it asks k, saying the backtest follows
    await page.locator('.quick-input-widget .quick-input-message', { hasText: /k \(deviations above the usual\).*backtest beside/ }).waitFor();
  });

  await h.step('the count follows k as it is typed (light, then dark)', async () => {
    const count = backtest.locator('.backtest-count');
    const input = page.locator('.quick-input-widget input').first();
    await input.fill('20');
    await until(page, 'k 20 replayed', async () => (await backtest.locator('input[data-param="k"]').inputValue()) === '20');
    const high = await count.innerText();
    await input.fill(String(found.k));
    await until(page, `k ${found.k} replayed`, async () => (await backtest.locator('input[data-param="k"]').inputValue()) === String(found.k));
    const low = await count.innerText();
    const times = (t) => (/never/.test(t) ? 0 : /once/.test(t) ? 1 : Number(/fired (\d+) times/.exec(t)?.[1]));
    if (!(times(low) >= times(high))) throw new Error(`a lower k fired less: "${low}" vs "${high}"`);
    if (!(times(low) >= 1)) throw new Error(`k ${found.k} should fire at least at the latest hour: "${low}"`);
    const markers = await backtest.locator('.u-legend .u-series', { hasText: 'Would have fired' }).count();
    if (markers !== 1) throw new Error('the chart has no series of firings');
    await page.mouse.move(5, 5);
    await h.shot('backtest-light');
    // the theme is changed from the palette: the rule is started again after it (the panel stays)
    await page.keyboard.press('Escape');
    await waitInputClosed(page);
    await setColorTheme(page, 'Dark Modern');
  });

  await h.step('in the dark theme, saved with that k, the rule\'s first check fires; the notification is plain text', async () => {
    const frame = await panelFrame(page, found.topic, { view: 'topic' });
    await frame.locator('.page-head button', { hasText: 'Add Alert…' }).click();
    await pickQuickItem(page, /^Interactions(?! vs)/);
    await pickQuickItem(page, 'Is unusual');
    const input = page.locator('.quick-input-widget input').first();
    await page.locator('.quick-input-widget .quick-input-message', { hasText: /k \(deviations above the usual\)/ }).waitFor();
    await input.fill(String(found.k));
    await until(page, `k ${found.k} replayed`, async () => (await backtest.locator('input[data-param="k"]').inputValue()) === String(found.k));
    await backtest.locator('.backtest-count', { hasText: /Would (never )?have fired/ }).waitFor();
    await h.shot('backtest-dark');
    await input.press('Enter');
    await answerInput(page, '7', { prompt: /Trailing window \(days\)/ });
    await answerInput(page, `${found.topic} interactions unusual`, { prompt: /Name of the alert/ });
    await answerInput(page, '60', { prompt: /Cool-down.*Adds \d+ request/ });
    await waitInputClosed(page);
    const toast = notification(page, `Social Pulse alert: ${found.topic}: Interactions unusually high`);
    await toast.waitFor({ timeout: 30000 });
    const text = await toast.innerText();
    if (/\\[:.()$-]|<|\*\*|\[.*\]\(/.test(text)) throw new Error(`the notification is not plain text: ${text}`);
    if (!/\(now [\d,.]+, usually [\d,.]+\)/.test(text)) throw new Error(`the notification does not say what it saw: ${text}`);
    await openContainer(page, 'Social Pulse');
    await expandView(page, 'Alerts');
    await until(page, 'the Alerts view lists it fired', async () => (await rowsText(page, 'Alerts')).some((t) => t.startsWith(`${found.topic} interactions unusual — fired at`)));
    await h.shot('unusual-fired-notification');
  });

  await h.step('pulseAlert, called as an agent would: the dialog shows the rule; Cancel saves nothing, Yes saves it', async () => {
    await clearToasts();
    const rules = async () => (await rowsText(page, 'Alerts')).filter((t) => !t.startsWith('Fired alerts')).length;
    const before = await rules();
    const input = { action: 'create', phrase: 'when solana posts spike while price is flat' };
    const call = async () => {
      const settled = outcomes().length;
      await runCommand(page, 'Social Pulse Tests: Invoke a Language Model Tool');
      await answerInput(page, `socialPulse_alert ${JSON.stringify(input)}`, { prompt: 'Tool name' });
      return settled;
    };
    let settled = await call();
    const d = await modalDialog(page);
    if (d.message !== 'Create this alert?') throw new Error(`the dialog asks "${d.message}"`);
    if (/\\/.test(d.detail)) throw new Error(`the dialog shows markdown escapes: "${d.detail}"`);
    if (!/Rule: Solana: Active posts rise by 50% within 1 d while the price moves less than 2% \(or falls\)/.test(d.detail)
      || !/Condition: \{"kind":"diverges","risePercent":50,"pricePercent":2,"windowHours":24\}/.test(d.detail)) {
      throw new Error(`the dialog does not show the rule in words and as its condition: "${d.detail}"`);
    }
    await h.shot('alert-tool-confirmation');
    await pressDialogButton(page, 'Cancel');
    await until(page, 'the cancelled call to settle', () => outcomes().length > settled);
    if (outcomes()[settled].status !== 'rejected') throw new Error(`the declined call ran: ${JSON.stringify(outcomes()[settled])}`);
    if ((await rules()) !== before) throw new Error('a declined call saved a rule');
    settled = await call();
    await modalDialog(page);
    await pressDialogButton(page, 'Yes');
    await until(page, 'the confirmed call to settle', () => outcomes().length > settled);
    if (!/^Saved the alert/.test(outcomes()[settled].text ?? '')) throw new Error(`not saved: ${JSON.stringify(outcomes()[settled])}`);
    await until(page, 'the Alerts view lists the new rule', async () => (await rules()) === before + 1);
  });
}
