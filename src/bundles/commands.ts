// The entry of dist/commands.js, loaded the first time one of the editor's prompts is asked for
// (src/onDemand/commands.ts): setting and managing keys, choosing a plan, the demo data switch,
// the connection's details, the tool endpoint's check, and the alerts' wizard with the pickers
// and link parsing only it uses. None of it is needed before the first rows are shown.
import * as vscode from 'vscode';
import { registerDemoCommand } from '../commands/demo';
import { registerPlanCommand } from '../commands/plan';
import { loadMcpProbe } from '../connection/bundles';
import type { FileCacheStore } from '../connection/cacheStore';
import { registerKeyCommands } from '../keys/commands';
import type { KeyManager } from '../keys/keyManager';
import type { Verifier } from '../keys/verify';
import { componentLogger } from '../log';
import { checkMcp } from '../mcp/check';
import type { Services } from '../services';
import type { Settings } from '../settings';
import { registerShowQuota } from '../status/showQuota';

export { promptRule } from '../alerts/prompt';

export interface CommandsDeps {
  readonly services: Services;
  readonly keys: KeyManager;
  readonly store: FileCacheStore;
  readonly settings: Settings;
  /** Checks a key with the service before it is saved. */
  readonly verify: Verifier;
}

/** Registers the real commands (their stand-ins are gone by now). */
export function startCommands({ services, keys, store, settings, verify }: CommandsDeps): vscode.Disposable {
  const { connection } = services;
  const mcpLog = componentLogger(services.log, 'mcp');
  return vscode.Disposable.from(
    registerKeyCommands({ keys, verify, isDemo: () => connection.state.mode === 'demo' }),
    registerPlanCommand(settings),
    registerDemoCommand(settings, keys),
    registerShowQuota(connection, keys, store),
    vscode.commands.registerCommand('socialPulse.checkMcp', () => checkMcp({ connection, log: mcpLog, loadMcpProbe })),
  );
}
