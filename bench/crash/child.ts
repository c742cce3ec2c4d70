// The killed side of a crash bench run: a child process doing the extension host's part of one
// operation with our real code, its file-system calls counted (steps.ts) so that it takes SIGKILL
// where its plan says; its globalState writes and the editor's file writes are sent to the bench
// (the window's side, which survives).
import { readFileSync } from 'node:fs';
import type { Step } from './steps';
import { Steps } from './steps';
import { OPERATIONS } from './operations';
import { clientAt, type ChildConfig, type HostContext, type Memento } from './world';

export type ToBench =
  | { type: 'set'; id: number; key: string; value: unknown }
  | { type: 'save'; id: number; file: string; text: string }
  | { type: 'phase'; name: string }
  | { type: 'done'; steps: Step[] };

export type ToChild = { type: 'ack'; id: number } | { type: 'exit' };

export async function runChild(): Promise<void> {
  const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as ChildConfig;
  const operation = OPERATIONS.find((o) => o.name === config.operation);
  if (!operation) throw new Error(`no operation ${config.operation}`);
  const steps = new Steps(config.plan);
  steps.instrument();
  const send = (message: ToBench): void => {
    process.send!(message);
  };
  const waiting = new Map<number, () => void>();
  let next = 0;
  process.on('message', (message: ToChild) => {
    if (message.type === 'exit') process.exit(0);
    waiting.get(message.id)?.();
    waiting.delete(message.id);
  });
  const request = (message: { type: 'set'; key: string; value: unknown } | { type: 'save'; file: string; text: string }): Promise<void> =>
    new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      send({ ...message, id });
    });
  const values = config.globalState;
  const globalState: Memento = {
    get: <T>(key: string) => values[key] as T | undefined,
    update: async (key, value) => {
      steps.step('write', 'globalState');
      if (value === undefined) delete values[key];
      else values[key] = JSON.parse(JSON.stringify(value)) as unknown;
      await request({ type: 'set', key, value });
    },
  };
  const host: HostContext = {
    dir: config.dir,
    steps,
    globalState,
    data: config.data,
    client: (store) => clientAt(config.baseUrl, config.markdownUrl, store ? { store } : {}),
    editorSave: (file, text) => request({ type: 'save', file, text }),
    phase: (name) => send({ type: 'phase', name }),
  };
  await operation.run(host);
  send({ type: 'done', steps: steps.seen });
  // an extension host lives on after its work: until the bench kills it or lets it go
  setInterval(() => undefined, 60_000);
}
