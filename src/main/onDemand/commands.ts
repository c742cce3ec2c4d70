// The editor's prompts load from dist/commands.js on first use: keys, plan, demo data, the
// connection's details, the tool endpoint's check, the saved-search and the alerts' commands (as
// stand-ins here, at activation). A backtest tab restored after a reload loads them too.
import type * as vscode from 'vscode';
import type { CommandsDeps, CommandsFeature } from '../bundles/commands';
import { loadBundle } from '../../editor/connection/bundles';
import * as l10n from '../../shared/format/l10n';
import { OnDemandFeature, standInsOf } from './feature';

type CommandsModule = typeof import('../bundles/commands');

const loadCommands = (): CommandsModule => loadBundle<CommandsModule>('commands.js', l10n.t('editor commands'));

/** What the root asks of the commands before any of them is used: a backtest tab restored after a reload loads them. */
export interface CommandsOnDemand {
  restoreBacktest(panel: vscode.WebviewPanel, state: unknown): void;
}

export function registerCommandsOnDemand(deps: CommandsDeps): CommandsOnDemand {
  const subs: vscode.Disposable[] = deps.services.context.subscriptions;
  const feature = new OnDemandFeature<CommandsFeature>(standInsOf('commands', deps.services.context), () => {
    const commands = loadCommands().startCommands(deps);
    subs.push(commands);
    return commands;
  });
  subs.push(feature);
  return { restoreBacktest: (panel, state) => feature.get().restoreBacktest(panel, state) };
}
