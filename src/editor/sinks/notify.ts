// Notifications take only NoticeText (see neutral.ts): service text in a toast cannot become a
// link that runs a command. The lint rules send every notification of the extension through here.
import * as vscode from 'vscode';
import type { NoticeText } from './neutral';

/** What a notification may carry besides its buttons; a modal's detail is a sink of its own. */
export interface NoticeOptions {
  readonly modal?: boolean;
  readonly detail?: NoticeText;
}

type Buttons<T extends string> = T[] | [NoticeOptions, ...T[]];
type Show = <T extends string>(message: string, ...rest: Buttons<T>) => Thenable<T | undefined>;

export function showInfo<T extends string>(message: NoticeText, ...rest: Buttons<T>): Thenable<T | undefined> {
  return (vscode.window.showInformationMessage as Show)(message, ...rest);
}

export function showWarning<T extends string>(message: NoticeText, ...rest: Buttons<T>): Thenable<T | undefined> {
  return (vscode.window.showWarningMessage as Show)(message, ...rest);
}

export function showError<T extends string>(message: NoticeText, ...rest: Buttons<T>): Thenable<T | undefined> {
  return (vscode.window.showErrorMessage as Show)(message, ...rest);
}
