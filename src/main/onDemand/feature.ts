// A feature whose code is a bundle of its own, loaded the first time it is used. Its commands are
// registered at activation with stand-ins: the first call of any of them removes the stand-ins,
// starts the feature (which registers the real commands) and hands the call over.
import * as vscode from 'vscode';
import { commandsOf, type CommandBundle } from '../../shared/commandTable';

/**
 * The commands a bundle registers (src/shared/commandTable.ts), for its stand-ins: those of tests too in
 * extension mode Test, where the integration tests read back through them.
 */
export function standInsOf(bundle: CommandBundle, context: vscode.ExtensionContext): readonly string[] {
  const testing = context.extensionMode === vscode.ExtensionMode.Test;
  return commandsOf(bundle, testing ? ['manifest', 'internal', 'test'] : ['manifest', 'internal']);
}

export class OnDemandFeature<T> implements vscode.Disposable {
  private stubs: vscode.Disposable[] = [];
  private value: T | undefined;

  constructor(private readonly commands: readonly string[], private readonly start: () => T) {
    this.registerStubs();
  }

  /** The feature, started now if it was not; throws (saying what to do) when its bundle cannot load. */
  get(): T {
    if (this.value === undefined) {
      this.disposeStubs();
      try {
        this.value = this.start();
      } catch (e) {
        this.registerStubs();   // the next call tries again
        throw e;
      }
    }
    return this.value;
  }

  /** The feature if it has been started: what never started has nothing open to ask about. */
  get started(): T | undefined {
    return this.value;
  }

  dispose(): void {
    this.disposeStubs();
  }

  private registerStubs(): void {
    this.stubs = this.commands.map((id) => vscode.commands.registerCommand(id, (...args: unknown[]) => {
      this.get();
      // the feature's own command is registered now, in this extension host: the arguments are
      // handed over as they are, not serialized
      return vscode.commands.executeCommand(id, ...args);
    }));
  }

  private disposeStubs(): void {
    for (const stub of this.stubs) stub.dispose();
    this.stubs = [];
  }
}
