// What the profile's windows share, and how this window writes it: the pieces about this machine
// (alerts' lease and states, the digest's claim, the firings notified) each in a file of its own
// (machineState.ts), the pins, rules and history in globalState for Settings Sync, each change made
// again if another window's stale copy takes it back (syncedWrite.ts).
import * as vscode from 'vscode';
import { MachineState } from './machineState';
import { settleWait, SyncedWriter } from './syncedWrite';

export interface WindowState {
  /** This window among the profile's windows. */
  readonly id: string;
  readonly machine: MachineState;
  readonly synced: SyncedWriter;
}

export function windowState(context: vscode.ExtensionContext): WindowState {
  const id = `${vscode.env.sessionId}-${Math.random().toString(36).slice(2, 8)}`;
  const synced = new SyncedWriter(context.globalState, id, (attempt) => new Promise((resolve) => setTimeout(resolve, settleWait(attempt))));
  context.subscriptions.push(synced);
  return { id, machine: new MachineState(vscode.Uri.joinPath(context.globalStorageUri, 'state').fsPath), synced };
}
