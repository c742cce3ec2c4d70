// Offers the service's tool endpoint (MCP, Streamable HTTP) to the editor's chat and agents.
// The definition the editor lists carries no credential; the bearer header is added only when
// the editor starts the server (resolve), from SecretStorage, and is never written anywhere.
import * as vscode from 'vscode';
import type { Logger } from '../../service/api/service';
import type { ConnectionApi } from '../../editor/connection/types';
import { execute } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

export const MCP_PROVIDER_ID = 'socialPulse.mcp';
export const MCP_SERVER_LABEL = 'Social Pulse';

export class McpDefinitionProvider implements vscode.McpServerDefinitionProvider<vscode.McpHttpServerDefinition>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeMcpServerDefinitions = this.changed.event;
  /**
   * Goes into the definition's `version`. The editor stops a running server whose definition
   * changed, so a new key or address takes effect; the editor compares definitions, not headers.
   */
  private generation = 0;
  /** Resolves in progress: they read the key after any change they cause (asking for one). */
  private resolving = 0;
  /** The address when last announced, so a settings change the connection reported is not announced twice. */
  private announcedUrl?: string;
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly connection: ConnectionApi, private readonly log: Logger) {
    this.subscriptions = [
      this.changed,
      connection.onDidChangeState(() => this.announce('the connection changed')),
      vscode.workspace.onDidChangeConfiguration((e) => {
        // the connection usually reports this itself; announce only what it did not
        if (e.affectsConfiguration('socialPulse.mcpUrl') && this.connection.mcpUrl() !== this.announcedUrl) {
          this.announce('socialPulse.mcpUrl changed');
        }
      }),
    ];
  }

  /**
   * Listing loads no network code and starts nothing: in demo mode before the emulator runs the
   * definition carries the configured address, and resolve puts in the emulator's.
   */
  provideMcpServerDefinitions(): vscode.McpHttpServerDefinition[] {
    // settings are checked to be http(s) addresses (settingsCheck.ts) before they get here
    const uri = vscode.Uri.parse(this.connection.mcpUrl(), true);
    return [new vscode.McpHttpServerDefinition(MCP_SERVER_LABEL, uri, {}, String(this.generation))];
  }

  /** Called by the editor when it starts the server: the one place that may ask for a key. */
  async resolveMcpServerDefinition(server: vscode.McpHttpServerDefinition, token: vscode.CancellationToken): Promise<vscode.McpHttpServerDefinition | undefined> {
    this.resolving++;
    try {
      let bearer = await this.connection.bearer();
      if (!bearer && this.connection.state.mode !== 'demo' && !token.isCancellationRequested) {
        await execute(COMMANDS.setApiKey);
        bearer = await this.connection.bearer();
      }
      if (!bearer || token.isCancellationRequested) {
        this.log.info('MCP server not started: no API key is set.');
        return undefined;
      }
      // in demo mode bearer() (re)started the emulator: take the address it has now
      const uri = vscode.Uri.parse(this.connection.mcpUrl(), true);
      server.uri = uri;
      server.headers = { ...server.headers, Authorization: `Bearer ${bearer}` };
      this.log.info(`MCP server starting at ${uri.toString(true)} (${this.connection.state.mode} mode).`);
      return server;
    } finally {
      this.resolving--;
    }
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
  }

  private announce(why: string): void {
    // a change made while resolving (the key it asked for) is already in the resolved headers
    if (this.resolving === 0) this.generation++;
    this.announcedUrl = this.connection.mcpUrl();
    this.log.debug(`MCP server definition announced again: ${why}.`);
    this.changed.fire();
  }
}
