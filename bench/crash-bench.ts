// Issue 34's crash table: the extension host killed (SIGKILL) in the middle of an alert round, a
// digest write to a note, a notebook save and the client's cache write, then started again. Each
// operation runs in a child process with our real code against the real emulator; each moment of
// the kill (before its writes, during them, right after, and for the alert round with its request
// held in flight by a latency fault) is run many times at random steps or offsets; after each kill
// the files and globalState are read for what was lost, written twice or half written.
//   npm run bench:crash              (50 runs a cell)
//   npm run bench:crash -- --runs 10 --only digest   (the operations whose name starts so)
// The table is printed and written to test-results/crash-table.md.
import { fork } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { startEmulator, type Emulator } from '../src/service/demo/server';
import type { ToBench, ToChild } from './crash/child';
import { OPERATIONS, type Operation, type Outcome } from './crash/operations';
import type { KillPlan, Step } from './crash/steps';
import { KEY, StateMemento, type ChildConfig, type Moment, type World } from './crash/world';

interface Cell {
  operation: string;
  moment: Moment;
  runs: number;
  killed: number;
  outcome: Outcome;
}

const random = (below: number): number => Math.floor(Math.random() * below);

function newWorld(emulator: Emulator): World {
  return { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'pulse-crash-')), emulator, globalState: new StateMemento({}), data: {} };
}

/** Runs the operation's host part in a child; kills it as the plan and the moment say. */
async function spawn(operation: Operation, world: World, plan: KillPlan, moment: Moment | 'calibrate'): Promise<{ killed: boolean; steps?: Step[] }> {
  const config: ChildConfig = {
    operation: operation.name, dir: world.dir, baseUrl: world.emulator.baseUrl, markdownUrl: world.emulator.markdownUrl,
    plan, globalState: world.globalState.values, data: world.data,
  };
  const configFile = path.join(world.dir, 'child.json');
  fs.writeFileSync(configFile, JSON.stringify(config));
  // bundled beside this file by run-bench.mjs; without source maps, which slow its start
  const child = fork(path.join(path.dirname(process.argv[1]!), 'crash-bench.child.js'), [configFile], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
  let steps: Step[] | undefined;
  const tell = (message: ToChild): void => {
    if (child.connected) child.send(message, () => undefined);
  };
  const kill = (): void => {
    child.kill('SIGKILL');
  };
  child.on('message', (message: ToBench) => {
    switch (message.type) {
      case 'set':
        void world.globalState.update(message.key, message.value);
        tell({ type: 'ack', id: message.id });
        break;
      case 'save':
        // the editor writes what it was handed, whether or not the extension host lives on
        if (moment === 'during') kill();
        fs.writeFileSync(message.file, message.text);
        tell({ type: 'ack', id: message.id });
        break;
      case 'phase':
        if (moment === 'in flight') setTimeout(kill, 50 + random(2_500));
        break;
      case 'done':
        steps = message.steps;
        if (moment === 'after') setTimeout(kill, random(20));
        else tell({ type: 'exit' });
        break;
    }
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('exit', (c, s) => resolve([c, s])));
  if (signal !== 'SIGKILL' && code !== 0) throw new Error(`${operation.name}: the child ended with ${code ?? signal}`);
  return { killed: signal === 'SIGKILL', steps };
}

/** Where a kill goes for each moment, from the steps a run without a kill took. */
function planFor(moment: Moment, steps: readonly Step[]): KillPlan {
  const writes = steps.flatMap((s, i) => (s.kind === 'write' ? [i] : []));
  const first = writes[0] ?? steps.length;
  const last = writes[writes.length - 1] ?? steps.length;
  if (moment === 'before') return { at: random(first + 1) };
  if (moment === 'during') {
    // one write only (the notebook's bytes handed to the editor): the kill comes as it is handed over (spawn)
    if (first === last) return {};
    const tears = steps.flatMap((s, i) => (s.name === 'handle.writeFile' ? [i] : []));
    // between the first write and the last (a step cut short after the first), or a write of data torn in half
    if (tears.length && random(3) === 0) return { at: tears[random(tears.length)]!, torn: true };
    return { at: first + 1 + random(Math.max(1, last - first)) };
  }
  return {};
}

function ageFiles(dir: string, ms: number): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const then = (fs.statSync(file).mtimeMs - ms) / 1000;
    fs.utimesSync(file, then, then);
  }
}

