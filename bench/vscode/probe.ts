// Runs inside the extension host of a real VS Code, started by scripts/bench-activation.mjs as the
// "tests" module of the extension under development (Social Pulse or the minimal extension).
// Figures go to JSON files in BENCH_DIR, where the driver (which clicks in the workbench) reads them:
//   activation.json  VS Code's own marks around loading and activating the extension
//   (then waits for tree.json: the driver opens the view container and times the first rows)
//   memory.json      extension-host heap after a scripted browsing session and after closing it
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';

interface Mark {
  name: string;
  startTime: number;
}

const WAIT_MS = 60_000;

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`bench probe: ${name} is not set`);
  return value;
}

/** VS Code's performance marks of the extension host (vs/base/common/performance). */
function marks(): Mark[] {
  const perf = (globalThis as { MonacoPerformanceMarks?: { getMarks(): Mark[] } }).MonacoPerformanceMarks;
  if (!perf) throw new Error('bench probe: VS Code keeps no performance marks in this extension host');
  return perf.getMarks();
}

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`bench probe: timed out waiting for ${what}`);
    await sleep(20);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Load and activate() times of `id`, activated by VS Code itself (onStartupFinished), not by us. */
async function activation(id: string): Promise<Record<string, number>> {
  const at = (step: string): number | undefined => marks().find((m) => m.name === `code/extHost/${step}/${id}`)?.startTime;
  const done = await waitFor(`${id} to activate`, () => at('didActivateExtension'));
  const loadMs = at('didLoadExtensionCode')! - at('willLoadExtensionCode')!;
  const activateMs = done - at('willActivateExtension')!;
  // not the span from load to activated: VS Code prepares the extension's context meanwhile
  return { loadMs, activateMs, ownMs: loadMs + activateMs };
}

