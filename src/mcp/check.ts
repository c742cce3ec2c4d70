// "Social Pulse: Check Tool Endpoint (MCP)": connects to the endpoint with the active key the
// way chat would, and shows whether it answers and which tools it offers. The SDK client lives
// in dist/mcp-probe.js, loaded on the first check (see src/connection/bundles.ts).
import * as vscode from 'vscode';
import type { Logger } from '../api/service';
import type { McpProbeModule } from '../connection/bundles';
import type { ConnectionApi } from '../connection/types';
import { noticeText } from '../format/notice';
import { errorText } from '../log';
import { withTokenSignal } from '../tokenSignal';
import type { McpProbeResult, McpToolInfo } from './probe';

const NO_KEY = 'No API key is set: the tool endpoint takes the same key as the rest of Social Pulse.';

export interface McpCheckDeps {
  connection: ConnectionApi;
  log: Logger;
  loadMcpProbe: () => McpProbeModule;
}

/** Resolves with the outcome (no secret in it) once it is shown; the tool list stays open. */
export async function checkMcp(deps: McpCheckDeps): Promise<McpProbeResult> {
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: 'Social Pulse: checking the tool endpoint…', cancellable: true },
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
  if (deps.connection.state.mode === 'none') return { ok: false, cause: 'key', reason: NO_KEY };
  try {
    const { probeMcp } = deps.loadMcpProbe();
    // in demo mode bearer() starts the emulator, whose address mcpUrl() returns after that
    const bearer = await deps.connection.bearer();
    return await probeMcp(deps.connection.mcpUrl(), bearer, { signal });
  } catch (e) {
    return { ok: false, cause: 'network', reason: errorText(e) };
  }
}

function showTools(tools: readonly McpToolInfo[], where: string, connection: ConnectionApi): void {
  const pick = vscode.window.createQuickPick();
  const { mode, keyLabel } = connection.state;
  const using = mode === 'demo' ? 'demo data' : keyLabel ? `key "${keyLabel}"` : 'the active key';
  pick.title = `Reachable with ${using}: ${tools.length} tool${tools.length === 1 ? '' : 's'} at ${where}`;
  pick.placeholder = 'Tools that chat and agents get from the "Social Pulse" MCP server';
  pick.matchOnDescription = true;
  pick.matchOnDetail = true;
  pick.ignoreFocusOut = true;
  pick.items = tools.map((t) => ({ label: `$(tools) ${t.name}`, description: t.title, detail: t.description }));
  pick.onDidAccept(() => pick.hide());
  pick.onDidHide(() => pick.dispose());
  pick.show();
}

async function showFailure(result: McpProbeResult & { ok: false }): Promise<void> {
  const setKey = 'Set API Key';
  const settings = 'Open Settings';
  const log = 'Show Log';
  const actions = result.cause === 'key' ? [setKey, log] : result.cause === 'address' ? [settings, log] : [log];
  const choice = await vscode.window.showWarningMessage(`Social Pulse tool endpoint not reachable: ${noticeText(result.reason)}`, ...actions);
  if (choice === setKey) await vscode.commands.executeCommand('socialPulse.setApiKey');
  else if (choice === settings) await vscode.commands.executeCommand('workbench.action.openSettings', 'socialPulse.mcpUrl');
  else if (choice === log) await vscode.commands.executeCommand('socialPulse.showLog');
}
