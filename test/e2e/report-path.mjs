// Markdown reports (issue 4), on demo data: a report inserted at the cursor of a markdown note
// from the palette, then the same report in its panel. Screenshots of both.
import { answerInput, findInWebviews, notification, runCommand, waitInputClosed } from '../../scripts/real-vscode/workbench.mjs';

export const name = 'markdown reports';

export async function setup() {
  // new untitled files are markdown notes (the language picker is slow to fill on 2 cores)
  return { settings: { 'socialPulse.demo': true, 'files.defaultLanguage': 'markdown' } };
}

/** Monaco draws spaces as no-break spaces: match words with any space between. */
const words = (text) => new RegExp(text.split(' ').join('[\\s\\u00a0]'));

export async function run(h) {
  const { page } = h;
  const editorText = (text) => page.locator('.monaco-editor .view-lines').filter({ hasText: words(text) }).first();

  await h.step('a new markdown note with a line of text', async () => {
    await runCommand(page, 'File: New Untitled Text File');
    await page.locator('.part.statusbar').getByText('Markdown', { exact: true }).waitFor();
    await page.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.type('# Research notes\n\nWhat moved today:\n');
    await editorText('What moved today:').waitFor();
  });

  await h.step('Insert Markdown Report... inserts the picked topic\'s report at the cursor', async () => {
    await runCommand(page, 'Social Pulse: Insert Markdown Report...');
    await answerInput(page, 'bitcoin', { prompt: 'topic' });
    await waitInputClosed(page);
    // the heading shows; the cursor waits after the report, on the line below its source
    await editorText('Social Pulse report,').waitFor();
    h.mark('report inserted');
    await h.shot('report-inserted');
    await page.keyboard.press('Control+End');
    // demo data is named as such, with no address on this machine
    await editorText('Source: the Social Pulse emulator').waitFor();
    await h.shot('report-source');
  });

  await h.step('Open Markdown Report... shows the report rendered in its panel', async () => {
    await runCommand(page, 'Social Pulse: Open Markdown Report...');
    await answerInput(page, 'bitcoin', { prompt: 'topic' });
    await waitInputClosed(page);
    await findInWebviews(page, '.report-markdown h1', { text: 'Bitcoin' });
    await findInWebviews(page, '.report-markdown table');
    h.mark('report panel drawn');
    await h.shot('report-panel');
  });

  await h.step('the format switch shows the report as JSON and as a CSV table', async () => {
    const { frame } = await findInWebviews(page, '.report-format');
    await frame.locator('input[value="json"]').check();
    await findInWebviews(page, 'pre.report-json', { text: '"topic": "bitcoin"' });
    await frame.locator('input[value="csv"]').check();
    await findInWebviews(page, '.section-report table.data th', { text: 'interactions' });
    await h.shot('report-csv');
  });

  await h.step('Copy and Open in Markdown Preview act on the report shown', async () => {
    const { frame } = await findInWebviews(page, '.report-format');
    await frame.locator('input[value="markdown"]').check();
    await findInWebviews(page, '.report-markdown h1', { text: 'Bitcoin' });
    await frame.getByRole('button', { name: 'Copy' }).click();
    await notification(page, 'copied the report').waitFor();
    await frame.getByRole('button', { name: 'Open in Markdown Preview' }).click();
    // VS Code's own preview renders the note block: the dated heading and the source line
    await findInWebviews(page, '.markdown-body h2', { text: 'Social Pulse report' });
    await findInWebviews(page, '.markdown-body p', { text: '(demo data)' });
    // the month is summarised, its last week listed by date: no column of unix times
    await findInWebviews(page, '.markdown-body th', { text: 'Lowest' });
    await findInWebviews(page, '.markdown-body h4', { text: 'Last 7 days' });
    const { frame: preview } = await findInWebviews(page, '.markdown-body table');
    const headers = await preview.locator('.markdown-body th').allTextContents();
    if (headers.includes('time')) throw new Error(`a time column in the report: ${headers.join(', ')}`);
    await h.shot('report-preview');
  });
}
