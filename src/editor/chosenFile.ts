// A file the person chooses in a save dialog: where the dialog opens (saveFolder), and the answer
// written whole through a temporary file beside it (fileWrite.ts) when it is on this machine's disk;
// elsewhere (a virtual file system) the file system's own write.
import * as os from 'node:os';
import * as vscode from 'vscode';
import { writeFileWhole } from './fileWrite';

/**
 * The folder a save dialog's suggested file sits in: the first workspace folder, else the home
 * folder. A bare file name (Uri.file('x.json')) would open the dialog at the filesystem's root.
 */
export function saveFolder(): vscode.Uri {
  return vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(os.homedir());
}

export async function writeChosenFile(target: vscode.Uri, data: Uint8Array): Promise<void> {
  if (target.scheme === 'file') await writeFileWhole(target.fsPath, data);
  else await vscode.workspace.fs.writeFile(target, data);
}
