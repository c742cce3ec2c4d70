// A stand-in of the `vscode` module for the unit tests of code that runs on VS Code: working
// events, status bar items that record what they show, settings read as unset, and what a test
// puts in (a recording `commands.executeCommand`, the answers of `window.showInputBox`); anything
// else read of it is a do-nothing. Loaded for one describe (the modules loaded meanwhile are
// forgotten after it, so no other file gets them), and `load` requires a module of src/ through it.
import Module from 'node:module';

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };

type Listener<T> = (e: T) => unknown;

class EventEmitter<T> {
  private listeners: Listener<T>[] = [];
  readonly event = (listener: Listener<T>): { dispose(): void } => {
    this.listeners.push(listener);
    return { dispose: () => { this.listeners = this.listeners.filter((l) => l !== listener); } };
  };

  fire(e: T): void {
    for (const l of [...this.listeners]) l(e);
  }

  dispose(): void {
    this.listeners = [];
  }
}

/** A status bar item as the stand-in makes it: what it shows, and whether it shows. */
export interface StandInItem {
  readonly id: string;
  text: string;
  shown: boolean;
  disposed: boolean;
}

/** Does nothing, whatever is read of it, called or constructed. */
function nothing(): unknown {
  const self: unknown = new Proxy(function standIn() { /* a stand-in */ }, {
    get: (_t, k) => (k === 'then' ? undefined : k === Symbol.toPrimitive ? () => 'stand-in' : self),
    apply: () => self,
    construct: () => self as object,
  });
  return self;
}

/** A test's own members of the stand-in, by namespace (`window`, `commands`, …), over the stand-in's. */
export type StandInParts = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** `members`, and a do-nothing for anything else read of it. */
function namespace(members: Record<string, unknown>, rest: unknown): unknown {
  return new Proxy(members, { get: (t, k) => (typeof k === 'string' && k in t ? t[k] : rest) });
}

function standIn(items: StandInItem[], parts: StandInParts): unknown {
  const window = {
    createStatusBarItem: (id: string): StandInItem => {
      const item = {
        id, text: '', shown: false, disposed: false,
        show() { item.shown = true; },
        hide() { item.shown = false; },
        dispose() { item.shown = false; item.disposed = true; },
      };
      items.push(item);
      return item;
    },
    showWarningMessage: async () => undefined,
    showInformationMessage: async () => undefined,
    showErrorMessage: async () => undefined,
  };
  const workspace = {
    getConfiguration: () => ({ get: () => undefined, inspect: () => undefined }),
    onDidChangeConfiguration: () => ({ dispose() { /* nothing */ } }),
  };
  const known: Record<string, unknown> = {
    EventEmitter,
    window,
    workspace,
    StatusBarAlignment: { Left: 1, Right: 2 },
    ThemeColor: class { constructor(readonly id: string) {} },
    MarkdownString: class { constructor(readonly value = '') {} },
  };
  const rest = nothing();
  for (const [name, members] of Object.entries(parts)) {
    const own = known[name];
    known[name] = namespace({ ...(typeof own === 'object' ? own : {}), ...members }, rest);
  }
  return namespace(known, rest);
}

/**
 * Installs the stand-in around a describe, with the test's own `parts`; `items` are the status
 * bar items made meanwhile, `vscode` the stand-in itself (for code that is handed the module).
 */
export function useVscodeStandIn(parts: StandInParts = {}): { readonly items: StandInItem[]; readonly vscode: unknown; load<T>(path: string): T } {
  const items: StandInItem[] = [];
  const resolve = loader._resolveFilename;
  let cached: Set<string>;
  before(() => {
    cached = new Set(Object.keys(require.cache));
    loader._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]): string {
      return request === 'vscode' ? 'vscode' : resolve.call(this, request, ...rest);
    };
    require.cache.vscode = { id: 'vscode', filename: 'vscode', loaded: true, exports: standIn(items, parts) } as NodeJS.Module;
  });
  after(() => {
    loader._resolveFilename = resolve;
    for (const key of Object.keys(require.cache)) if (!cached.has(key)) delete require.cache[key];
  });
  return {
    items,
    get vscode(): unknown {
      return require.cache.vscode?.exports;
    },
    load: <T>(path: string): T => require(path) as T,
  };
}
