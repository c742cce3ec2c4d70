// Reading what an editor shows, the way a person reads it: page by page (Monaco draws only the
// lines in view); hovering over its text; a workspace file opened, saved and read back from disk.
// Not a scenario: run.mjs only runs the .mjs files directly in test/e2e.
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { framesDrawn } from '../../../scripts/real-vscode/workbench.mjs';

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
    await framesDrawn(page);   // the editor draws the page it scrolled to
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, text]) => text).join('\n');
}

/**
 * Opens a file of the workspace by its name, as a person does with Quick Open, and waits for its
 * editor (a file written into the workspace by the scenario: its bytes can be read back from disk)
 * to show `drawn`: by default the active text editor's lines (a notebook draws its cells outside
 * the editor group). Asked again when the box closes under the typing (one still closing from the
 * step before shuts the new one), as runCommand does.
 */
export async function openWorkspaceFile(page, name, { timeout = 30000, drawn = activeEditorLines(page) } = {}) {
  const input = page.locator('.quick-input-widget:not([inert]) input');
  const row = page.locator('.quick-input-list .monaco-list-row').filter({ hasText: name }).first();
  const deadline = Date.now() + timeout;
  for (;;) {
    const attempt = Math.min(5000, Math.max(1000, deadline - Date.now()));
    try {
      await page.locator('.quick-input-widget-closing').waitFor({ state: 'hidden', timeout: attempt });
      await page.keyboard.press('Control+P');
      await input.fill(name, { timeout: attempt });
      await row.click({ timeout: attempt });
      await page.locator(`.tabs-container .tab.active[data-resource-name="${name}"]`).waitFor({ timeout: attempt });
      break;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
  await drawn.waitFor();
}

/**
 * Where `text` is drawn now inside `root` (a locator), in its first element matching `blocks`
 * whose text holds it, or undefined: a box in page pixels. Monaco splits a line into spans by
 * token, so the text is looked for in each whole block and measured across its spans.
 */
export function textBox(root, text, blocks = '.view-line') {
  return root.evaluate((el, [wanted, selector]) => {
    for (const block of el.querySelectorAll(selector)) {
      const at = (block.textContent ?? '').replace(/\u00a0/g, ' ').indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent.length;
        if (offset <= at && at < offset + length) range.setStart(node, at - offset);
        if (offset < at + wanted.length && at + wanted.length <= offset + length) {
          range.setEnd(node, at + wanted.length - offset);
          const r = range.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }
        offset += length;
      }
    }
    return undefined;
  }, [text, blocks]);
}

/** The lines the active editor draws. */
export function activeEditorLines(page) {
  return page.locator('.editor-group-container.active .monaco-editor .view-lines').first();
}

/** The editor's hovers on screen (the widget a mouse over the text opens). */
export function editorHovers(page) {
  return page.locator('.monaco-editor .monaco-hover:visible');
}

/** Moves the mouse off the editor and closes any hover, until none shows. */
export async function closeHover(page) {
  await page.mouse.move(5, 5);
  await page.keyboard.press('Escape');
  await editorHovers(page).first().waitFor({ state: 'detached' });
}

/**
 * Hovers over `text` in the active editor as a person does (the mouse onto its middle) and
 * resolves with the hover once it shows `expect` (string or RegExp).
 */
export async function hoverOver(page, text, expect) {
  await closeHover(page);
  const box = await textBox(activeEditorLines(page), text);
  if (!box) throw new Error(`"${text}" is not in view in the active editor`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
  const hover = editorHovers(page).filter({ hasText: expect }).first();
  await hover.waitFor();
  return hover;
}

/**
 * Saves the active editor, once it holds the unsaved change the scenario made (Ctrl+S), and
 * resolves with the file's bytes once `ready(text)` holds for them, read again each time its folder
 * changes (a save may write the file anew).
 */
export async function saveAndRead(page, file, ready, { timeout = 30000 } = {}) {
  const watcher = fs.watch(path.dirname(file));
  const deadline = Date.now() + timeout;
  // the write is whole once the editor's tab is no longer marked dirty: a read on the first change
  // event can catch the file half written (seen: an empty file, which passed a "changed" check)
  const written = () => page.locator('.tabs-container .tab.active:not(.dirty)').first().waitFor({ timeout: Math.max(1, deadline - Date.now()) });
  try {
    // Ctrl+S on an editor the change has not reached yet writes the old text again, and a read
    // during that write finds the file empty (seen: a test read '' and took it for the change)
    await page.locator('.tabs-container .tab.active.dirty').first().waitFor({ timeout: Math.max(1, deadline - Date.now()) }).catch(() => {
      throw new Error(`${file}: the editor never showed an unsaved change to save`);
    });
    await page.keyboard.press('Control+S');
    await written();
    let text = fs.readFileSync(file, 'utf8');
    while (!ready(text)) {
      await once(watcher, 'change', { signal: AbortSignal.timeout(Math.max(0, deadline - Date.now())) }).catch(() => {
        throw new Error(`${file} did not reach the expected text once saved:\n${text.slice(0, 600)}`);
      });
      await written();
      text = fs.readFileSync(file, 'utf8');
    }
    return text;
  } finally {
    watcher.close();
  }
}
