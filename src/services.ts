// The shared services every feature folder receives in its `register` function.
import type * as vscode from 'vscode';
import type { ConnectionApi } from './connection/types';
import type { Settings } from './settings';

export interface Services {
  readonly context: vscode.ExtensionContext;
  readonly log: vscode.LogOutputChannel;
  readonly connection: ConnectionApi;
  readonly settings: Settings;
}
