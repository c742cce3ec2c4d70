// Locates (installing on first use) the tools that run a real VS Code offline: Node 24,
// code-server, playwright-core and the system chromium. The install is scripts/setup-real-vscode.sh.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const toolsDir = process.env.SOCIAL_PULSE_TOOLS || path.join(os.homedir(), '.cache', 'social-pulse-tools');

let cached;

/** Runs the idempotent setup (a no-op in ~20 ms once done) and returns the tool paths. */
export function ensureTools() {
  if (cached) return cached;
  execFileSync('bash', [path.join(repoRoot, 'scripts', 'setup-real-vscode.sh')],
    { stdio: ['ignore', process.stderr, 'inherit'], env: { ...process.env, SOCIAL_PULSE_TOOLS: toolsDir } });
  const tools = JSON.parse(fs.readFileSync(path.join(toolsDir, 'tools.json'), 'utf8'));
  if (process.env.CHROMIUM) tools.chromium = process.env.CHROMIUM;
  cached = tools;
  return tools;
}

/** playwright-core from the tools folder (it is not a project dependency). */
export function loadPlaywright() {
  const { playwright } = ensureTools();
  return createRequire(path.join(playwright, 'index.js'))('playwright-core');
}
