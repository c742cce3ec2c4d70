// A minimal event emitter with the same shape as vscode.Event, so the editor layer can
// subscribe to client events without the client importing `vscode`.

export interface Disposable {
  dispose(): void;
}

export type Event<T> = (listener: (value: T) => void) => Disposable;

export class Emitter<T> {
  private readonly listeners = new Set<(value: T) => void>();

  readonly event: Event<T> = (listener) => {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  };

  fire(value: T): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(value);
      } catch {
        // a failing listener must not break the client or the other listeners
      }
    }
  }

  dispose(): void {
    this.listeners.clear();
  }
}
