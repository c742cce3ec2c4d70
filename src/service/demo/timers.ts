// Timers of pending answers (latency, slow bodies), all cancelled when the emulator closes so
// nothing keeps the process alive or writes to a closed socket.

export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();

  later(ms: number, fn: () => void): void {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      fn();
    }, ms);
    this.pending.add(timer);
  }

  /** Resolves after `ms`; never resolves once the timers are cleared. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.later(ms, resolve));
  }

  clear(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
