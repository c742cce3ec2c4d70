// A costly tool call asks first, in the real workbench: another extension (the tool-caller test
// fixture, as an agent would) calls a Social Pulse tool through vscode.lm.invokeTool; the workbench
// shows the confirmation our prepareInvocation built as a modal dialog. Cancel: the call rejects as
// cancelled and the service gets no request. Yes: the data comes back. A cheap call asks nothing,
// until tool calls have spent the budget of a minute: then it asks too, with the figure spent.
// (The extension-host suite cannot show this: in extension tests VS Code's dialog service confirms
// without showing anything, "refused to show confirmation dialog in tests".)
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/real-vscode/tools.mjs';
import {
  answerInput, expandView, modalDialog, openContainer, pressDialogButton, runCommand, waitForTreeItems,
} from '../../scripts/real-vscode/workbench.mjs';
import { assertAlive, emulatorSettings, freshKey, setKeyFromPalette, until } from './lib/social.mjs';

export const name = 'Chat tools: a costly call asks first';

const KEY = freshKey('confirm');
const FIXTURE = path.join(repoRoot, 'test', 'fixtures', 'tool-caller');
/** How each call settled, one JSON line each, written by the fixture (kept as a record of the run). */
const OUTCOMES = path.join(repoRoot, 'test-results', 'e2e-tool-calls.jsonl');
const FIVE = ['bitcoin', 'solana', 'xrp', 'dogecoin', 'cardano'];
// the quota sentence ends the message: what is left today once the client has counted, else the plan's limits
const QUOTA_LEFT = /( [\d,]+ of 20,000 left today\.| The Builder plan allows 100 a minute, 20,000 a day\.)$/;
let emulator;

export async function setup(h) {
  emulator = await h.startEmulator({ key: KEY, plan: 'builder' });
  fs.mkdirSync(path.dirname(OUTCOMES), { recursive: true });
  fs.writeFileSync(OUTCOMES, '');
  return { settings: { ...emulatorSettings(emulator), 'socialPulseTest.outcomes': OUTCOMES }, extensions: [FIXTURE] };
}

/** Requests the emulator has counted for the key so far, this probe included. */
async function countedByService() {
  const res = await fetch(`${emulator.baseUrl}/public/categories/list/v1`, { headers: { authorization: `Bearer ${KEY}` } });
  if (!res.ok) throw new Error(`the emulator's count probe got ${res.status}`);
  return Number(res.headers.get('x-rate-limit-day')) - Number(res.headers.get('x-rate-limit-day-remaining'));
}