const add = (a: Outcome, b: Partial<Outcome>): Outcome => ({
  lost: a.lost + (b.lost ?? 0), duplicated: a.duplicated + (b.duplicated ?? 0), halfWritten: a.halfWritten + (b.halfWritten ?? 0),
  notNotified: a.notNotified + (b.notNotified ?? 0), temporaries: a.temporaries + (b.temporaries ?? 0),
});

async function cell(operation: Operation, moment: Moment, runs: number, emulator: Emulator, calibration: readonly Step[]): Promise<Cell> {
  const result: Cell = { operation: operation.name, moment, runs, killed: 0, outcome: { lost: 0, duplicated: 0, halfWritten: 0, notNotified: 0, temporaries: 0 } };
  for (let run = 0; run < runs; run++) {
    const world = newWorld(emulator);
    try {
      await operation.prepare(world);
      if (moment === 'in flight') operation.hold?.(world);
      const { killed } = await spawn(operation, world, planFor(moment, calibration), moment);
      emulator.faults.clear();
      if (killed) result.killed++;
      const atKill = operation.afterKill(world);
      // the next start comes a few minutes later (a window reloaded): what the killed process left
      // (a lock, a temporary file) is that old by then
      ageFiles(world.dir, 3 * 60_000);
      await operation.restart(world);
      const after = operation.check(world);
      // half written: right after the kill or still after the restart
      result.outcome = add(result.outcome, { ...after, lost: Math.max(after.lost ?? 0, atKill.lost ?? 0), halfWritten: Math.max(after.halfWritten ?? 0, atKill.halfWritten ?? 0) });
    } finally {
      fs.rmSync(world.dir, { recursive: true, force: true });
    }
  }
  return result;
}

function table(cells: readonly Cell[], command: string, seconds: number): string {
  const rows = cells.map((c) => `| ${c.operation} | ${c.moment} | ${c.runs} | ${c.killed} | ${c.outcome.lost} | ${c.outcome.duplicated} | ${c.outcome.halfWritten} | ${c.outcome.notNotified} | ${c.outcome.temporaries} |`);
  return [
    `Crash table (\`${command}\`, ${new Date().toISOString().slice(0, 16)} UTC, ${seconds} s, Node ${process.version})`,
    '',
    '| operation | moment of the kill | runs | killed | lost | duplicated | half written | fired, not notified | temporary files left |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    'lost: a rule, pin, firing, note line, notebook cell or saved answer missing after the restart; duplicated: a firing in the history or notified twice, a digest section or cell twice; half written: a file that is neither what it was nor what was being written, right after the kill or after the restart. killed: runs whose child died by SIGKILL (the rest finished before the step drawn).',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--runs');
  const runs = at > 0 ? Number(process.argv[at + 1]) : 50;
  const only = process.argv.indexOf('--only') > 0 ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const started = Date.now();
  const emulator = await startEmulator({ keys: { [KEY]: { plan: 'builder', perMinute: 1_000_000, perDay: 1_000_000_000 } } });
  const cells: Cell[] = [];
  try {
    for (const operation of OPERATIONS.filter((o) => !only || o.name.startsWith(only))) {
      const world = newWorld(emulator);
      let calibration: Step[];
      try {
        await operation.prepare(world);
        calibration = (await spawn(operation, world, {}, 'calibrate')).steps ?? [];
      } finally {
        fs.rmSync(world.dir, { recursive: true, force: true });
      }
      for (const moment of operation.moments) {
        const c = await cell(operation, moment, runs, emulator, calibration);
        cells.push(c);
        console.log(`${c.operation} | ${c.moment}: ${c.runs} runs, ${c.killed} killed, lost ${c.outcome.lost}, duplicated ${c.outcome.duplicated}, half written ${c.outcome.halfWritten}, not notified ${c.outcome.notNotified}, temporary files ${c.outcome.temporaries}`);
      }
    }
  } finally {
    await emulator.close();
  }
  const text = table(cells, `npm run bench:crash${at > 0 ? ` -- --runs ${runs}` : ''}`, Math.round((Date.now() - started) / 1000));
  console.log(`\n${text}`);
  const out = path.join(process.cwd(), 'test-results', 'crash-table.md');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, text);
  console.log(`written to ${path.relative(process.cwd(), out)}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
