// `npm start`: builds, then opens VS Code with the extension loaded, in a profile of its own that
// starts on demo data. A desktop `code` on PATH is used when there is one (its profile is kept
// between runs, so a key set there stays); otherwise, on Debian or Ubuntu Linux only, a local
// code-server on 127.0.0.1 ($PORT or a free port), served until Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startCodeServer } from './real-vscode/server.mjs';
import { codeCommand, fallbackRefusal } from './real-vscode/desktop.mjs';
import { repoRoot, toolsDir } from './real-vscode/tools.mjs';

/** A newcomer's profile: demo data, and the walkthrough opens on the first start, as after an install. */
const FIRST_SETTINGS = { 'socialPulse.demo': true, 'workbench.welcomePage.walkthroughs.openOnInstall': true };

if (spawnSync(process.execPath, ['esbuild.mjs'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) {
  console.error('start: the build failed (see above)');
  process.exit(1);
}

const version = codeCommand(['--version']);
if (spawnSync(version.command, version.args, { shell: version.shell, stdio: 'ignore' }).status === 0) {
  // not your own profile: its key, settings and other extensions stay out of the run
  const profile = path.join(toolsDir, 'desktop-profile');
  const settings = path.join(profile, 'User', 'settings.json');
  if (!fs.existsSync(settings)) {
    fs.mkdirSync(path.dirname(settings), { recursive: true });
    fs.writeFileSync(settings, `${JSON.stringify(FIRST_SETTINGS, null, 2)}\n`);
  }
  console.log(`Social Pulse in VS Code (profile ${profile}; demo data until you set a key and turn it off)`);
  const open = codeCommand(['--user-data-dir', profile, '--extensions-dir', path.join(toolsDir, 'desktop-extensions'),
    `--extensionDevelopmentPath=${repoRoot}`]);
  const code = spawn(open.command, open.args, { shell: open.shell, stdio: 'inherit' });
  code.on('exit', (c) => process.exit(c ?? 0));
} else {
  const refusal = fallbackRefusal(process.platform, spawnSync('dpkg', ['--version'], { stdio: 'ignore' }).status === 0);
  if (refusal) {
    console.error(`start: ${refusal}`);
    process.exit(1);
  }
  // a password, so other accounts on this machine can't open a workbench (and its terminal) as you
  const password = randomBytes(12).toString('base64url');
  const server = await startCodeServer({
    label: 'start',
    password,
    extensions: [repoRoot],
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
    settings: FIRST_SETTINGS,
  });
  console.log(`\nSocial Pulse in VS Code: ${server.url()}`);
  console.log(`password: ${password}`);
  console.log('(demo data; set a key with "Social Pulse: Set API Key"; Ctrl-C stops)');
  // Ctrl-C stops the server and removes its profile (scripts/real-vscode/server.mjs).
  const exitCode = await server.exited;
  if (!server.stopping) {
    console.error(`code-server stopped by itself (exit ${exitCode}); its log: ${server.logFile}`);
    process.exit(1);
  }
}
