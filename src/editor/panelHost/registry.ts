// The open pages of one kind by key: one page per item (or per comparison), gone from here when
// its panel closes.
import type * as vscode from 'vscode';

export class OpenPages<T extends { dispose(): void }> implements vscode.Disposable {
  private readonly pages = new Map<string, T>();

  get(key: string): T | undefined {
    return this.pages.get(key);
  }

  has(key: string): boolean {
    return this.pages.has(key);
  }

  values(): T[] {
    return [...this.pages.values()];
  }

  /** Holds `page` under `key` until `closed` fires. */
  add(key: string, page: T, closed: vscode.Event<void>): void {
    this.pages.set(key, page);
    const subscription = closed(() => {
      subscription.dispose();
      if (this.pages.get(key) === page) this.pages.delete(key);
    });
  }

  dispose(): void {
    for (const page of this.values()) page.dispose();
    this.pages.clear();
  }
}
