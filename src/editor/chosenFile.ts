// A file the person chooses in a save dialog: where the dialog opens (saveFolder), and the answer
// written whole through a temporary file beside it (fileWrite.ts) when it is on this machine's disk;
// elsewhere (a virtual file system) the file system's own write. A write that fails is told once,
// here, in plain words, and the caller learns it so it never says "saved".
import * as os from 'node:os';
import * as vscode from 'vscode';
import { writeFailureText, writeFileWhole } from './fileWrite';
import { noticeText } from './sinks/neutral';
import { showError } from './sinks/notify';

/**
 * The folder a save dialog's suggested file sits in: the first workspace folder, else the home
 * folder. A bare file name (Uri.file('x.json')) would open the dialog at the filesystem's root.
 */
export function saveFolder(): vscode.Uri {
  return vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(os.homedir());
}

/** Writes `data` to `target`; whether it was saved. A failure is shown to the person (writeFailureText). */
export async function saveChosenFile(target: vscode.Uri, data: Uint8Array): Promise<boolean> {
  try {
    if (target.scheme === 'file') await writeFileWhole(target.fsPath, data);
    else await vscode.workspace.fs.writeFile(target, data);
    return true;
  } catch (e) {
    void showError(noticeText(writeFailureText(e, target.scheme === 'file' ? target.fsPath : target.toString(true))));
    return false;
  }
}
