// Hostile text in a hover where a person writes (issue 37, item 2): a standalone emulator in
// hostile mode puts markup into every name (src/service/demo/data/flavor.ts: a coin's payload follows its
// id). Hovering cashtags and an opted-in #topic in a note shows each name as text: its markdown
// and HTML literally, no image, no link but ours and http(s), and a click on a command link's
// text runs nothing (no terminal opens); no payload runs in any frame.
import fs from 'node:fs';
import path from 'node:path';
import { openContainer } from '../../scripts/real-vscode/workbench.mjs';
import { closeHover, hoverOver, openWorkspaceFile, textBox } from './lib/editor.mjs';
import { SCRIPT, setPwnTrap } from './lib/hostile.mjs';
import { emulatorSettings, freshKey, setKeyFromPalette } from './lib/social.mjs';

export const name = 'hostile text in hovers';

const KEY = freshKey('hover');
const COMMAND_LINK = '[click](command:workbench.action.terminal.new)';
/** What each name carries after the script tag (with seed 3, Bitcoin's topic title the command link). */
const NAMED = [
  // the command links first: by the last step, a command a click had run would have shown long since
  ['$TRX', COMMAND_LINK],
  ['#bitcoin', COMMAND_LINK],
  ['$BTC', '[click me](javascript:window.__pwned=1)'],
  ['$XRP', '<a href="javascript:window.__pwned=1">details</a>'],
  ['$USDC', '![x](javascript:window.__pwned=1) <!-- comment -->'],
  ['$ADA', '![pixel](https://127.0.0.1/pixel.gif) <command:workbench.action.terminal.new>'],
  ['$HYPE', '<img src=x onerror="window.__pwned=1">'],
];

export async function setup(h) {
  const emulator = await h.startEmulator({ key: KEY, plan: 'builder', seed: 3, hostile: true });
  return { settings: { ...emulatorSettings(emulator), 'socialPulse.hovers.topics': ['bitcoin'] } };
}

export async function run(h) {
  const { page } = h;
  let trap;

  await h.step('a note naming six coins and an opted-in topic, a key, and a trap for payloads', async () => {
    fs.writeFileSync(path.join(h.server.workspace, 'hostile.md'), `# Watching\n\n${NAMED.map(([n]) => `Today ${n} moved.`).join('\n')}\n`);
    trap = await setPwnTrap(h);
    await openContainer(page, 'Social Pulse');
    await setKeyFromPalette(page, 'hover key', KEY);
    await openWorkspaceFile(page, 'hostile.md');
  });

  for (const [named, payload] of NAMED) {
    await h.step(`the hover on ${named} shows its name's markup as text: no image, no foreign link`, async () => {
      const hover = await hoverOver(page, named, SCRIPT);
      const text = (await hover.innerText()).replace(/\u00a0/g, ' ');
      if (!text.includes(payload)) throw new Error(`the hover does not show "${payload}" as written:\n${text}`);
      const links = await hover.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('data-href') ?? a.getAttribute('href') ?? ''));
      const foreign = links.filter((href) => !/^(command:socialPulse\.|https?:\/\/)/.test(href));
      if (foreign.length) throw new Error(`links that are neither ours nor http(s): ${foreign.join(', ')}`);
      const media = await hover.locator('img, picture, video, audio, iframe, object, embed, svg image').count();
      if (media) throw new Error(`${media} image(s) or frame(s) in the hover`);
      if (payload === COMMAND_LINK) {
        // clicked as a person would click a link: nothing is there to run
        const box = await textBox(hover, COMMAND_LINK, 'p, li');
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      }
      h.note(`${named}: ${links.length} link(s), all ours`);
      if (named === '$ADA') await h.shot('hostile-hover');
      await trap.assertInert();
      await closeHover(page);
    });
  }

  await h.step('after the clicks no terminal opened and nothing ran', async () => {
    const terminals = await page.locator('.xterm').count();
    if (terminals) throw new Error(`${terminals} terminal(s) opened`);
    await trap.assertInert();
  });
}
