// Creators, posts and searches as a person reaches them, on demo data: a creator from Open
// Creator…'s list, a post from the creator's panel, a saved search created from the palette,
// run from the Searches view, renamed from its panel, re-prioritised and deleted after the modal
// confirmation, a term searched, and Show Data Changes opening a topic whose chart notes it.
// Each panel is shot in Dark Modern and Light Modern.
import {
  answerInput, findInWebviews, notification, openContainer, pickQuickItem, runCommand, setColorTheme, treeRows,
  viewHeader, waitForTreeItems, waitInputClosed,
} from '../../scripts/real-vscode/workbench.mjs';
import { assertAlive, editorTab, rowWith, scrollPanelTo, until, widenSideBar } from './lib/social.mjs';

export const name = 'creators, posts and searches';

export async function setup() {
  return { settings: { 'socialPulse.demo': true } };
}

const SEARCH = 'Majors e2e';
const RENAMED = 'Majors renamed';

export async function run(h) {
  const { page } = h;
  const tab = (title) => editorTab(page, title);
  const frameOf = async (view, selector) => (await findInWebviews(page, `.view-${view} ${selector}`)).frame;
  const shot = async (label) => {
    await page.mouse.move(700, 880);   // no hover in the picture
    await h.shot(label);
  };
  const panels = {};

  await h.step('Open Creator… lists top creators; one opens its panel with profile, topics, chart and posts', async () => {
    await openContainer(page, 'Social Pulse');
    await widenSideBar(page, 420);
    await runCommand(page, 'Social Pulse: Open Creator...');
    await pickQuickItem(page, 'followers');
    const frame = await frameOf('creator', '.section-profile .figure');
    await frame.locator('.influence button.link').first().waitFor();
    await frame.locator('.section-series .chart canvas').first().waitFor();
    await frame.locator('.section-posts li.post').first().waitFor();
    panels.creator = { title: (await frame.locator('.page-head h1').textContent()).trim(), view: 'creator' };
    await shot('people-creator-light');
    await scrollPanelTo(frame, '.section-series');
    await shot('people-creator-chart-light');
  });

  await h.step('a post of the creator opens the post panel: text, reactions, interactions over time, topics', async () => {
    const creator = await frameOf('creator', '.section-posts li.post');
    await creator.locator('.section-posts button.post-title').first().click();
    const frame = await frameOf('post', '.section-post .figure');
    await frame.locator('.section-series .chart canvas').first().waitFor();
    await frame.locator('.related-wrap button.link').first().waitFor();
    panels.post = { title: (await frame.locator('.page-head h1').textContent()).trim(), view: 'post' };
    await shot('people-post-light');
  });

  await h.step('Save Search… from the palette: terms, name and priority; the Searches view lists it', async () => {
    await runCommand(page, 'Social Pulse: Save Search...');
    await answerInput(page, 'bitcoin, ethereum', { prompt: 'terms' });
    await answerInput(page, SEARCH, { prompt: 'name' });
    await pickQuickItem(page, 'Normal');
    await waitInputClosed(page);
    await notification(page, `saved the search "${SEARCH}"`).waitFor();
    await openContainer(page, 'Social Pulse');
    const header = viewHeader(page, 'Searches');
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    await waitForTreeItems(page, 'Searches', { min: 1 });
    await rowWith(page, 'Searches', SEARCH).waitFor();
    await shot('people-searches-view');
  });

  await h.step('a click on the saved search runs it: its summary and top posts in a panel', async () => {
    await rowWith(page, 'Searches', SEARCH).locator('.label-name').click();
    const frame = await frameOf('search', '.section-search .figure');
    await frame.locator('.section-search li.post').first().waitFor();
    await shot('people-search-summary-light');
  });

  await h.step('Rename… in the panel, then Set Priority… and Delete… from the palette after the modal confirmation', async () => {
    const frame = await frameOf('search', '.section-search .figure');
    await frame.getByRole('button', { name: 'Rename…' }).click();
    await answerInput(page, RENAMED, { prompt: 'name' });
    await notification(page, `renamed the search to "${RENAMED}"`).waitFor();
    await rowWith(page, 'Searches', RENAMED).waitFor();
    // the open panel follows: asked again, it shows the new name without a Refresh
    await frame.locator('.page-head h1').filter({ hasText: RENAMED }).waitFor();
    await page.locator('.tabs-container .tab').filter({ hasText: RENAMED }).first().waitFor();

    await runCommand(page, 'Social Pulse: Set Saved Search Priority...');
    await pickQuickItem(page, RENAMED);
    await pickQuickItem(page, 'Priority');
    await notification(page, `"${RENAMED}" is now a priority search`).waitFor();
    await until(page, 'the row says priority', async () => (await rowWith(page, 'Searches', RENAMED).textContent()).includes('priority'));

    await runCommand(page, 'Social Pulse: Delete Saved Search...');
    await pickQuickItem(page, RENAMED);
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.filter({ hasText: `Delete the saved search "${RENAMED}"?` }).waitFor();
    await h.shot('people-delete-confirmation');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await notification(page, `deleted the search "${RENAMED}"`).waitFor();
    await until(page, 'the Searches view is empty', async () => (await treeRows(page, 'Searches').count()) === 0);
  });

  await h.step('Search Posts… for a term shows the matching posts, with a button to save it', async () => {
    await runCommand(page, 'Social Pulse: Search Posts...');
    await answerInput(page, 'solana', { prompt: 'term' });
    const frame = await frameOf('search', '.section-search li.post');
    await frame.getByRole('button', { name: 'Save as Saved Search…' }).waitFor();
    panels.term = { title: 'Search: solana', view: 'search' };
    await shot('people-search-term-light');
  });

  await h.step('Show Data Changes lists the notices; a topic opens with the change noted beside its chart', async () => {
    await runCommand(page, 'Social Pulse: Show Data Changes');
    const row = page.locator('.quick-input-list .monaco-list-row').filter({ hasText: /topic · / }).first();
    await row.waitFor();
    await shot('people-changes-list');
    await row.click();
    const frame = await frameOf('topic', '.changes-notice:not([hidden])');
    await frame.locator('.section-series .chart canvas').first().waitFor();
    panels.changes = { title: (await frame.locator('.page-head h1').textContent()).trim(), view: 'topic' };
    await scrollPanelTo(frame, '.section-series');
    await shot('people-changes-topic-light');
  });

  await h.step('each new panel in Dark Modern', async () => {
    await runCommand(page, 'Notifications: Clear All Notifications');
    await setColorTheme(page, 'Dark Modern');
    for (const [key, p] of Object.entries(panels)) {
      await tab(p.title.slice(0, 20)).click();
      const frame = await frameOf(p.view, '.page-head h1');
      await frame.locator('body.vscode-dark').waitFor();
      await frame.locator('.section:not([aria-busy]) .body:not(.placeholder)').first().waitFor();
      if (key === 'changes') await scrollPanelTo(frame, '.section-series');
      await shot(`people-${key}-dark`);
    }
    await assertAlive(page);
  });
}
