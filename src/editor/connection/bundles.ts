// Loads the node bundles beside dist/editor.js on first use, so that activation never pays
// for them: the client (and undici) on the first request, the emulator in demo mode only, the
// MCP SDK client for the MCP check only, the panels and the chat when first used (src/main/onDemand).
// Each runs from the code V8 compiled for it at an earlier start, where there is some
// (src/main/startup/codeCache.ts). The computed paths keep esbuild from bundling them in.
import * as path from 'node:path';
import * as l10n from '../../shared/format/l10n';
import { errorText } from '../../service/log';
import { requireWithCodeCache } from '../../main/startup/codeCache';

export type ClientModule = typeof import('../../service/api/client');
export type EmulatorModule = typeof import('../../service/demo/server');
export type McpProbeModule = typeof import('./mcpProbe');

/** Loads `file` once per process (a later call gives the module loaded then); `what` names it in errors (the person reads them). */
export function loadBundle<T>(file: string, what: string): T {
  try {
    return requireWithCodeCache(path.join(__dirname, file)).exports as T;
  } catch (e) {
    throw new Error(l10n.t('Social Pulse could not load its {0} ({1}): {2}. Reinstalling the extension should fix this.', what, file, errorText(e)));
  }
}

export const loadClient = (): ClientModule => loadBundle('client.js', l10n.t('network client'));
export const loadEmulator = (): EmulatorModule => loadBundle('emulator.js', l10n.t('demo data emulator'));
export const loadMcpProbe = (): McpProbeModule => loadBundle('mcp-probe.js', l10n.t('tool endpoint check'));
