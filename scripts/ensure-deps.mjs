// pretest / prestart: installs the dependencies (npm ci) when node_modules is missing or older
// than package-lock.json, so a fresh clone runs `npm test` or `npm start` in one step. A node_modules
// that links to another checkout's is left alone.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = path.join(root, 'package-lock.json');
// npm rewrites this file on every install: its age is the age of node_modules.
const installed = path.join(root, 'node_modules', '.package-lock.json');

// the packages npm has cached are taken as they are, and no audit is asked for: a test run waits for this
const CI = 'npm ci --prefer-offline --no-audit --no-fund';
const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);
const linked = fs.lstatSync(path.join(root, 'node_modules'), { throwIfNoEntry: false })?.isSymbolicLink();
if (linked) {
  // another checkout's (a git worktree sharing it): npm ci would empty that folder through the
  // link, under every checkout that uses it, and install here instead
  if (mtime(lock) > mtime(installed)) console.log('ensure-deps: node_modules is a link to another checkout\'s; not reinstalling it from here');
} else if (!fs.existsSync(installed)) {
  console.log('ensure-deps: node_modules is missing, running npm ci');
  execSync(CI, { cwd: root, stdio: 'inherit' });
} else if (mtime(lock) > mtime(installed)) {
  console.log('ensure-deps: package-lock.json is newer than node_modules, running npm ci');
  execSync(CI, { cwd: root, stdio: 'inherit' });
}
