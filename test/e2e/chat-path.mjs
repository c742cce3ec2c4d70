// Social Pulse in the chat view of a real VS Code: the tools in the chat's tool picker and @pulse
// answering on hostile data (an emulator in hostile mode: markup and links in every text field).
// Offline this VS Code has no signed-in model, and the chat view runs no participant without one
// ("Language model unavailable"); a fixture extension (test/fixtures/chat-model) is its default
// model, and answers as a model steered by what it read would: a command link, an image, raw HTML.
// The answer must show all of it as text. The extension-host suite (test/integration/chat.test.ts)
// proves the handler in detail.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/real-vscode/tools.mjs';
import { openContainer, runCommand } from '../../scripts/real-vscode/workbench.mjs';
import { assertAlive, emulatorSettings, freshKey, setKeyFromPalette } from './lib/social.mjs';

export const name = 'Chat: tools and @pulse';

const KEY = freshKey('chat');
const MODEL = path.join(repoRoot, 'test', 'fixtures', 'chat-model');
const SCRIPT = '<script>window.__pwned=1</script>';

export async function setup(h) {
  const emulator = await h.startEmulator({ key: KEY, plan: 'builder', seed: 3, hostile: true });
  return {
    settings: { ...emulatorSettings(emulator), 'chat.disableAIFeatures': false },
    extensions: [MODEL],
    proposedApi: ['socialpulse-test.chat-model'],
  };
}

/** Visible text of the chat view (its widget, wherever VS Code put it). */
async function chatText(page) {
  return page.locator('.interactive-session').first().innerText().catch(() => '');
}

