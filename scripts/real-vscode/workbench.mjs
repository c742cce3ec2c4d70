// Helpers that drive VS Code's workbench the way a person does: by what is on screen (roles,
// accessible names, visible text), not by internal ids, so they survive UI changes.
import fs from 'node:fs';
import path from 'node:path';

const DEFAULT_TIMEOUT = Number(process.env.UI_TIMEOUT_MS || 30000);

// The workbench's first load (megabytes of script) took over 30 s, the browser's default wait for a
// page's load event, on a 2-core machine busy with other work; the wait is on the workbench itself.
const WORKBENCH_TIMEOUT = 120000;

/** Opens the workbench and resolves when it is on screen. */
export async function openWorkbench(page, url, { timeout = WORKBENCH_TIMEOUT } = {}) {
  await page.goto(url, { waitUntil: 'commit', timeout });
  await page.locator('.monaco-workbench').waitFor({ timeout });
}

/** Reloads the window (as Developer: Reload Window does) and resolves when the workbench is back. */
export async function reloadWorkbench(page, { timeout = WORKBENCH_TIMEOUT } = {}) {
  await page.reload({ waitUntil: 'commit', timeout });
  await page.locator('.monaco-workbench').waitFor({ timeout });
}

/** Shows a view container from the activity bar (leaves it open if it already is). */
export async function openContainer(page, title, { timeout = DEFAULT_TIMEOUT } = {}) {
  const sidebarTitle = page.locator('.part.sidebar .composite.title .title-label');
  const current = await sidebarTitle.textContent({ timeout: 1000 }).catch(() => '');
  if (current?.trim().toLowerCase() === title.toLowerCase()) return;
  await page.locator(`.activitybar a.action-label[aria-label^="${title}"]`).click({ timeout });
  await sidebarTitle.filter({ hasText: new RegExp(`^\\s*${escapeRegExp(title)}\\s*$`, 'i') }).waitFor({ timeout });
}

/** The header of a side bar section; its name reads "Title Section" or "Title - description Section". */
export function viewHeader(page, viewName) {
  return page.locator(`.pane-header:is([aria-label="${viewName} Section"], [aria-label^="${viewName} - "])`);
}

/** One section (view) of the side bar, found by its title. */
export function viewPane(page, viewName) {
  return page.locator('.pane').filter({ has: viewHeader(page, viewName) });
}

/** Expands a side bar section unless it is expanded already (a folded one draws no rows). */
export async function expandView(page, viewName, { timeout = DEFAULT_TIMEOUT } = {}) {
  await setViewExpanded(page, viewName, true, timeout);
}

/** Folds a side bar section unless it is folded already: room for the others. */
export async function collapseView(page, viewName, { timeout = DEFAULT_TIMEOUT } = {}) {
  await setViewExpanded(page, viewName, false, timeout);
}

async function setViewExpanded(page, viewName, expanded, timeout) {
  const header = viewHeader(page, viewName);
  if ((await header.getAttribute('aria-expanded', { timeout })) !== String(expanded)) await header.click({ timeout });
  await header.and(page.locator(`[aria-expanded="${expanded}"]`)).waitFor({ timeout });
}

export function treeRows(page, viewName) {
  return viewPane(page, viewName).getByRole('treeitem');
}

/**
 * Waits until a view shows at least `min` rows whose label is not a loading placeholder, and
 * returns the labels. A row announced as an error ("Error: ..." accessible name) fails the wait at
 * once with its text.
 */
export async function waitForTreeItems(page, viewName, { min = 1, timeout = DEFAULT_TIMEOUT } = {}) {
  // in the page: the view's rows as treeRows finds them (shown ones); with `waiting`, false until
  // they are enough
  const look = ([view, wanted, waiting]) => {
    const pane = [...document.querySelectorAll('.pane')].find((p) => {
      const name = p.querySelector('.pane-header')?.getAttribute('aria-label') ?? '';
      return name === `${view} Section` || name.startsWith(`${view} - `);
    });
    const rows = [...(pane?.querySelectorAll('[role="treeitem"]') ?? [])]
      .filter((e) => e.checkVisibility({ visibilityProperty: true }) && !e.closest('[aria-hidden="true"]'));
    const error = rows.map((e) => e.getAttribute('aria-label') ?? '').find((a) => a.startsWith('Error:'));
    const labels = rows.map((e) => e.querySelector('.monaco-icon-label .label-name')?.textContent?.trim() ?? '')
      .filter((l) => !/^loading/i.test(l));
    return !waiting || error || labels.length >= wanted ? { error, labels } : false;
  };
  const shown = await page.waitForFunction(look, [viewName, min, true], { timeout }).then((h) => h.jsonValue(), async (e) => {
    if (e.name !== 'TimeoutError') throw e;
    const { labels } = await page.evaluate(look, [viewName, min, false]);
    throw new Error(`view "${viewName}" shows ${labels.length} item(s), wanted ${min}: ${JSON.stringify(labels)}`);
  });
  if (shown.error) throw new Error(`view "${viewName}" shows an error: ${shown.error}`);
  return shown.labels;
}

