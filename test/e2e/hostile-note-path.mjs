// A hostile report in a note (issues 9 and 22): a standalone emulator in hostile mode puts
// javascript: and command: links, raw HTML and a remote image into its reports, and an address
// followed by an escaped `<` (VS Code's linkify takes the backslash into the link). Inserted into a
// markdown note, the report shows in VS Code's own markdown preview, with its default settings
// (linkify on), with no live link but http(s) and no remote image.
import { answerInput, findInWebviews, openContainer, runCommand, waitInputClosed } from '../../scripts/real-vscode/workbench.mjs';
import { emulatorSettings, freshKey, setKeyFromPalette } from './lib/social.mjs';

export const name = 'hostile report in a note';

const KEY = freshKey('note');
/** The hostile emulator's remote image (on loopback: never fetched from the internet). */
const PIXEL = 'https://127.0.0.1/pixel.gif';
/** The address before the escaped `<img …>`: linkify, on by default, links it. */
const LINKIFIED = 'https://127.0.0.1/a';

export async function setup(h) {
  const emulator = await h.startEmulator({ key: KEY, plan: 'builder', seed: 3, hostile: true });
  // new untitled files are markdown notes (the language picker is slow to fill on 2 cores)
  return { settings: { ...emulatorSettings(emulator), 'files.defaultLanguage': 'markdown' } };
}

export async function run(h) {
  const { page } = h;

  await h.step('a hostile report inserted into a note previews with only http(s) links and no remote image', async () => {
    // the container shows once the extension is known, and with it its commands
    await openContainer(page, 'Social Pulse');
    await setKeyFromPalette(page, 'note key', KEY);
    await runCommand(page, 'File: New Untitled Text File');
    await page.locator('.part.statusbar').getByText('Markdown', { exact: true }).waitFor();
    await page.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.type('# Notes\n\n');
    await runCommand(page, 'Social Pulse: Insert Markdown Report...');
    // with seed 3 this topic's name carries the remote image, so its report always does (a payload
    // in the day's posts or themes comes and goes with the hour)
    await answerInput(page, 'microsoft', { prompt: 'topic' });
    await waitInputClosed(page);
    // the preview follows the note: once it shows the source line, the whole report is in
    await runCommand(page, 'Markdown: Open Preview to the Side');
    await findInWebviews(page, '.markdown-body h2', { text: 'Social Pulse report' });
    const { frame } = await findInWebviews(page, '.markdown-body p', { text: 'Source:' });
    const shown = await frame.evaluate(() => {
      const body = document.querySelector('.markdown-body');
      // the screenshot shows the address that linkify links, before the escaped tag
      [...body.querySelectorAll('p, li, td')].find((e) => e.textContent.includes('linkify.gif'))?.scrollIntoView();
      return {
        links: [...body.querySelectorAll('a[href], [data-href]')].map((a) => a.getAttribute('href') ?? a.getAttribute('data-href')),
        media: [...body.querySelectorAll('img, picture, video, audio, iframe, object, embed, image')].map((e) => e.outerHTML.slice(0, 200)),
        text: body.textContent ?? '',
      };
    });
    h.note(`${shown.links.length} links in the preview`);
    await h.shot('hostile-note-preview');
    // the hostile payloads did arrive: their text shows, the image as a plain link
    if (!shown.text.includes('<script>window.__pwned=1</script>')) throw new Error('the preview does not show the hostile report');
    if (!shown.links.includes(PIXEL)) throw new Error(`the report's image is not a plain link to ${PIXEL}`);
    if (!shown.text.includes('img src=https://127.0.0.1/linkify.gif')) throw new Error('the preview does not show the image after an address as text');
    if (!shown.links.some((href) => href.startsWith(LINKIFIED))) throw new Error(`the preview did not link ${LINKIFIED}: linkify is off`);
    const unsafe = shown.links.filter((href) => !/^https?:\/\//i.test(href));
    if (unsafe.length) throw new Error(`live links that are not http(s): ${unsafe.join(', ')}`);
    if (shown.media.length) throw new Error(`remote media in the preview: ${shown.media.join(', ')}`);
  });
}
