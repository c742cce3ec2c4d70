// VS Code's globalState as several windows of a profile see it (extHostMemento.ts): the profile keeps
// one value for the extension, all its keys together; each window's extension host keeps its own
// copy, writes the whole copy on every update, and hears of another window's write later, through
// the main process, as the whole value. `deliver()` lets every window hear of every write so far.
// A deaf window hears of none.
export class ProfileStorage {
  /** What the profile holds. */
  stored: Record<string, unknown> = {};
  private readonly windows: WindowGlobalState[] = [];
  private heard: (() => void)[] = [];

  window(): WindowGlobalState {
    const w = new WindowGlobalState(this, structuredClone(this.stored));
    this.windows.push(w);
    return w;
  }

  /** A window that never hears of the others' writes (its extension host hung), yet writes its copy. */
  deafWindow(): WindowGlobalState {
    return new WindowGlobalState(this, structuredClone(this.stored));
  }

  write(from: WindowGlobalState, whole: Record<string, unknown>): void {
    this.stored = structuredClone(whole);
    for (const w of this.windows) if (w !== from) this.heard.push(() => w.hear(structuredClone(whole)));
  }

  deliver(): void {
    const heard = this.heard;
    this.heard = [];
    for (const hear of heard) hear();
  }
}

export class WindowGlobalState {
  constructor(private readonly storage: ProfileStorage, private copy: Record<string, unknown>) {}

  get<T>(key: string): T | undefined {
    return this.copy[key] as T | undefined;
  }

  async update(key: string, value: unknown): Promise<void> {
    if (value === undefined) delete this.copy[key];
    else this.copy[key] = JSON.parse(JSON.stringify(value)) as unknown;
    this.storage.write(this, this.copy);
  }

  hear(whole: Record<string, unknown>): void {
    this.copy = whole;
  }
}
