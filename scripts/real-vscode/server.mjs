// Starts an isolated code-server (VS Code in a browser, real Node extension host): its own HOME,
// XDG dirs, TMPDIR, user data, extensions dir and workspace, all inside one work folder.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureTools } from './tools.mjs';

const runsDir = process.env.SOCIAL_PULSE_RUNS || path.join(os.tmpdir(), 'social-pulse-vscode-runs');

// Quiet, deterministic workbench: nothing that phones home, no tours, no AI side bar.
const baseSettings = {
  'telemetry.telemetryLevel': 'off',
  'workbench.startupEditor': 'none',
  // an extension's walkthrough does not open by itself (Social Pulse's opens on a first start)
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'extensions.ignoreRecommendations': true,
  'update.mode': 'none',
  'chat.disableAIFeatures': true,
  'security.workspace.trust.enabled': false,
  'git.enabled': false,
};

// What the extension ships (mirrors .vscodeignore): only these top-level entries are copied, and
// not the compiled code the extension saves in dist/.code-cache at run time (src/main/startup/codeCache.ts).
const shipped = /^(dist|media|l10n|package\.json|package\.nls(\.[\w-]+)?\.json|(README|LICENSE|CHANGELOG)(\.\w+)?)$/;
const savedCode = path.join('dist', '.code-cache');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// Servers run in their own process group: stop them when this process ends, even on Ctrl-C.
const live = new Set();
process.on('exit', () => { for (const s of live) s.kill(); });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await Promise.all([...live].map((s) => s.stop()));
    process.exit(130);
  });
}

/**
 * @param {object} o
 * @param {string} [o.label] prefix of the work folder
 * @param {Record<string, unknown>} [o.settings] user settings on top of the quiet defaults
 * @param {string[]} [o.extensions] extension folders (copied as publisher.name-version) or .vsix files
 * @param {boolean} [o.smokeTestDriver] honour ?payload= (extension tests) and codeAutomation* hooks
 * @param {number} [o.port] default: a free port
 * @param {Record<string, string>} [o.env] extra environment for the server and its extension host
 * @param {string} [o.workspace] folder to open (default: an empty folder in the work dir)
 * @param {string} [o.password] require this password to open the workbench (default: no auth, for tests)
 * @param {string[]} [o.proposedApi] ids of (test fixture) extensions allowed their proposed APIs
 */