function note(text) {
  const file = path.join(process.cwd(), 'test-results', 'chat-e2e-notes.txt');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${text}\n`);
}

/** The chat's input editor. */
function chatInput(page) {
  return page.locator('.interactive-session .interactive-input-part .monaco-editor .view-lines').first();
}

/**
 * Waits until `answered` (a function of the page) holds, or `timeout` passed: the step's checks
 * then say what the chat view shows instead.
 */
async function waitForAnswer(page, answered, timeout) {
  await page.waitForFunction(answered, undefined, { timeout }).catch((e) => {
    if (e.name !== 'TimeoutError') throw e;
  });
}

/** The last answer of the chat view. */
function lastAnswer(page) {
  return page.locator('.interactive-session .interactive-item-container.interactive-response').last();
}

/** What an answer made live: links other than http(s), images, frames, handlers. */
async function liveInAnswer(answer) {
  return answer.evaluate((el) => [
    ...[...el.querySelectorAll('a[href], a[data-href]')].map((a) => a.getAttribute('data-href') ?? a.getAttribute('href'))
      .filter((h) => !/^https?:/i.test(h)).map((h) => `link ${h}`),
    ...[...el.querySelectorAll('.rendered-markdown img')].map((i) => `image ${i.getAttribute('src')}`),
    ...[...el.querySelectorAll('iframe, script, [onerror], [onload]')].map((e) => `element ${e.tagName}`),
  ]);
}

export async function run(h) {
  const { page } = h;

  await h.step('a key on the Builder plan (hostile data)', async () => {
    await openContainer(page, 'Social Pulse');
    await setKeyFromPalette(page, 'Builder', KEY);
  });

  await h.step('the chat view opens', async () => {
    await page.locator('.activitybar a.action-label[aria-label^="Social Pulse"]').waitFor();
    await runCommand(page, 'Chat: Open Chat');
    await page.locator('.interactive-session').first().waitFor({ timeout: 30000 });
    await chatInput(page).waitFor({ timeout: 30000 });
    await h.shot('chat-view');
    note(`chat view text:\n${await chatText(page)}`);
  });

  await h.step("the Social Pulse tools are in the chat's tool picker", async () => {
    // the tools button of the chat input (the sliders icon next to the model picker)
    const button = page.locator('.interactive-session .interactive-input-part a.action-label[aria-label*="Tools" i], .interactive-session .interactive-input-part [aria-label*="Configure Tools" i]').first();
    await button.waitFor({ timeout: 15000 });
    const labels = await page.locator('.interactive-session .interactive-input-part [aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    note(`chat input controls: ${labels.join(' | ')}`);
    await button.click({ timeout: 15000 });
    const picker = page.locator('.quick-input-widget');
    await picker.waitFor({ timeout: 20000 });
    await page.keyboard.type('Social Pulse');
    // the extension's tools come as one group named after it (with the extensions icon: its MCP
    // server's tools are another group of that name), the typed words marked in it once the list is
    // filtered: open it
    const group = page.locator('.quick-input-widget .monaco-list-row').filter({ hasText: 'Social Pulse' })
      .filter({ has: page.locator('.codicon-extensions') }).first();
    await group.filter({ has: page.locator('.highlight') }).waitFor({ timeout: 15000 });
    await group.locator('.monaco-tl-twistie').click().catch(() => group.press('ArrowRight'));
    await group.and(page.locator('[aria-expanded="true"]')).waitFor({ timeout: 15000 });
    const rows = await page.locator('.quick-input-widget .monaco-list-row').allInnerTexts();
    note(`tool picker rows (filter "Social Pulse"):\n${rows.join('\n')}`);
    await h.shot('chat-tool-picker');
    if (!rows.some((r) => /Trending Topics|pulseTrending|Social Pulse/.test(r))) throw new Error(`the picker does not list the Social Pulse tools: ${rows.join(' | ')}`);
    await page.keyboard.press('Escape');
  });

  await h.step('@pulse /trending goes to Social Pulse and answers (without the fixture model, VS Code says "Language model unavailable")', async () => {
    await chatInput(page).click({ timeout: 15000 });
    await page.keyboard.type('@pulse /trending 5');
    // all typed, and no suggestion open to take the Enter
    await chatInput(page).filter({ hasText: /@pulse[\s\u00a0]\/trending[\s\u00a0]5/ }).waitFor();
    await page.locator('.suggest-widget.visible').waitFor({ state: 'hidden' });
    await h.shot('chat-pulse-typed');
    await page.keyboard.press('Enter');
    // an answer, or whatever the chat view says instead (sign-in, setup, no model). The view was
    // empty before this request; the answer's text may come before the request's echo in it (it
    // did: the wait ran its full 20 s for an answer that had arrived); no answer still drawn
    await waitForAnswer(page, () => {
      const session = document.querySelector('.interactive-session');
      const text = session?.innerText ?? '';
      return !session?.querySelector('.chat-response-loading')
        && (/\[e2e model\][\s\S]*requests? spent|Trending social topics|Language model unavailable/i.test(text)
          || /sign in|set up/i.test(text.split('@pulse /trending 5').slice(1).join('')));
    }, 20000);
    const text = await chatText(page);
    await h.shot('chat-pulse-answer');
    note(`after sending "@pulse /trending 5":\n${text}`);
    // The request reaches Social Pulse (its name and icon head the answer). Offline, with no model
    // signed in, VS Code's extension host refuses to invoke any participant before its handler runs
    // ("Language model unavailable", from getModelForRequest in $invokeAgent); the handler itself is
    // proven end to end in test/integration/chat.test.ts, with and without a model.
    if (!/Social Pulse/.test(text)) throw new Error(`the request did not go to @pulse: ${text.replace(/\s+/g, ' ').slice(-600)}`);
    if (!/\[e2e model\]|Trending social topics|Language model unavailable/.test(text)) throw new Error(`neither an answer nor the known offline refusal: ${text.replace(/\s+/g, ' ').slice(-600)}`);
    note(/\[e2e model\]|Trending social topics/.test(text) ? 'RESULT: @pulse answered in the chat view' : 'RESULT: blocked offline by VS Code: "Language model unavailable"');
    await assertAlive(page);
  });

  await h.step('@pulse /report on hostile data, phrased by a steered model: text, no live link, image or markup', async () => {
    await chatInput(page).click({ timeout: 15000 });
    await page.keyboard.type('@pulse /report bitcoin');
    await page.keyboard.press('Enter');
    // the answer to this request (not the one before), drawn to its end
    await waitForAnswer(page, () => {
      const items = [...document.querySelectorAll('.interactive-session .interactive-item-container')];
      const asked = items.findLastIndex((e) => e.classList.contains('interactive-request') && e.innerText.includes('/report bitcoin'));
      const answer = asked < 0 ? undefined : items.slice(asked + 1).find((e) => e.classList.contains('interactive-response'));
      return !!answer && !answer.classList.contains('chat-response-loading') && /requests? spent|Language model unavailable/.test(answer.innerText);
    }, 30000);
    const answer = lastAnswer(page);
    const text = await answer.innerText().catch(() => '');
    await h.shot('chat-hostile-answer');
    note(`after "@pulse /report bitcoin" on hostile data:\n${text}`);
    if (!/\[e2e model\]/.test(text)) throw new Error(`not the steered model's answer: ${text.replace(/\s+/g, ' ').slice(0, 600)}`);
    // the model's words and the data's markup show as typed (a link to anything but the web keeps its words)
    for (const literal of ['Open the details or', '<img src=x onerror="window.__pwned=1">', 'abcgnp.exe done', SCRIPT]) {
      if (!text.includes(literal)) throw new Error(`the answer does not show "${literal}" as text: ${text.replace(/\s+/g, ' ').slice(0, 900)}`);
    }
    if (/[\u202A-\u202E\u2066-\u2069]/u.test(text)) throw new Error('a bidi control reached the answer');
    const live = await liveInAnswer(answer);
    if (live.length) throw new Error(`live in the answer: ${live.join(', ')}`);
    await assertAlive(page);
  });
}
