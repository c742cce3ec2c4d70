// The status bar entry: which key (or demo) and the quota used this minute and today. It
// re-renders on connection and quota events, every second only while a request waits for
// quota, and once when a window resets; no polling otherwise.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import type { QuotaStatus } from '../../service/api/service';
import type { ConnectionApi } from '../../editor/connection/types';
import { exhausted, nextRender, statusAccessibility, statusText, statusTooltip } from './format';
import { COMMANDS } from '../../shared/commandTable';
import { setStatusText } from '../../editor/sinks/status';

/** What the exported API shows tests: the text, never anything about a key but its label. */
export interface StatusView {
  readonly text: string;
  readonly visible: boolean;
}

export class StatusBar implements StatusView, vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  private quota?: QuotaStatus;
  private timer?: NodeJS.Timeout;
  private shown = false;
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly connection: ConnectionApi) {
    this.item = vscode.window.createStatusBarItem('socialPulse.status', vscode.StatusBarAlignment.Left, 10);
    this.item.name = l10n.t('Social Pulse');
    this.item.command = COMMANDS.showQuota.id;
    this.subscriptions = [
      connection.onDidChangeState(() => {
        this.quota = connection.quota();
        this.render();
      }),
      connection.onDidChangeLabel(() => this.render()),
      connection.onDidChangeQuota((q) => {
        this.quota = q;
        this.render();
      }),
    ];
    void connection.ready().then(() => this.render());
  }

  get text(): string {
    return this.item.text;
  }

  get visible(): boolean {
    return this.shown;
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const s of this.subscriptions) s.dispose();
    this.item.dispose();
  }

  private render(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const now = Date.now();
    const state = this.connection.state;
    // a plan change applies new limits: counters of another plan would mislead
    const quota = this.quota?.plan.id === state.plan.id ? this.quota : undefined;
    const text = statusText(state, quota, now);
    if (text === undefined) {
      this.item.hide();
      this.shown = false;
      return;
    }
    setStatusText(this.item, text, statusTooltip(state, quota, now), statusAccessibility(state, quota, now) ?? text);
    this.item.backgroundColor = exhausted(quota, now) ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    this.item.show();
    this.shown = true;
    const next = nextRender(quota, now);
    if (next !== undefined) this.timer = setTimeout(() => this.render(), Math.min(next, 2 ** 31 - 1));
  }
}
