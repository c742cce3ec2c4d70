// Renders media/icon.png (256 px, the Marketplace icon) from the activity-bar mark
// media/icons/pulse.svg: the mark in white on a rounded tile of deep blue to teal, which stands out
// on the light and the dark gallery alike, with transparent corners. Drawn by the cached headless
// chromium the e2e uses (scripts/real-vscode), so no image tool is needed.
//   node scripts/make-icon.mjs
import fs from 'node:fs';
import path from 'node:path';
import { ensureTools, loadPlaywright, repoRoot } from './real-vscode/tools.mjs';

const SIZE = 256;
const mark = fs.readFileSync(path.join(repoRoot, 'media', 'icons', 'pulse.svg'), 'utf8');
const d = /\sd="([^"]+)"/.exec(mark)?.[1];
if (!d) throw new Error('no path in media/icons/pulse.svg');

// the mark's 24-unit box, scaled to fill the middle of the tile
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 256 256">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1b3a8c"/>
      <stop offset="1" stop-color="#0b7a75"/>
    </linearGradient>
  </defs>
  <rect x="8" y="8" width="240" height="240" rx="52" fill="url(#tile)"/>
  <rect x="8.5" y="8.5" width="239" height="239" rx="51.5" fill="none" stroke="#ffffff" stroke-opacity="0.18"/>
  <g transform="translate(32 32) scale(8)">
    <path fill="#ffffff" fill-rule="evenodd" d="${d}"/>
  </g>
</svg>`;

const { chromium } = loadPlaywright();
const browser = await chromium.launch({ executablePath: ensureTools().chromium, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
  const out = path.join(repoRoot, 'media', 'icon.png');
  await page.locator('svg').screenshot({ path: out, omitBackground: true });
  console.log(`${path.relative(repoRoot, out)}: ${fs.statSync(out).size} bytes`);
} finally {
  await browser.close();
}
