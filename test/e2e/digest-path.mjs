// The daily digest in a Foam-style workspace (issue 26): a `.foam` folder and a `journal/` of
// daily notes, today's already begun by hand with a code block. Two trending topics and a coin are
// pinned from the views; Social Pulse: Write Today's Digest Now appends a dated
// `## Social Pulse digest` section to journal/YYYY-MM-DD.md, after the person's words and outside
// their code block. The note and its markdown preview are screenshotted.
import fs from 'node:fs';
import path from 'node:path';
import {
  clickNotificationButton, findInWebviews, notification, openContainer, runCommand, viewPane, waitForTreeItems,
} from '../../scripts/real-vscode/workbench.mjs';
import { clearOfMidnight, emulatorSettings, freshKey, pinToWatchlist, setKeyFromPalette, topRows } from './lib/social.mjs';

export const name = 'daily digest';

const KEY = freshKey('digest');

function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The note the person began by hand on `day`. */
const mine = (day) => `# ${day}\n\nStand-up at ten. Ask about the release.\n\n\`\`\`sh\nnpm run build\n\`\`\`\n`;

export async function setup(h) {
  const emulator = await h.startEmulator({ key: KEY, plan: 'builder', seed: 1 });
  return { settings: { ...emulatorSettings(emulator), 'socialPulse.plan': 'builder' } };
}

export async function run(h) {
  const { page } = h;
  const workspace = h.server.workspace;
  // the note of the day the extension will write into: the day must not turn meanwhile
  await clearOfMidnight(page, 5);
  const day = today();
  const MINE = mine(day);
  const note = path.join(workspace, 'journal', `${day}.md`);

  await h.step('a Foam-style workspace with today\'s note begun by hand, and two pins', async () => {
    fs.mkdirSync(path.join(workspace, '.foam', 'templates'), { recursive: true });
    fs.mkdirSync(path.join(workspace, 'journal'), { recursive: true });
    fs.writeFileSync(note, MINE);
    await openContainer(page, 'Social Pulse');
    await setKeyFromPalette(page, 'digest key', KEY);
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    const pins = () => viewPane(page, 'Watchlist').getByRole('treeitem').count();
    for (const i of [0, 1]) {
      await pinToWatchlist(h, topRows(page, 'Trending Topics').nth(i), `${i + 1} pin(s) in the Watchlist`,
        async () => (await pins()) >= i + 1, { timeout: 5000 });
    }
  });

  await h.step('Write Today\'s Digest Now appends a dated section after the person\'s words', async () => {
    await runCommand(page, "Social Pulse: Write Today's Digest Now");
    await notification(page, "today's digest is in").waitFor({ timeout: 60_000 });
    const text = fs.readFileSync(note, 'utf8');
    if (!text.startsWith(MINE)) throw new Error(`the person's words changed:\n${text.slice(0, 300)}`);
    if (!text.includes(`\n## Social Pulse digest — ${day}\n`)) throw new Error('no dated digest heading');
    if (!/### Watchlist[\s\S]*### Top movers among trending topics[\s\S]*### What's up[\s\S]*### Top posts/.test(text)) {
      throw new Error(`sections missing:\n${text}`);
    }
    h.note(text.split('\n').find((l) => l.startsWith('*Requests:')) ?? 'no request line');
    await clickNotificationButton(page, "today's digest is in", 'Open Note');
    await page.locator('.monaco-editor .view-lines').first().waitFor();
    await page.locator('.monaco-editor .view-lines').first().getByText('Social Pulse digest').first().waitFor();
    await h.shot('digest-note');
  });

  await h.step('the note\'s preview shows the digest with only http(s) links', async () => {
    await runCommand(page, 'Markdown: Open Preview to the Side');
    await findInWebviews(page, '.markdown-body h2', { text: 'Social Pulse digest' });
    const { frame } = await findInWebviews(page, '.markdown-body h3', { text: 'Watchlist' });
    const links = await frame.evaluate(() => {
      document.querySelector('.markdown-body h2')?.scrollIntoView();
      return [...document.querySelectorAll('.markdown-body a[href], .markdown-body [data-href]')].map((a) => a.getAttribute('href') ?? a.getAttribute('data-href'));
    });
    const unsafe = links.filter((href) => !/^https?:\/\//i.test(href));
    if (unsafe.length) throw new Error(`live links that are not http(s): ${unsafe.join(', ')}`);
    await h.shot('digest-preview');
  });
}
