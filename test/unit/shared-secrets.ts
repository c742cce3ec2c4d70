// The editor's secret storage as several windows share it: one store, and every window told of
// each change a moment later, as VS Code does. A window may fail its writes (a locked keyring).
import type * as vscode from 'vscode';

/** One store for every window; a window's changes are told to all, a moment later, as VS Code does. */
export class SharedSecrets {
  readonly data = new Map<string, string>();
  private readonly listeners = new Map<string, ((e: { key: string }) => void)[]>();
  /** The changes each window has been told of. */
  readonly told = new Map<string, string[]>();

  window(name: string, fails: () => boolean = () => false): vscode.SecretStorage {
    this.listeners.set(name, []);
    this.told.set(name, []);
    const tell = (key: string): void => {
      setImmediate(() => {
        for (const [window, listeners] of this.listeners) {
          this.told.get(window)!.push(key);
          for (const l of listeners) l({ key });
        }
      });
    };
    return {
      get: async (key: string) => this.data.get(key),
      keys: async () => [...this.data.keys()],
      store: async (key: string, value: string) => {
        if (fails() && key !== 'socialPulse.keys') throw new Error('keyring locked');
        this.data.set(key, value);
        tell(key);
      },
      delete: async (key: string) => {
        if (fails()) throw new Error('keyring locked');
        this.data.delete(key);
        tell(key);
      },
      onDidChange: (l: (e: { key: string }) => void) => {
        this.listeners.get(name)!.push(l);
        return { dispose() {} };
      },
    } as unknown as vscode.SecretStorage;
  }
}
