// Reading what an editor shows, the way a person reads it: page by page (Monaco draws only the
// lines in view). Not a scenario: run.mjs only runs the .mjs files directly in test/e2e.

/**
 * The whole text of the active editor, one line per drawn row (a wrapped line is several),
 * read from the top down by paging; Monaco's no-break spaces read as spaces.
 */
export async function activeEditorText(page) {
  const editor = page.locator('.editor-group-container.active .monaco-editor').first();
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+Home');
  const rows = new Map();
  for (let pages = 0; pages < 100; pages += 1) {
    // a row's top is its offset in the document, so rows seen on two pages are counted once
    const drawn = await editor.locator('.view-lines .view-line').evaluateAll((els) => els.map((e) => [parseFloat(e.style.top), e.textContent ?? '']));
    const before = rows.size;
    for (const [top, text] of drawn) rows.set(top, text.replace(/\u00a0/g, ' '));
    if (pages > 0 && rows.size === before) break;
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(150);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, text]) => text).join('\n');
}
