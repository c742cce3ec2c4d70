// Tells the person, once per setting and window, when a workspace tries to set where the API key
// is sent, or the daily digest's schedule, budget or note. The key's settings are machine-scoped,
// so VS Code already ignores the workspace's value and hides it from extensions; the digest's are
// read from the user settings only (settings.ts userValue). The workspace's settings files are
// read here to say so.
import * as l10n from '../shared/format/l10n';
import * as vscode from 'vscode';
import type { Logger } from '../service/api/service';
import { digestSetIn, routingSetIn, type DigestOwnName, type SettingName } from '../editor/settingsCheck';
import { tNotice } from '../editor/sinks/neutral';
import { showWarning } from '../editor/sinks/notify';

type Ignored = SettingName | DigestOwnName;

export class WorkspaceOverrides implements vscode.Disposable {
  private readonly reported = new Set<Ignored>();
  private subscriptions: vscode.Disposable[] = [];
  private checking = Promise.resolve();
  private disposed = false;

  constructor(private readonly log: Logger) {}

  /**
   * Reads the workspace's settings files now and whenever they change. Not in activate(): the
   * watcher costs milliseconds there, and nothing depends on it (VS Code already ignores the values).
   */
  watch(): void {
    // 'ready' can come after the window closed
    if (this.subscriptions.length || this.disposed) return;
    const watcher = vscode.workspace.createFileSystemWatcher('**/.vscode/settings.json', false, false, true);
    const check = (): void => { this.checking = this.checking.then(() => this.check()); };
    this.subscriptions = [
      watcher,
      watcher.onDidCreate(check),
      watcher.onDidChange(check),
      vscode.workspace.onDidChangeWorkspaceFolders(check),
    ];
    check();
  }

  /** The settings reported so far (for the tests). */
  get ignored(): readonly Ignored[] {
    return [...this.reported];
  }

  dispose(): void {
    this.disposed = true;
    for (const s of this.subscriptions) s.dispose();
  }

  private async check(): Promise<void> {
    const files: { uri: vscode.Uri; inWorkspaceFile: boolean }[] = (vscode.workspace.workspaceFolders ?? [])
      .map((f) => ({ uri: vscode.Uri.joinPath(f.uri, '.vscode', 'settings.json'), inWorkspaceFile: false }));
    const workspaceFile = vscode.workspace.workspaceFile;
    if (workspaceFile && workspaceFile.scheme !== 'untitled') files.push({ uri: workspaceFile, inWorkspaceFile: true });
    for (const file of files) {
      let text: string;
      try {
        text = new TextDecoder().decode(await vscode.workspace.fs.readFile(file.uri));
      } catch {
        continue;   // no settings file there
      }
      for (const name of routingSetIn(text, file.inWorkspaceFile)) {
        this.report(name, l10n.t('This workspace sets {0}. Social Pulse ignores it: a workspace must not decide where your API key is sent. Set it in your user settings instead.', name));
      }
      for (const name of digestSetIn(text, file.inWorkspaceFile)) {
        this.report(name, l10n.t('This workspace sets {0}. Social Pulse ignores it: a workspace must not schedule the daily digest, choose how many requests it spends or the note your watchlist and alerts are written to. Set it in your user settings instead.', name));
      }
    }
  }

  private report(name: Ignored, message: string): void {
    if (this.reported.has(name)) return;
    this.reported.add(name);
    this.log.warn(message);
    const openUserSettings = l10n.t('Open User Settings');
    void showWarning(tNotice(l10n.t('Social Pulse: {0}'), message), openUserSettings).then((choice) => {
      if (choice === openUserSettings) void vscode.commands.executeCommand('workbench.action.openSettings', name);
    });
  }
}
