// The editor's prompts load from dist/commands.js on first use: keys, plan, demo data, the
// connection's details, the tool endpoint's check, the saved-search and the alerts' commands (as
// stand-ins here, at activation).
import type * as vscode from 'vscode';
import type { CommandsDeps } from '../bundles/commands';
import { loadBundle } from '../../editor/connection/bundles';
import { OnDemandFeature, standInsOf } from './feature';

type CommandsModule = typeof import('../bundles/commands');

const loadCommands = (): CommandsModule => loadBundle<CommandsModule>('commands.js', 'editor commands');

export function registerCommandsOnDemand(deps: CommandsDeps): void {
  const subs: vscode.Disposable[] = deps.services.context.subscriptions;
  const feature = new OnDemandFeature<vscode.Disposable>(standInsOf('commands', deps.services.context), () => {
    const commands = loadCommands().startCommands(deps);
    subs.push(commands);
    return commands;
  });
  subs.push(feature);
}
