// `npm test`: build, type-check the webview and the notebook renderer, compile the tests, lint
// (layer boundaries, import circles), then the unit, integration (extension host in a real VS
// Code) and e2e (UI in a real VS Code) suites; the e2e suite runs the .vsix `npm run package`
// makes, installed as a person installs it (code-server --install-extension), so what ships is
// what it tests. Prints each step's result, the activation bench, and last a line "N passed,
// N failed" summing the suites' tests. Exit code 1 on any failure.
//   node scripts/test-all.mjs [unit] [integration] [network-setups] [e2e]     (default: all four)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vsix = 'social-pulse.vsix';
const suites = {
  unit: ['npx', ['mocha']],
  integration: ['node', ['scripts/run-integration.mjs']],
  // a second editor, started with a proxy in its environment and a company authority in its store
  'network-setups': ['node', ['scripts/run-integration.mjs', '--network-setups']],
  e2e: ['node', ['test/e2e/run.mjs', '--extension', vsix]],
};
const wanted = process.argv.slice(2);
for (const w of wanted) {
  if (!(w in suites)) {
    console.error(`test-all: unknown suite "${w}" (choose from ${Object.keys(suites).join(', ')})`);
    process.exit(2);
  }
}
const selected = wanted.length ? wanted : Object.keys(suites);

const summary = [];
let passed = 0, failed = 0;

const build = await step('build', 'node', ['esbuild.mjs']);
// esbuild does not type-check; compiling the tests checks the editor layer, not the webview nor
// the notebook renderer (browser code with tsconfigs of their own, which tsconfig.json excludes)
const webview = build.ok && await step('typecheck webview', 'npx', ['tsc', '-p', 'src/browser/webview/tsconfig.json', '--noEmit']);
const renderer = webview.ok && await step('typecheck renderer', 'npx', ['tsc', '-p', 'src/features/notebookRenderer/tsconfig.json', '--noEmit']);
const compile = renderer.ok && await step('compile tests', 'npx', ['tsc', '-p', 'tsconfig.test.json']);
if (!build.ok || !webview.ok || !renderer.ok || !compile.ok) {
  failed += 1;   // nothing can be tested; counted as one failure so the total says so
} else {
  // a broken boundary or an import circle fails the run, yet the suites still run and report
  for (const [name, cmd, args] of [['lint', 'npx', ['eslint', 'src']], ['import circles', 'node', ['scripts/check-cycles.mjs']]]) {
    if (!(await step(name, cmd, args)).ok) failed += 1;
  }
  for (const name of selected) {
    // the production build and the .vsix; it leaves dist/ as it ships
    if (name === 'e2e' && !(await step('package', 'node', ['scripts/package.mjs', '--out', vsix])).ok) {
      failed += 1;
      continue;
    }
    const [cmd, args] = suites[name];
    const r = await step(name, cmd, args);
    const counts = mochaCounts(r.output);
    passed += counts.passed;
    failed += counts.failed || (r.ok ? 0 : 1);   // a crash before any test still fails the run
    r.detail = `${counts.passed} passed, ${counts.failed} failed`;
    if (!r.ok) r.failures = failureReport(r.output);
  }
  await step('bench: activation', 'node', ['scripts/bench-activation.mjs', '--quick'], { informational: true });
}

console.log('\n== results');
for (const s of summary) {
  console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name.padEnd(18)} ${(s.ms / 1000).toFixed(1).padStart(6)} s${s.detail ? `  ${s.detail}` : ''}`);
}
for (const s of summary.filter((s) => s.failures)) {
  console.log(`\n== what failed in ${s.name}\n${s.failures}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed || summary.some((s) => !s.ok && !s.informational) ? 1 : 0);

/** Runs one step with its output shown live and kept for counting. */
async function step(name, cmd, args, { informational = false } = {}) {
  console.log(`\n== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => { output += d; process.stdout.write(d); });
  child.stderr.on('data', (d) => { output += d; process.stderr.write(d); });
  const code = await new Promise((resolve) => {
    child.once('error', (e) => { output += String(e); resolve(1); });
    child.once('close', (c) => resolve(c ?? 1));
  });
  const r = { name, ok: code === 0, ms: Date.now() - started, informational, output };
  summary.push(r);
  console.log(`== ${name}: ${r.ok ? 'ok' : `failed (exit ${code})`} in ${(r.ms / 1000).toFixed(1)} s`);
  return r;
}

/**
 * The mocha "N failing" section (titles and the first lines of each error), repeated under the
 * results so that a log cut to its end still says which test failed and why.
 */
function failureReport(output) {
  const start = output.search(/^\s*\d+ failing/m);
  if (start < 0) return output.split('\n').slice(-15).join('\n');   // a crash: its last lines
  return output.slice(start).split('\n').slice(0, 25).join('\n');
}

/** Totals of mocha-style summaries ("N passing", "N failing") in a suite's output. */
function mochaCounts(output) {
  const last = (re) => { const all = [...output.matchAll(re)]; return all.length ? Number(all.at(-1)[1]) : 0; };
  return { passed: last(/^\s*(\d+) passing/gm), failed: last(/^\s*(\d+) failing/gm) };
}
