// An in-memory stand-in for VS Code's globalState, for stores tested in plain Node.
import type * as vscode from 'vscode';

export class MemoryMemento implements Pick<vscode.Memento, 'get' | 'update'> {
  readonly values = new Map<string, unknown>();

  get<T>(key: string): T | undefined;
  get<T>(key: string, defaultValue: T): T;
  get<T>(key: string, defaultValue?: T): T | undefined {
    return this.values.has(key) ? (this.values.get(key) as T) : defaultValue;
  }

  async update(key: string, value: unknown): Promise<void> {
    // a real Memento stores JSON: keep only what survives serialisation
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, JSON.parse(JSON.stringify(value)));
  }
}
