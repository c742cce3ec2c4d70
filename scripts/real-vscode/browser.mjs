// Headless system chromium with the profile tweaks the workbench needs.
import fs from 'node:fs';
import path from 'node:path';
import { ensureTools, loadPlaywright } from './tools.mjs';

const flags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/**
 * @param {{ work: string, env: NodeJS.ProcessEnv }} server from startCodeServer
 * @param {{ viewport?: { width: number, height: number }, colorScheme?: 'dark' | 'light' }} [o]
 */
export async function launchBrowser(server, o = {}) {
  const { chromium } = loadPlaywright();
  const profile = path.join(server.work, 'chromium-profile');
  fs.mkdirSync(path.join(profile, 'Default'), { recursive: true });
  // Webviews are served through a service worker, which this setting allows; without it they stay blank.
  fs.writeFileSync(path.join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0 } }));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: ensureTools().chromium,
    headless: true,
    env: server.env,
    viewport: o.viewport ?? { width: 1400, height: 900 },
    colorScheme: o.colorScheme,
    args: flags,
  });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  return { ctx, page, close: () => ctx.close().catch(() => undefined) };
}
