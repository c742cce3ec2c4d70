// The editor's prompts load from dist/commands.js on first use: keys, plan, demo data, the
// connection's details, the tool endpoint's check, the saved-search and the alerts' commands (as
// stand-ins here, at activation).
import type * as vscode from 'vscode';
import type { CommandsDeps } from '../bundles/commands';
import { loadBundle } from '../connection/bundles';
import { SEARCH_COMMANDS } from '../searchCommands';
import { OnDemandFeature } from './feature';

type CommandsModule = typeof import('../bundles/commands');

/** Every command dist/commands.js registers (test/integration/activation.test.ts checks they stay registered). */
export const PROMPT_COMMANDS: readonly string[] = [
  'socialPulse.setApiKey', 'socialPulse.manageKeys', 'socialPulse.choosePlan', 'socialPulse.toggleDemo',
  'socialPulse.showQuota', 'socialPulse.checkMcp',
  SEARCH_COMMANDS.searchPosts, SEARCH_COMMANDS.save, SEARCH_COMMANDS.rename, SEARCH_COMMANDS.editTerms, SEARCH_COMMANDS.priority,
  SEARCH_COMMANDS.delete,
  'socialPulse.addAlert', 'socialPulse.editAlert', 'socialPulse.pauseAlert', 'socialPulse.resumeAlert', 'socialPulse.deleteAlert',
  'socialPulse.snoozeAlert', 'socialPulse.checkAlerts', 'socialPulse.exportAlerts', 'socialPulse.importAlerts',
  'socialPulse.clearAlertHistory', 'socialPulse.openAlertSubject',
  'socialPulse.pauseAllAlerts', 'socialPulse.resumeAllAlerts', 'socialPulse.saveAlertDraft', 'socialPulse.discardAlertDraft',
  'socialPulse.backtestAlert', 'socialPulse.addFiredAlertToNote', 'socialPulse.addAlertInWords',
];

const loadCommands = (): CommandsModule => loadBundle<CommandsModule>('commands.js', 'editor commands');

export function registerCommandsOnDemand(deps: CommandsDeps): void {
  const subs: vscode.Disposable[] = deps.services.context.subscriptions;
  const feature = new OnDemandFeature<vscode.Disposable>(PROMPT_COMMANDS, () => {
    const commands = loadCommands().startCommands(deps);
    subs.push(commands);
    return commands;
  });
  subs.push(feature);
}
