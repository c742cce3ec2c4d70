// "Social Pulse: Check Tool Endpoint (MCP)": connects to the endpoint with the active key the
// way chat would, and shows whether it answers and which tools it offers. The SDK client lives
// in dist/mcp-probe.js, loaded on the first check (see src/editor/connection/bundles.ts).
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import type { Logger } from '../../service/api/service';
import type { McpProbeModule } from '../../editor/connection/bundles';
import type { ConnectionApi } from '../../editor/connection/types';
import { errorText } from '../../service/log';
import { pick, pickText } from '../../editor/sinks/neutral';
import { showWarning } from '../../editor/sinks/notify';
import { createPick, type PickItem } from '../../editor/sinks/pick';
import { withTokenSignal } from '../../editor/tokenSignal';
import type { McpProbeResult, McpToolInfo } from '../../editor/connection/mcpProbe';
import { execute } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';
import { failureNotice } from './core/failureNotice';


export interface McpCheckDeps {
  connection: ConnectionApi;
  log: Logger;
  loadMcpProbe: () => McpProbeModule;
}

/** Resolves with the outcome (no secret in it) once it is shown; the tool list stays open. */
export async function checkMcp(deps: McpCheckDeps): Promise<McpProbeResult> {
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: l10n.t('Social Pulse: checking the tool endpoint…'), cancellable: true },
    (_progress, token) => withTokenSignal(token, (signal) => probe(deps, signal)),
  );
  const where = deps.connection.mcpUrl();
  if (result.ok) {
    deps.log.info(`MCP check: ${where} answered with ${result.tools.length} tools.`);
    showTools(result.tools, where, deps.connection);
  } else if (result.cause !== 'cancelled') {
    deps.log.warn(`MCP check: ${where}: ${result.reason}`);
    void showFailure(result);
  }
  return result;
}

async function probe(deps: McpCheckDeps, signal: AbortSignal): Promise<McpProbeResult> {
  if (deps.connection.state.mode === 'none') return { ok: false, cause: 'key', reach: 'unsent', reason: l10n.t('No API key is set: the tool endpoint takes the same key as the rest of Social Pulse.') };
  try {
    const { probeMcp } = deps.loadMcpProbe();
    // in demo mode bearer() starts the emulator, whose address mcpUrl() returns after that
    const bearer = await deps.connection.bearer();
    return await probeMcp(deps.connection.mcpUrl(), bearer, { signal });
  } catch (e) {
    // the probe never throws: the key or the emulator behind demo data failed before any request
    return { ok: false, cause: 'network', reach: 'unsent', reason: errorText(e) };
  }
}

function showTools(tools: readonly McpToolInfo[], where: string, connection: ConnectionApi): void {
  const list = createPick<PickItem>();
  const { mode, keyLabel } = connection.state;
  const using = mode === 'demo' ? l10n.t('demo data') : keyLabel ? l10n.t('key "{0}"', keyLabel) : l10n.t('the active key');
  list.title = tools.length === 1 ? l10n.t('Reachable with {0}: 1 tool at {1}', using, where) : l10n.t('Reachable with {0}: {1} tools at {2}', using, tools.length, where);
  list.placeholder = l10n.t('Tools that chat and agents get from the "Social Pulse" MCP server');
  list.matchOnDescription = true;
  list.matchOnDetail = true;
  list.ignoreFocusOut = true;
  list.items = tools.map((t) => ({ label: pick`$(tools) ${t.name}`, description: t.title === undefined ? undefined : pickText(t.title), detail: t.description === undefined ? undefined : pickText(t.description) }));
  list.onDidAccept(() => list.hide());
  list.onDidHide(() => list.dispose());
  list.show();
}

async function showFailure(result: McpProbeResult & { ok: false }): Promise<void> {
  const setKey = l10n.t('Set API Key');
  const settings = l10n.t('Open Settings');
  const log = l10n.t('Show Log');
  const actions = result.cause === 'key' ? [setKey, log] : result.cause === 'address' ? [settings, log] : [log];
  const choice = await showWarning(failureNotice(result), ...actions);
  if (choice === setKey) await execute(COMMANDS.setApiKey);
  else if (choice === settings) await vscode.commands.executeCommand('workbench.action.openSettings', 'socialPulse.mcpUrl');
  else if (choice === log) await execute(COMMANDS.showLog);
}
