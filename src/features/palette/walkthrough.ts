// "Get Started": the walkthrough, from the palette and the welcome views; opened once by itself on
// a newcomer's first start, as VS Code opens an extension's walkthrough when it is installed
// from the gallery (its own setting for that, openOnInstall, is honoured).
import * as vscode from 'vscode';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

const WALKTHROUGH = 'socialPulse.getStarted';
/** Set once the walkthrough was offered on a first start. */
const WALKTHROUGH_OFFERED_KEY = 'socialPulse.walkthroughOffered';

function openWalkthrough(context: vscode.ExtensionContext): Thenable<unknown> {
  return vscode.commands.executeCommand('workbench.action.openWalkthrough', `${context.extension.id}#${WALKTHROUGH}`, false);
}

export function registerWalkthrough(context: vscode.ExtensionContext): vscode.Disposable {
  return register(COMMANDS.openWalkthrough, () => openWalkthrough(context));
}

/**
 * Opens the walkthrough on a newcomer's first start (no key saved), once per profile. Not in
 * the extension's own tests, nor where VS Code is told not to open walkthroughs by itself.
 */
export async function offerWalkthroughOnce(context: vscode.ExtensionContext, hasKey: boolean): Promise<void> {
  if (context.extensionMode === vscode.ExtensionMode.Test || context.globalState.get<boolean>(WALKTHROUGH_OFFERED_KEY)) return;
  await context.globalState.update(WALKTHROUGH_OFFERED_KEY, true);
  if (hasKey || !vscode.workspace.getConfiguration('workbench.welcomePage').get<boolean>('walkthroughs.openOnInstall', true)) return;
  await openWalkthrough(context);
}