/**
 * Clicks an inline action (hover buttons) of a tree row, e.g. "Pin to Watchlist". The buttons show
 * only under the pointer: a row drawn again or moved (a list whose pages load) hides them, so the
 * row is hovered again until the click lands.
 */
export async function clickInlineAction(row, actionName, { timeout = DEFAULT_TIMEOUT } = {}) {
  const action = row.locator(`.actions .action-label[aria-label^="${actionName}"]`);
  const deadline = Date.now() + timeout;
  for (;;) {
    const attempt = Math.min(3000, Math.max(1000, deadline - Date.now()));
    try {
      await row.hover({ timeout: attempt });
      await action.click({ timeout: attempt });
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      // a row's tooltip shown over it takes the pointer: moved away, the tooltip goes
      await row.page().mouse.move(0, 0);
    }
  }
}

/** A button of a view's welcome content (viewsWelcome), by its text. */
export function welcomeButton(page, viewName, name) {
  return viewPane(page, viewName).locator('.welcome-view').getByRole('button', { name });
}

/**
 * Runs a command from the command palette by its full title ("Category: Title"). The palette is
 * asked for again when it closes under the typing: a box still closing from the step before, or
 * a webview taking back the focus it was given when that box closed, shuts the new palette.
 */
export async function runCommand(page, title, { timeout = DEFAULT_TIMEOUT } = {}) {
  const openInput = page.locator('.quick-input-widget:not([inert]) input');
  const row = page.locator('.quick-input-list .monaco-list-row')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(title)}`) }).first();
  const deadline = Date.now() + timeout;
  for (;;) {
    const attempt = Math.min(5000, Math.max(1000, deadline - Date.now()));
    try {
      await page.locator('.quick-input-widget-closing').waitFor({ state: 'hidden', timeout: attempt });
      await page.keyboard.press('F1');
      await openInput.fill(`>${title}`, { timeout: attempt });
      await row.waitFor({ timeout: attempt });
      await row.click({ timeout: attempt });
      break;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
  // the palette's rows stay in the list for a moment after the click: a quick pick the command
  // opens is not there until they are gone (a click meant for it could land on one of them)
  await row.waitFor({ state: 'hidden', timeout });
}

/**
 * Answers the open input box (showInputBox / quick pick filter). Consecutive boxes reuse one
 * widget, so the box meant is told apart by `prompt` (text that must appear in its message,
 * placeholder or title) and/or `password` (whether it masks what is typed).
 */
export async function answerInput(page, value, { prompt, password, timeout = DEFAULT_TIMEOUT } = {}) {
  const input = page.locator('.quick-input-widget input').first();
  await input.waitFor({ state: 'visible', timeout });
  // in the page: what the box shows; with `waiting`, whether it is the box meant
  const look = ([want, secret, waiting]) => {
    const w = document.querySelector('.quick-input-widget');
    const i = w?.querySelector('input');
    const text = `${w?.querySelector('.quick-input-title')?.textContent ?? ''} ${w?.querySelector('.quick-input-message')?.textContent ?? ''} ${i?.placeholder ?? ''} ${i?.getAttribute('aria-label') ?? ''}`;
    if (!waiting) return text;
    const promptOk = !want || (typeof want === 'string' ? text.includes(want) : want.test(text));
    return promptOk && (secret === undefined || secret === (i?.type === 'password'));
  };
  await page.waitForFunction(look, [prompt, password, true], { timeout }).catch(async (e) => {
    if (e.name !== 'TimeoutError') throw e;
    const shown = await page.evaluate(look, [prompt, password, false]);
    throw new Error(`input box did not ask for ${prompt ?? (password ? 'a secret' : 'text')}; it shows "${shown.trim()}"`);
  });
  await input.fill(value);
  await input.press('Enter');
}

/** Picks an entry of an open quick pick by its visible text. */
export async function pickQuickItem(page, text, { timeout = DEFAULT_TIMEOUT } = {}) {
  const row = page.locator('.quick-input-list .monaco-list-row').filter({ hasText: text }).first();
  await row.waitFor({ timeout });
  await row.click();
}

/** Switches the colour theme the way a person does (Preferences: Color Theme) and waits for it. */
export async function setColorTheme(page, theme, { timeout = DEFAULT_TIMEOUT } = {}) {
  // a palette still closing from the command before would take F1 and close with it
  await waitInputClosed(page, { timeout });
  await runCommand(page, 'Preferences: Color Theme', { timeout });
  const input = page.locator('.quick-input-widget input').first();
  await input.fill(theme);
  await page.locator(`.quick-input-list .monaco-list-row:is([aria-label="${theme}"], [aria-label^="${theme},"])`)
    .first().click({ timeout });
  await waitInputClosed(page, { timeout });
  const kind = /light/i.test(theme) ? 'vs' : /high contrast/i.test(theme) ? 'hc-black' : 'vs-dark';
  await page.locator(`.monaco-workbench.${kind}`).waitFor({ timeout });
}

/** Resolves when no input box is open any more. */
export async function waitInputClosed(page, { timeout = DEFAULT_TIMEOUT } = {}) {
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout });
}

/** A status bar entry whose text or accessible name matches. */
export function statusBarItem(page, text) {
  return page.locator('.part.statusbar .statusbar-item').filter({ hasText: text }).first();
}

/** A notification toast on screen whose message contains `text` (string or RegExp). */
export function notification(page, text) {
  return page.locator('.notification-toast').filter({
    has: page.locator('.notification-list-item-message', { hasText: text }),
  }).first();
}

/** Clicks a button of the notification whose message contains `text`. */
export async function clickNotificationButton(page, text, button, { timeout = DEFAULT_TIMEOUT } = {}) {
  const toast = notification(page, text);
  const action = toast.getByRole('button', { name: button });
  await action.click({ timeout });
  // an action closes its toast; on a busy machine a click can land while the toast is redrawn and
  // be lost (seen: an alert's Open, with the Alerts view updating under it): it is made again
  const deadline = Date.now() + timeout;
  while (await toast.isVisible()) {
    if (Date.now() > deadline) throw new Error(`the "${button}" button of the notification "${text}" did not take`);
    await toast.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => action.click({ timeout: 3000 }).catch(() => undefined));
  }
}

/**
 * Finds an element inside any webview. Webviews are nested iframes (host page > active frame),
 * so every frame of the page waits for `selector` (optionally containing `text`) to appear.
 * Resolves with the frame and the element's text.
 */
export async function findInWebviews(page, selector, { text, timeout = DEFAULT_TIMEOUT } = {}) {
  const wanted = text === undefined ? {} : { hasText: new RegExp(escapeRegExp(text)) };
  const deadline = Date.now() + timeout;
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (found) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      page.off('frameattached', watch);
      if (found instanceof Error) reject(found); else resolve(found);
    };
    // each webview frame, and each one attached meanwhile, waits for the element on its own, in
    // spans of 2 s at most: none goes on waiting long once one has found it
    const watch = async (frame) => {
      if (frame === page.mainFrame()) return;
      const element = frame.locator(selector).filter(wanted).first();
      while (!done && !frame.isDetached() && Date.now() < deadline) {
        const span = Math.max(1, Math.min(2000, deadline - Date.now()));
        try {
          await element.waitFor({ state: 'attached', timeout: span });
          finish({ frame, text: (await element.textContent({ timeout: span })) ?? '' });
        } catch (e) {
          if (e.name !== 'TimeoutError') return;   // the frame went
          // else not in this span (or the element went again): the next one
        }
      }
    };
    const timer = setTimeout(() => finish(new Error(`no webview shows ${selector}${text ? ` with "${text}"` : ''}`)), timeout);
    page.on('frameattached', watch);
    page.frames().forEach(watch);
  });
}

/**
 * Resolves once the page (or a webview's frame) has drawn two more frames: what a change made now
 * (a scroll, a key pressed) has scheduled for the next frame is on screen.
 */
export async function framesDrawn(target) {
  await target.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Saves a full-window PNG and returns its path. */
export async function screenshot(page, dir, name) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/**
 * The modal dialog on screen (VS Code's own, in the browser): its message, detail and buttons, as
 * a person reads them. Waits for one to show.
 */
export async function modalDialog(page, { timeout = DEFAULT_TIMEOUT } = {}) {
  const box = page.locator('.monaco-dialog-box').first();
  await box.waitFor({ state: 'visible', timeout });
  return box.evaluate((el) => {
    const text = (selector) => el.querySelector(selector)?.innerText.trim() ?? '';
    return { message: text('.dialog-message-text'), detail: text('.dialog-message-detail'),
      buttons: [...el.querySelectorAll('.dialog-buttons .monaco-button')].map((b) => b.innerText.trim()) };
  });
}

/** Presses a button of the modal dialog on screen, by its label, and waits for the dialog to go. */
export async function pressDialogButton(page, label, { timeout = DEFAULT_TIMEOUT } = {}) {
  const box = page.locator('.monaco-dialog-box').first();
  await box.locator('.dialog-buttons .monaco-button').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) }).click({ timeout });
  await box.waitFor({ state: 'hidden', timeout });
}

function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Waits until the page has had no long task (50 ms or more) for `quietMs`, or `timeout` passed:
 * a person clicks a workbench that has finished starting, not one still busy with its startup.
 */
export async function waitForQuietPage(page, { quietMs = 1000, timeout = 15000 } = {}) {
  await page.evaluate(([quiet, limit]) => new Promise((resolve) => {
    const started = performance.now();
    let lastBusy = started;
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) lastBusy = Math.max(lastBusy, e.startTime + e.duration);
    });
    observer.observe({ type: 'longtask' });
    const poll = setInterval(() => {
      const now = performance.now();
      if (now - lastBusy >= quiet || now - started >= limit) {
        clearInterval(poll);
        observer.disconnect();
        resolve();
      }
    }, 100);
  }), [quietMs, timeout]);
}

/**
 * Clicks a view container's activity-bar icon and measures, inside the page, the time until a
 * view of it shows a row that is not a loading placeholder (rows inserted in the DOM, seen by a
 * MutationObserver, so the driver's round trips are not counted). Resolves with milliseconds.
 */
export async function timeContainerToRows(page, title, viewName, { timeout = DEFAULT_TIMEOUT } = {}) {
  const icon = `.activitybar a.action-label[aria-label^="${title}"]`;
  await page.locator(icon).waitFor({ timeout });
  return page.evaluate(([iconSelector, view, limit]) => new Promise((resolve, reject) => {
    const rows = () => {
      for (const pane of document.querySelectorAll('.pane')) {
        const name = pane.querySelector('.pane-header')?.getAttribute('aria-label') ?? '';
        if (name !== `${view} Section` && !name.startsWith(`${view} - `)) continue;
        return [...pane.querySelectorAll('[role="treeitem"]')].map((e) => ({
          label: e.querySelector('.monaco-icon-label .label-name')?.textContent?.trim() ?? '',
          aria: e.getAttribute('aria-label') ?? '',
        }));
      }
      return [];
    };
    const started = performance.now();
    const finish = (value) => {
      observer.disconnect();
      clearTimeout(timer);
      if (value instanceof Error) reject(value); else resolve(value);
    };
    const check = () => {
      const shown = rows();
      const failure = shown.find((r) => r.aria.startsWith('Error:'));
      if (failure) finish(new Error(`view "${view}" shows an error: ${failure.aria}`));
      else if (shown.some((r) => r.label && !/^loading/i.test(r.label))) finish(performance.now() - started);
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => finish(new Error(`view "${view}" showed no rows within ${limit} ms`)), limit);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    document.querySelector(iconSelector).click();
    check();
  }), [icon, viewName, timeout]);
}

/** Expands the first collapsible row of a view by its twistie (without running the row's command), the view first if it is folded. */
export async function expandFirstRow(page, viewName, { timeout = DEFAULT_TIMEOUT } = {}) {
  await expandView(page, viewName, { timeout });
  const pane = viewPane(page, viewName);
  await pane.locator('[role="treeitem"][aria-expanded="false"] .monaco-tl-twistie').first().click({ timeout });
  // a second-level row that is not a loading placeholder (the list only renders rows in view)
  await pane.locator('[role="treeitem"][aria-level="2"] .monaco-icon-label .label-name')
    .filter({ hasNotText: /^loading/i }).first().waitFor({ timeout });
}
