// pretest / prestart: installs the dependencies (npm ci) when node_modules is missing or older
// than package-lock.json, so a fresh clone runs `npm test` or `npm start` in one step.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = path.join(root, 'package-lock.json');
// npm rewrites this file on every install: its age is the age of node_modules.
const installed = path.join(root, 'node_modules', '.package-lock.json');

const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);
if (!fs.existsSync(installed)) {
  console.log('ensure-deps: node_modules is missing, running npm ci');
  execSync('npm ci', { cwd: root, stdio: 'inherit' });
} else if (mtime(lock) > mtime(installed)) {
  console.log('ensure-deps: package-lock.json is newer than node_modules, running npm ci');
  execSync('npm ci', { cwd: root, stdio: 'inherit' });
}