function outcomes() {
  return fs.readFileSync(OUTCOMES, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

function sameText(actual, expected, what) {
  if (actual !== expected) throw new Error(`${what}: expected "${expected}", the dialog shows "${actual}"`);
}

export async function run(h) {
  const { page } = h;
  let before = 0;
  let settled = 0;

  /** Calls a tool through the fixture's command, as an agent would (the answer arrives later). */
  async function callTool(tool, input) {
    before = await countedByService();
    settled = outcomes().length;
    await runCommand(page, 'Social Pulse Tests: Invoke a Language Model Tool');
    await answerInput(page, `${tool} ${JSON.stringify(input)}`, { prompt: 'Tool name' });
  }
  /** How the call settled, and the requests the service received for it. */
  async function outcome() {
    await until(page, 'the tool call to settle', () => outcomes().length > settled);
    const o = outcomes()[settled];
    return { ...o, requests: (await countedByService()) - before - 1 };
  }
  async function dialogOf(title) {
    const d = await modalDialog(page);
    sameText(d.message, title, 'the title');
    if ([...d.buttons].sort().join(' | ') !== 'Cancel | Yes') throw new Error(`buttons: ${d.buttons.join(' | ')}`);
    h.note(`dialog: "${d.message}" / "${d.detail}"`);
    return d;
  }

  await h.step('a key on the Builder plan', async () => {
    await openContainer(page, 'Social Pulse');
    await setKeyFromPalette(page, 'Builder', KEY);
    // the views' first loads with the new key, so that the counts below are the tool calls' alone
    await waitForTreeItems(page, 'Trending Topics');
    await expandView(page, 'Categories');
    await waitForTreeItems(page, 'Categories');
  });

  await h.step('a comparison of 5 topics asks first: what will be fetched, how many requests, why', async () => {
    await callTool('socialPulse_compareTopics', { topics: FIVE });
    const d = await dialogOf('Fetch 5 answers from Social Pulse?');
    const expected = `This will fetch ${FIVE.map((t) => `the summary of "${t}"`).join(', ')}: up to 5 requests (none for answers still cached). It asks because it may spend up to 5 requests of your quota.`;
    sameText(d.detail.replace(QUOTA_LEFT, ''), expected, 'the message');
    if (!QUOTA_LEFT.test(d.detail)) throw new Error(`no quota sentence at the end: "${d.detail}"`);
    await h.shot('tool-confirmation-dialog');
  });

  await h.step('Cancel: the call rejects as cancelled and the service gets no request', async () => {
    await pressDialogButton(page, 'Cancel');
    const o = await outcome();
    h.note(`outcome: ${o.status} ${o.name ?? ''} ${o.message ?? ''}; ${o.requests} requests`);
    if (o.status !== 'rejected' || !(o.cancellation || o.name === 'Canceled')) throw new Error(`not a cancellation: ${JSON.stringify(o)}`);
    if (o.requests !== 0) throw new Error(`the service got ${o.requests} requests for a call the person cancelled`);
  });

  await h.step('Yes: the comparison of the 5 comes back, for 5 requests', async () => {
    await callTool('socialPulse_compareTopics', { topics: FIVE });
    await dialogOf('Fetch 5 answers from Social Pulse?');
    await pressDialogButton(page, 'Yes');
    const o = await outcome();
    if (o.status !== 'fulfilled') throw new Error(`the confirmed call failed: ${JSON.stringify(o)}`);
    if (!/^## Bitcoin vs Solana vs XRP vs Dogecoin vs Cardano/.test(o.text)) throw new Error(`not the comparison: ${o.text.slice(0, 300)}`);
    if (!/5 requests spent/.test(o.text)) throw new Error(`footer: ${o.text.slice(-300)}`);
    if (o.requests !== 5) throw new Error(`the service got ${o.requests} requests, not 5`);
  });

  await h.step('a long series asks first; confirmed, it comes back for 1 request', async () => {
    await callTool('socialPulse_timeSeries', { name: 'ethereum', bucket: 'hour', interval: '3m' });
    const d = await dialogOf('Fetch a long series from Social Pulse?');
    sameText(d.detail.replace(QUOTA_LEFT, ''), 'This will fetch the 3m hourly series of topic "ethereum": up to 1 request (none for answers still cached). It asks because it is a long series (about 2,160 points).', 'the message');
    await pressDialogButton(page, 'Yes');
    const o = await outcome();
    if (o.status !== 'fulfilled' || !/^## Topic `ethereum`: 3m in hours\n\n2,160 points/.test(o.text)) throw new Error(`the confirmed series: ${JSON.stringify(o).slice(0, 400)}`);
    if (o.requests !== 1) throw new Error(`the service got ${o.requests} requests, not 1`);
  });

  await h.step('a cheap call (2 topics) answers without a dialog', async () => {
    await callTool('socialPulse_compareTopics', { topics: ['nvidia', 'tesla'] });
    // a dialog would hold the call: no outcome would come
    const o = await outcome();
    if (await page.locator('.monaco-dialog-box').count()) throw new Error('a dialog is open');
    if (o.status !== 'fulfilled' || !/^## NVIDIA vs Tesla/.test(o.text)) throw new Error(`the cheap call: ${JSON.stringify(o).slice(0, 400)}`);
    if (o.requests !== 2) throw new Error(`the service got ${o.requests} requests, not 2`);
    await assertAlive(page);
  });

  await h.step('past the budget (10 requests in a minute of tool calls), a cheap call asks too, with the figure spent', async () => {
    const pairs = [['ethereum', 'ai'], ['openai', 'apple'], ['google', 'microsoft'], ['amazon', 'meta'], ['netflix', 'intel'], ['amd', 'chainlink']];
    let asked;
    for (const topics of pairs) {
      await callTool('socialPulse_compareTopics', { topics });
      await until(page, 'a dialog or the answer', async () => (await page.locator('.monaco-dialog-box').count()) > 0 || outcomes().length > settled);
      if (await page.locator('.monaco-dialog-box').count()) {
        asked = await modalDialog(page);
        break;
      }
      if (outcomes()[settled].status !== 'fulfilled') throw new Error(`a call under the budget: ${JSON.stringify(outcomes()[settled]).slice(0, 300)}`);
    }
    if (!asked) throw new Error('no call asked after 12 more requests');
    h.note(`dialog: "${asked.message}" / "${asked.detail}"`);
    await h.shot('tool-budget-dialog');
    const spent = /^Fetch more from Social Pulse\? (\d+) requests spent in the last minute$/.exec(asked.message);
    if (!spent || Number(spent[1]) < 9) throw new Error(`the title: "${asked.message}"`);
    if (!new RegExp(`^Tool calls have spent ${spent[1]} requests in the last minute; a chat turn may spend 10 without asking\\. This call will fetch the summary of ".+", the summary of ".+": up to 2 requests \\(none for answers still cached\\)\\.`).test(asked.detail)) {
      throw new Error(`the message: "${asked.detail}"`);
    }
    await pressDialogButton(page, 'Yes');
    const o = await outcome();
    if (o.status !== 'fulfilled' || o.requests !== 2) throw new Error(`the confirmed call: ${JSON.stringify(o).slice(0, 300)}`);
  });
}
