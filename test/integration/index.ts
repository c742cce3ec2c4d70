// Mocha entry run inside the extension host, by code-server's smoke-test driver
// (scripts/run-integration.mjs) or by @vscode/test-electron (runElectron.ts).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { format } from 'node:util';
import Mocha from 'mocha';

export function run(): Promise<void> {
  return runSuitesIn(__dirname);
}

/** Runs every `*.test.js` under `dir` (also test/network-setups/index.ts, for its own editor). */
export async function runSuitesIn(dir: string): Promise<void> {
  // The extension host's console reaches a browser driver only through the workbench log, mixed
  // with it: when the driver names a file, the report also goes there, line by line.
  const output = process.env.SOCIAL_PULSE_TEST_OUTPUT;
  if (output) {
    fs.writeFileSync(output, '');
    Mocha.reporters.Base.consoleLog = (...args: unknown[]): void => {
      const line = format(...args);
      fs.appendFileSync(output, `${line}\n`);
      console.log(line);
    };
  }
  const mocha = new Mocha({
    ui: 'bdd',
    reporter: 'spec',
    color: false,
    timeout: 30000,
    grep: process.env.MOCHA_GREP,
  });
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.js'))
    .sort();
  for (const f of files) mocha.addFile(path.join(dir, f));
  const failures = await new Promise<number>((resolve) => mocha.run(resolve));
  if (failures > 0) throw new Error(`${failures} integration test${failures === 1 ? '' : 's'} failed`);
}
