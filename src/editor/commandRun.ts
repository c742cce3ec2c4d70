// Runs and registers the extension's commands by their declaration (src/shared/commandTable.ts): a call
// passes what the command's caller type says, and the fence sees which feature runs which command.
import * as vscode from 'vscode';
import type { Command } from '../shared/commandTable';

/** Runs one of our commands with the arguments its declaration names. */
export function execute<Args extends unknown[], Result>(command: Command<Args, Result>, ...args: Args): Thenable<Result | undefined> {
  return vscode.commands.executeCommand<Result | undefined>(command.id, ...args);
}

/**
 * Registers the handler of one of our commands. The handler takes what it is given as unknown:
 * menus, tree rows and command links reach it too, not only typed callers.
 */
export function register<Args extends unknown[], Result>(command: Command<Args, Result>, handler: (...args: unknown[]) => Result | Thenable<Result>): vscode.Disposable {
  return vscode.commands.registerCommand(command.id, handler);
}
