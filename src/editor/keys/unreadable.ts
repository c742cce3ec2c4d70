// While the editor's secret storage cannot read the saved keys (a locked keyring), the side bar
// says so, not "set a key": the context key below picks the views' welcome text (package.json).
// The keys are read again each time the window gets the focus (the keyring may have been unlocked
// meanwhile) and by "Read the Saved API Keys Again"; once read, the views load with them (the key
// manager's change reaches the connection, whose state the views follow).
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';
import { COMMANDS } from '../../shared/commandTable';
import { register } from '../commandRun';
import { tNotice } from '../sinks/neutral';
import { showInfo, showWarning } from '../sinks/notify';
import type { KeyManager } from './keyManager';
import { keysUnreadable } from './wording';

/** True while the saved keys cannot be read. */
export const KEYS_UNREADABLE = 'socialPulse.keysUnreadable';

export class UnreadableKeys implements vscode.Disposable {
  private reading?: Promise<string | undefined>;
  private readonly subscriptions: vscode.Disposable[];

  /**
   * `setContext` sets a context key of the window, once the keys were first read and whenever
   * that changes. `windowState`: the window's focus changes (the editor's, but for tests).
   */
  constructor(
    private readonly keys: KeyManager,
    private readonly setContext: (key: string, value: boolean) => void,
    windowState: vscode.Event<vscode.WindowState> = vscode.window.onDidChangeWindowState,
  ) {
    this.subscriptions = [
      keys.onDidBecomeReadable(() => this.sync()),
      windowState((state) => {
        if (state.focused && keys.whyUnreadable() !== undefined) void this.readAgain();
      }),
    ];
    void keys.whenReady().then(() => this.sync());
  }

  /** Reads the keys again: undefined once read, else why they still cannot be. One read at a time. */
  readAgain(): Promise<string | undefined> {
    this.reading ??= this.keys.readAgain().finally(() => {
      this.reading = undefined;
      this.sync();
    });
    return this.reading;
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
  }

  private sync(): void {
    this.setContext(KEYS_UNREADABLE, this.keys.whyUnreadable() !== undefined);
  }
}

/** "Read the Saved API Keys Again" (the welcome views' link): says what came of it. */
export function registerReadKeysAgain(unreadable: UnreadableKeys, keys: KeyManager): vscode.Disposable {
  return register(COMMANDS.readKeysAgain, async () => {
    const cause = await unreadable.readAgain();
    const active = keys.active();
    if (cause !== undefined) void showWarning(tNotice(l10n.t('Social Pulse: {0}'), keysUnreadable(cause)));
    else if (active) void showInfo(tNotice(l10n.t('Social Pulse: the saved API keys were read. "{0}" is in use.'), active.label));
    else void showInfo(tNotice(l10n.t('Social Pulse: the saved API keys were read: none is saved.')));
  });
}
