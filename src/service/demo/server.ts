// The service emulator: a real HTTP server on 127.0.0.1 serving every operation, the markdown
// variant, the service's errors and quotas, from deterministic generated data.
import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pacingMinuteMs } from '../api/pacing';
import type { PlanId } from '../api/plans';
import { apiMount } from './api';
import { control, CONTROL_PATH } from './control';
import { Dataset } from './data/dataset';
import type { Flavor } from './data/flavor';
import { send, sendBent, sendOversize, statusReply } from './deliver';
import { Faults, type Fault, type FaultController } from './faults';
import { Gate, type EmulatorKey } from './gate';
import { mcpMount } from './mcp';
import { Overrides, overridesControl, OVERRIDES_PATH } from './overrides';
import type { Mount } from './mount';
import { QuotaBook } from './quota';
import { failure, INVALID_ENDPOINT } from './reply';
import { reportMount } from './report/mount';
import { SavedSearches } from './searches';
import { Timers } from './timers';

import type { DemoData } from './data/dataset';

export type { DemoData };
export type { DemoCategory, DemoTopic } from './data/dataset';
export type { Asset as DemoAsset } from './data/assets';
export type { DemoCreator } from './data/creators';
export { MISSING_TOPIC } from './data/dataset';
export type { Fault, FaultController, EmulatorKey };
export type { Override } from './overrides';

export interface EmulatorOptions {
  /** 0 = a free port (default). */
  port?: number;
  /** Same seed, same data (default 1). */
  seed?: number;
  /** Accepted bearer keys and their plans (default {'demo-key': 'builder'}). */
  keys?: Record<string, PlanId | EmulatorKey>;
  /** Clock in milliseconds for quotas, `generated` and everything time-relative (default Date.now). */
  now?: () => number;
  /** Length of the quota's minute window (default: a minute, or a test's shorter one, see api/pacing.ts). */
  minuteMs?: number;
  /** Put script/markup payloads into every text field. */
  hostile?: boolean;
  /** Sparse deviations of shape, as the real service sends them (default true). */
  quirks?: boolean;
  /**
   * Send avatars and news images at https addresses on the internet (default false: left out, so
   * demo panels never fetch from the internet and show their placeholders).
   */
  images?: boolean;
  /** Expose POST /__emulator/faults and /__emulator/overrides for tests in another process. */
  control?: boolean;
}

export interface Emulator {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** origin + '/api4' */
  baseUrl: string;
  /** origin + '/ai' */
  markdownUrl: string;
  /** origin + '/mcp' */
  mcpUrl: string;
  faults: FaultController;
  /** Replaced fields of one subject (to drive a value across an alert's line). */
  overrides: Overrides;
  data: DemoData;
  /** Length of the quota's minute window in ms. */
  minuteMs: number;
  /** Requests received on the mounted paths: API, markdown variant, MCP (whatever the answer, faults included). */
  requests(): number;
  resetQuotas(): void;
  close(): Promise<void>;
}

/** Handlers by path prefix. The tool-protocol endpoint (`/mcp`) is mounted here too. */
const MOUNTS: readonly Mount[] = [apiMount, reportMount, mcpMount];

const MAX_BODY_BYTES = 1 << 20;

// Generated data depends only on the flavor and is never changed by serving it (its caches are
// deterministic), so emulators with the same flavor share it and start in no time.
const datasets = new Map<string, Dataset>();

function datasetFor(flavor: Flavor): Dataset {
  const id = `${flavor.seed}:${flavor.hostile}:${flavor.quirks}:${flavor.images}`;
  let data = datasets.get(id);
  if (!data) {
    if (datasets.size >= 8) datasets.clear();
    data = new Dataset(flavor);
    datasets.set(id, data);
  }
  return data;
}

function readBody(req: http.IncomingMessage): Promise<string | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve('');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const now = options.now ?? Date.now;
  const data = datasetFor({
    seed: options.seed ?? 1, hostile: options.hostile ?? false, quirks: options.quirks ?? true, images: options.images ?? false,
  });
  const minuteMs = options.minuteMs ?? pacingMinuteMs();
  const quota = new QuotaBook(now, minuteMs);
  const gate = new Gate(options.keys ?? { 'demo-key': 'builder' }, quota);
  const faults = new Faults();
  const overrides = new Overrides();
  const searches = new SavedSearches();
  const timers = new Timers();
  const sockets = new Set<Socket>();
  let served = 0;

  async function faulted(req: http.IncomingMessage, res: http.ServerResponse, fault: Fault): Promise<boolean> {
    switch (fault.kind) {
      case 'reset': req.socket.destroy(); return true;
      case 'hang': return true;
      case 'status': send(res, statusReply(fault)); return true;
      case 'oversize': await sendOversize(res, fault.bytes); return true;
      case 'rate-limit': send(res, gate.forcedLimit(req.headers.authorization, fault.window, fault.retryAfter)); return true;
      default: return false;
    }
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    if (body === undefined) return send(res, failure(413, 'The request body is too large'));
    if (options.control && url.pathname === CONTROL_PATH) return send(res, control(req.method, body, faults));
    if (options.control && url.pathname === OVERRIDES_PATH) return send(res, overridesControl(req.method, body, overrides));
    const mount = MOUNTS.find((m) => url.pathname === m.prefix || url.pathname.startsWith(`${m.prefix}/`));
    if (!mount) return send(res, failure(404, INVALID_ENDPOINT));
    served++;
    const { latency, fault } = faults.take(url.pathname + url.search);
    if (latency) await timers.sleep(latency);
    if (fault && (await faulted(req, res, fault))) return;
    const handled = await mount.handle({ req, url, path: url.pathname.slice(mount.prefix.length), body, gate, data, searches, now: now() });
    const reply = mount === apiMount ? overrides.apply(url.pathname, handled) : handled;
    if (fault) sendBent(res, reply, fault, timers);
    else send(res, reply, req.method === 'HEAD');
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, failure(500, 'The emulator failed to answer'));
      else res.destroy();
    });
  });
  // Idle connections are closed by the client (its agents after 30 s, VS Code's fetch after 4 s), as
  // against a real service whose idle limit is longer than theirs. A server closing them as well
  // (Node's default: after 5 s) races a request being written on a busy machine: the request got
  // "connection reset" in a unit test under load (persistence, after a 60 MB cache was built).
  server.keepAliveTimeout = 0;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closing: Promise<void> | undefined;

  return {
    origin,
    baseUrl: `${origin}/api4`,
    markdownUrl: `${origin}/ai`,
    mcpUrl: `${origin}/mcp`,
    faults,
    overrides,
    data,
    minuteMs,
    requests: () => served,
    resetQuotas: () => quota.reset(),
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        timers.clear();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}