/** One request to a loopback server, after a first one (the allowance in the tree goal). */
async function loopbackRequestMs(): Promise<number> {
  const server = http.createServer((_req, res) => res.end('[]'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    await (await fetch(url)).text();
    const started = performance.now();
    await (await fetch(url)).text();
    return performance.now() - started;
  } finally {
    server.close();
  }
}

/**
 * V8's gc(). The flag is set back at once: compiled code that Social Pulse saves later for its next
 * start (src/main/startup/codeCache.ts) would carry the changed flags, and V8 would refuse it then.
 */
function collectGarbage(): (() => void) | undefined {
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

const mb = (bytes: number): number => Math.round((bytes / 1048576) * 10) / 10;

interface PanelSnapshot {
  key: string;
  sections: Record<string, string>;
}

/**
 * Social Pulse only: panels of every kind and reports, one at a time, each until its sections have
 * answered (a panel loads once its webview is shown, so each is waited for while it is in front).
 */
async function browse(): Promise<number> {
  const panels = async (): Promise<PanelSnapshot[]> => (await vscode.commands.executeCommand<PanelSnapshot[]>('socialPulse.test.panels')) ?? [];
  const open = async (key: string, command: string, arg?: unknown): Promise<void> => {
    await vscode.commands.executeCommand(command, arg);
    await waitFor(`${key} to answer`, async () => {
      const states = Object.values((await panels()).find((p) => p.key === key)?.sections ?? {});
      return states.length && !states.includes('loading') ? true : undefined;
    });
  };
  await open('topic:bitcoin', 'socialPulse.openItem', { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' });
  await open('topic:solana', 'socialPulse.openItem', { kind: 'topic', id: 'solana', title: 'Solana' });
  await open('category:cryptocurrencies', 'socialPulse.openItem', { kind: 'category', id: 'cryptocurrencies', title: 'Cryptocurrencies' });
  await open('coin:1', 'socialPulse.openItem', { kind: 'coin', id: '1', title: 'Bitcoin' });
  await open('coin:2', 'socialPulse.openItem', { kind: 'coin', id: '2', title: 'Ethereum' });
  await open('coin:', 'socialPulse.openCoins');
  await open('report|topic:bitcoin', 'socialPulse.openReport', { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' });
  await open('report|category:cryptocurrencies', 'socialPulse.openReport', { kind: 'category', id: 'cryptocurrencies', title: 'Cryptocurrencies' });
  return (await panels()).length;
}

/** Social Pulse's client cache (bytes held and its bound, MB), when the extension under test is Social Pulse. */
async function cacheMb(): Promise<{ cacheMb: number; cacheBoundMb: number } | undefined> {
  const api = vscode.extensions.getExtension<SocialPulseApi>('socialpulse.social-pulse')?.exports;
  if (!api?.connection) return undefined;
  const size = await api.connection.cacheSize();
  return { cacheMb: mb(size.bytes), cacheBoundMb: mb(size.maxBytes) };
}

async function memory(session: boolean): Promise<Record<string, number | string>> {
  const gc = collectGarbage();
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const panels = session ? await browse() : 0;
  await sleep(1000);   // webviews report drawing; late answers land
  gc?.();   // what the session keeps, not the garbage it left
  const afterSession = process.memoryUsage().heapUsed;
  const cache = session ? await cacheMb() : undefined;
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  if (session) await waitFor('the panels to close', async () => ((await vscode.commands.executeCommand<unknown[]>('socialPulse.test.panels')) ?? []).length === 0 || undefined);
  await sleep(1000);
  gc?.();
  const afterClose = process.memoryUsage().heapUsed;
  // what the cached answers hold in the heap, against what their text counts in the cache's bound
  // (a build from before clearCache existed, run with --extension, has none)
  const api = session ? vscode.extensions.getExtension<Partial<SocialPulseApi>>('socialpulse.social-pulse')?.exports : undefined;
  const clearCache = api?.connection?.clearCache;
  await clearCache?.();
  gc?.();
  const afterClear: Record<string, number> = clearCache ? { afterClearMb: mb(process.memoryUsage().heapUsed) } : {};
  return { panels, beforeMb: mb(before), afterSessionMb: mb(afterSession), afterCloseMb: mb(afterClose), ...afterClear, gc: gc ? 'yes' : 'no', ...cache };
}

/**
 * Social Pulse only: the bench's key for the emulator that the driver runs (real mode, not demo).
 * Whether its editor layer ran from code compiled at an earlier start (a build from before that
 * existed, run with --extension, says nothing).
 */
async function useKey(target: string, key: string): Promise<{ fromSavedCode?: boolean }> {
  const api = await vscode.extensions.getExtension<Partial<SocialPulseApi> & Pick<SocialPulseApi, 'keys' | 'connection'>>(target)?.activate();
  if (!api) throw new Error('bench probe: Social Pulse gives its test API only in extension mode Test');
  await api.keys.whenReady();
  await api.keys.add('bench', key);
  await waitFor('key mode', () => (api.connection.state.mode === 'key' ? true : undefined));
  return { fromSavedCode: api.fromSavedCode };
}

/**
 * Social Pulse, when its editor layer was compiled in this start: waits until the code is saved for
 * the next (20 s after the load, src/main/startup/codeCache.ts), as in any session that lasts that long.
 */
async function codeSaved(target: string, since: number): Promise<void> {
  const dir = path.join(vscode.extensions.getExtension(target)!.extensionPath, 'dist', '.code-cache');
  const saved = (): boolean => fs.existsSync(dir) && fs.readdirSync(dir).some((name) => name.startsWith('editor.js-') && fs.statSync(path.join(dir, name)).mtimeMs >= since);
  await waitFor('the editor layer\'s compiled code to be saved', () => (saved() ? true : undefined), 45_000);
}

export async function run(): Promise<void> {
  const started = Date.now();
  const target = env('BENCH_TARGET');
  const dir = env('BENCH_DIR');
  const write = (name: string, figures: object): void => fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(figures));
  const figures = await activation(target);
  const pulse = process.env.BENCH_KEY ? await useKey(target, process.env.BENCH_KEY) : {};
  write('activation', { ...figures, ...pulse, loopbackMs: await loopbackRequestMs(), vscode: vscode.version });
  await waitFor('the driver to time the tree', () => (fs.existsSync(path.join(dir, 'tree.json')) ? true : undefined));
  write('memory', await memory(process.env.BENCH_SESSION === '1'));
  if (pulse.fromSavedCode === false) await codeSaved(target, started);
}
