// What the crash bench's runs share: a run's folder and globalState, a Memento over it, and what the
// killed child is told. globalState lives in the bench's own process, as VS Code keeps it in the
// window's process, not the extension host: a write the extension host sent before it died
// arrives; one it had not sent does not.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createClient } from '../../src/service/api/client';
import type { CacheStore, Logger, SocialClient } from '../../src/service/api/service';
import type { Emulator } from '../../src/service/demo/server';
import type { KillPlan, Steps } from './steps';

export const KEY = 'crash-bench-key-7c1e';
/** 2026-03-10 09:00 UTC: every run's day (a run across midnight would write a second day's digest). */
export const T0 = Date.UTC(2026, 2, 10, 9, 0, 0);

export type Moment = 'before' | 'during' | 'after' | 'in flight';

export interface Memento {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Promise<void>;
}

/** globalState as the window keeps it: written values are JSON. */
export class StateMemento implements Memento {
  constructor(readonly values: Record<string, unknown>) {}

  get<T>(key: string): T | undefined {
    return this.values[key] as T | undefined;
  }

  async update(key: string, value: unknown): Promise<void> {
    if (value === undefined) delete this.values[key];
    else this.values[key] = JSON.parse(JSON.stringify(value)) as unknown;
  }
}

/** What a child is given. */
export interface ChildConfig {
  operation: string;
  dir: string;
  baseUrl: string;
  markdownUrl: string;
  plan: KillPlan;
  globalState: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** The extension host's side of a run, in the child. */
export interface HostContext {
  dir: string;
  steps: Steps;
  globalState: Memento;
  /** The run's data as prepared (World.data). */
  data: Record<string, unknown>;
  /** A client of the emulator, its cache saved in `store` when given. */
  client(store?: CacheStore): SocialClient;
  /** The editor writes `text` to `file` (a notebook save: VS Code writes what the serializer gave it). */
  editorSave(file: string, text: string): Promise<void>;
  /** Tells the bench where the run is (e.g. 'requesting'). */
  phase(name: string): void;
}

/** A run's world on the bench's side. */
export interface World {
  dir: string;
  emulator: Emulator;
  globalState: StateMemento;
  /** What the operation keeps between its steps (the note's text as it was...). */
  data: Record<string, unknown>;
}

export const silent: Logger = { trace: () => undefined, debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

export function clientAt(baseUrl: string, markdownUrl: string, options: { logger?: Logger; store?: CacheStore } = {}): SocialClient {
  return createClient({ baseUrl, markdownUrl, plan: 'builder', getKey: async () => KEY, logger: options.logger ?? silent, ...(options.store ? { store: options.store } : {}) });
}

/** The temporary files a write left beside its target (`.name.<hex>.tmp`), anywhere under `dir`. */
export function leftTemporaries(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string): void => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tmp$/.test(e.name)) found.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return found;
}

/** Files under `dir` ending in .json that do not parse. */
export function unreadableJson(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((n) => n.endsWith('.json')).filter((n) => {
    try {
      JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8'));
      return false;
    } catch {
      return true;
    }
  });
}