export async function startCodeServer(o = {}) {
  const tools = ensureTools();
  fs.mkdirSync(runsDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(runsDir, `${o.label ?? 'run'}-`));
  const dir = (n) => { const d = path.join(work, n); fs.mkdirSync(d, { recursive: true }); return d; };
  const dirs = { userData: dir('user-data'), extensions: dir('extensions'), home: dir('home'), tmp: dir('tmp') };
  const workspace = o.workspace ?? dir('workspace');
  const env = {
    ...process.env, ...o.env,
    HOME: dirs.home, TMPDIR: dirs.tmp,
    XDG_CONFIG_HOME: dir('home/.config'), XDG_DATA_HOME: dir('home/.local/share'),
    XDG_CACHE_HOME: dir('home/.cache'), XDG_RUNTIME_DIR: dir('home/.run'),
    EXTENSIONS_GALLERY: '{}',
  };
  if (o.password) env.PASSWORD = o.password;
  delete env.VSCODE_IPC_HOOK_CLI;   // a terminal of another VS Code must not capture this one
  // code-server's window is a remote one: machine-scoped settings (the addresses the key goes to)
  // count only in the remote machine's settings (Machine/), the others in the user's (User/).
  const settings = JSON.stringify({ ...baseSettings, ...o.settings }, null, 2);
  for (const file of ['User', 'Machine']) fs.writeFileSync(path.join(dir(`user-data/${file}`), 'settings.json'), settings);

  const csArgs = [tools.codeServer, '--config', path.join(work, 'config.yaml'),
    '--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions];
  for (const ext of o.extensions ?? []) installExtension(ext, dirs.extensions, tools);

  const port = o.port ?? await freePort();
  const logFile = path.join(work, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const args = [...csArgs, '--bind-addr', `127.0.0.1:${port}`, '--auth', o.password ? 'password' : 'none',
    '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust',
    '--disable-getting-started-override', '--ignore-last-opened'];
  if (o.smokeTestDriver) args.push('--vscode-option', 'enable-smoke-test-driver');
  for (const id of o.proposedApi ?? []) args.push('--enable-proposed-api', id);
  args.push(workspace);
  const child = spawn(tools.node24, args, { detached: true, stdio: ['ignore', log, log], env });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killGroup = (signal) => { try { process.kill(-child.pid, signal); } catch { /* already gone */ } };
  let stopping = false;
  const base = `http://127.0.0.1:${port}`;
  const stop = async ({ keep = false } = {}) => {
    stopping = true;
    live.delete(handle);
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    if (!keep && !process.env.KEEP_RUNS) fs.rmSync(work, { recursive: true, force: true, maxRetries: 3 });
  };
  const handle = { kill: () => killGroup('SIGKILL'), stop };
  live.add(handle);

  const started = Date.now();
  for (;;) {
    try { if ((await fetch(`${base}/healthz`)).ok) break; } catch { /* not listening yet */ }
    if (child.exitCode !== null || Date.now() - started > 30000) {
      await stop({ keep: true });
      throw new Error(`code-server did not start; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  /** Workbench address; payload entries are VS Code's smoke-test driver options. */
  const url = (payload) => {
    const q = new URLSearchParams({ folder: workspace });
    if (payload) q.set('payload', JSON.stringify(payload));
    return `${base}/?${q}`;
  };
  return { base, port, work, dirs, env, workspace, logFile, url, stop, exited,
    /** Whether stop() was called (an exit is then expected). */
    get stopping() { return stopping; } };
}

/** Address of a local path as the code-server client sees it (authority "remote"). */
export function remoteUri(p) {
  return `vscode-remote://remote${path.resolve(p)}`;
}

/** Each .vsix installed once per process, by code-server as a person installs it: path → the installed folder. */
const installedVsix = new Map();

/** The folder code-server made of `vsix`, installing it the first time it is asked for. */
function installedFolder(vsix, tools) {
  const key = path.resolve(vsix);
  const known = installedVsix.get(key);
  if (known) return known;
  const once = fs.mkdtempSync(path.join(runsDir, 'vsix-'));
  process.on('exit', () => fs.rmSync(once, { recursive: true, force: true }));
  const extensions = path.join(once, 'extensions');
  // a home of its own: code-server writes its logs and default config there
  const env = { ...process.env, HOME: once, XDG_CONFIG_HOME: path.join(once, 'config'), XDG_DATA_HOME: path.join(once, 'data'), EXTENSIONS_GALLERY: '{}' };
  delete env.VSCODE_IPC_HOOK_CLI;
  execFileSync(tools.node24, [tools.codeServer, '--config', path.join(once, 'config.yaml'), '--user-data-dir', path.join(once, 'user-data'),
    '--extensions-dir', extensions, '--install-extension', key], { env, stdio: 'ignore' });
  const folder = fs.readdirSync(extensions, { withFileTypes: true }).find((e) => e.isDirectory());
  if (!folder) throw new Error(`code-server installed nothing from ${key}`);
  installedVsix.set(key, path.join(extensions, folder.name));
  return installedVsix.get(key);
}

/**
 * Puts an extension into a profile's extensions folder as a copy: of what code-server installed
 * from a .vsix (once per process: the install takes a second and a half, a copy a few
 * milliseconds), or of what a .vsix of the folder would hold. VS Code finds both by scanning the
 * folder.
 */
function installExtension(ext, extensionsDir, tools) {
  if (ext.endsWith('.vsix')) {
    const folder = installedFolder(ext, tools);
    fs.cpSync(folder, path.join(extensionsDir, path.basename(folder)), { recursive: true });
    return;
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(ext, 'package.json'), 'utf8'));
  // what a .vsix holds, and the entry point (a test fixture's sits next to its manifest)
  const main = pkg.main ? path.normalize(pkg.main) : undefined;
  fs.cpSync(ext, path.join(extensionsDir, `${pkg.publisher}.${pkg.name}-${pkg.version}`),
    { recursive: true, filter: (src) => {
      const relative = path.relative(ext, src);
      return relative === '' || ((shipped.test(relative.split(path.sep)[0]) || relative === main) && !relative.startsWith(savedCode));
    } });
}
