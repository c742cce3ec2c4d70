// The shared services every feature folder receives in its `register` function.
import type * as vscode from 'vscode';
import type { ConnectionApi } from './connection/types';
import type { Settings } from './settings';
import type { WindowState } from './windowState';

export interface Services {
  readonly context: vscode.ExtensionContext;
  readonly log: vscode.LogOutputChannel;
  readonly connection: ConnectionApi;
  /** Social Pulse's settings, checked: read them only through this. */
  readonly settings: Pick<Settings, 'current' | 'onDidChange'>;
  /** What the profile's windows share, and how this window writes it. */
  readonly windows: WindowState;
}
