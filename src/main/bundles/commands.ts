// The entry of dist/commands.js, loaded the first time one of the editor's prompts is asked for
// (src/main/onDemand/commands.ts): setting and managing keys, choosing a plan, the demo data switch,
// the connection's details, the tool endpoint's check, the saved-search commands, and the alerts'
// commands with their wizard and the pickers and link parsing only it uses. None of it is needed
// before the first rows are shown.
import * as vscode from 'vscode';
import { registerAlertCommands } from '../../features/alerts/commands';
import type { AlertsCore } from '../../features/alerts/register';
import { registerDemoCommand } from '../../features/palette/demo';
import { registerPlanCommand } from '../../features/palette/plan';
import { loadMcpProbe } from '../../editor/connection/bundles';
import type { FileCacheStore } from '../../editor/connection/cacheStore';
import { registerKeyCommands } from '../../editor/keys/commands';
import type { KeyManager } from '../../editor/keys/keyManager';
import type { Verifier } from '../../editor/keys/verify';
import { componentLogger } from '../../service/log';
import { checkMcp } from '../../features/mcp/check';
import { registerSearchCommands, type SearchPanels } from '../../features/searches/commands';
import type { SearchesView } from '../../features/searches/register';
import type { Services } from '../../editor/services';
import type { Settings } from '../../editor/settings';
import { registerShowQuota } from '../../features/status/showQuota';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

export interface CommandsDeps {
  readonly services: Services;
  readonly keys: KeyManager;
  readonly store: FileCacheStore;
  readonly settings: Settings;
  /** Checks a key with the service before it is saved. */
  readonly verify: Verifier;
  readonly searches: { readonly panels: SearchPanels; readonly view: SearchesView };
  readonly alerts: AlertsCore;
}

export interface CommandsFeature extends vscode.Disposable {
  /** A backtest tab VS Code brought back after a reload (the alerts' backtests live in this bundle). */
  restoreBacktest(panel: vscode.WebviewPanel, state: unknown): void;
}

/** Registers the real commands (their stand-ins are gone by now). */
export function startCommands({ services, keys, store, settings, verify, searches, alerts }: CommandsDeps): CommandsFeature {
  const { connection } = services;
  const mcpLog = componentLogger(services.log, 'mcp');
  const alertCommands = registerAlertCommands(services, alerts);
  const commands = vscode.Disposable.from(
    registerKeyCommands({ keys, verify, isDemo: () => connection.state.mode === 'demo', planTold: (entry, plans) => connection.planToldAtSave(entry, plans) }),
    registerPlanCommand(settings),
    registerDemoCommand(settings, keys),
    registerShowQuota(connection, keys, store),
    register(COMMANDS.checkMcp, () => checkMcp({ connection, log: mcpLog, loadMcpProbe })),
    registerSearchCommands(services, searches.panels, searches.view),
    alertCommands,
  );
  return { restoreBacktest: (panel, state) => alertCommands.restoreBacktest(panel, state), dispose: () => commands.dispose() };
}
