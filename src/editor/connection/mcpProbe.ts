// Connects to a tool-protocol (MCP) endpoint with the official SDK client, lists its tools and
// hangs up. No `vscode` here: the extension host loads this as dist/mcp-probe.js on the first
// check (the client never needs the SDK, zod or ajv), and unit tests run it in plain Node against
// the emulator. Its words come from the l10n bundle the editor layer set (shared/format/l10n keeps it
// on globalThis, so this bundle's own copy of that module finds it).
import { errorText } from '../../service/log';
import * as l10n from '../../shared/format/l10n';

export interface McpToolInfo {
  name: string;
  title?: string;
  description?: string;
}

/** What a person would change to fix a failure. */
export type McpProbeCause = 'key' | 'plan' | 'address' | 'rate-limit' | 'server' | 'network' | 'cancelled';

export type McpProbeResult =
  | { ok: true; serverName?: string; serverVersion?: string; tools: McpToolInfo[] }
  | { ok: false; cause: McpProbeCause; reason: string; status?: number };

export interface McpProbeOptions {
  signal?: AbortSignal;
  /** Per request (default 15 s). */
  timeoutMs?: number;
}

const CLIENT_INFO = { name: 'social-pulse-check', version: '1' };
/** A tool list longer than this many pages is a server's fault, as is a page sent twice. */
const MAX_TOOL_PAGES = 100;

/** Never throws: every failure comes back as a reason a person can act on. */
export async function probeMcp(url: string, bearer: string | undefined, options: McpProbeOptions = {}): Promise<McpProbeResult> {
  let endpoint: URL;
  try {
    endpoint = new URL(url);
  } catch {
    return { ok: false, cause: 'address', reason: l10n.t('The tool endpoint address is not a valid URL: check the setting {0}.', 'socialPulse.mcpUrl') };
  }
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') {
    return { ok: false, cause: 'address', reason: l10n.t('The tool endpoint address must start with https:// (or http:// for a local emulator).') };
  }
  const sdk = await loadSdk();
  const { Client, StreamableHTTPClientTransport } = sdk;
  const headers: Record<string, string> = bearer ? { Authorization: `Bearer ${bearer}` } : {};
  const client = new Client(CLIENT_INFO);
  const transport = new StreamableHTTPClientTransport(endpoint, { requestInit: { headers } });
  const request = { signal: options.signal, timeout: options.timeoutMs ?? 15_000 };
  try {
    await client.connect(transport, request);
    const tools: McpToolInfo[] = [];
    const cursors = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor ? { cursor } : {}, request);
      for (const t of page.tools) tools.push({ name: t.name, title: t.title, description: t.description });
      cursor = page.nextCursor;
      if (cursor && (cursors.has(cursor) || cursors.size >= MAX_TOOL_PAGES)) return endlessList(endpoint);
      if (cursor) cursors.add(cursor);
    } while (cursor);
    const info = client.getServerVersion();
    return { ok: true, serverName: info?.name, serverVersion: info?.version, tools };
  } catch (e) {
    return failure(sdk, e, endpoint, bearer);
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** The server's list never ends (it repeats a page, or goes on and on): said, not waited on forever. */
function endlessList(endpoint: URL): McpProbeResult & { ok: false } {
  return {
    ok: false,
    cause: 'server',
    reason: l10n.t('The tool endpoint at {0} did not end its list of tools (it sent a page twice, or more than {1} pages): the server has a fault. Try again later, or tell whoever runs it.', endpoint.origin + endpoint.pathname, MAX_TOOL_PAGES),
  };
}

type Sdk = Awaited<ReturnType<typeof loadSdk>>;

async function loadSdk() {
  const [{ Client }, { StreamableHTTPClientTransport, StreamableHTTPError }, { ErrorCode, McpError }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  return { Client, StreamableHTTPClientTransport, StreamableHTTPError, ErrorCode, McpError };
}

function failure({ StreamableHTTPError, McpError, ErrorCode }: Sdk, e: unknown, endpoint: URL, bearer: string | undefined): McpProbeResult & { ok: false } {
  const where = endpoint.origin + endpoint.pathname;
  const scrub = (text: string): string => (bearer ? text.split(bearer).join('***') : text);
  if (e instanceof StreamableHTTPError && e.code !== undefined && e.code > 0) {
    const status = e.code;
    const cause = refusalCause(status);
    return { ok: false, cause, status, reason: scrub(refusalWords(status, where, serviceText(e.message))) };
  }
  if (e instanceof McpError && e.code === ErrorCode.RequestTimeout) {
    return { ok: false, cause: 'network', reason: l10n.t('No answer from {0} in time: check the address and your network.', where) };
  }
  if (e instanceof Error && e.name === 'AbortError') return { ok: false, cause: 'cancelled', reason: l10n.t('The check was cancelled.') };
  return { ok: false, cause: 'network', reason: scrub(l10n.t('Could not reach {0}: {1}', where, networkText(e))) };
}

function refusalCause(status: number): McpProbeCause {
  if (status === 401) return 'key';
  if (status === 402 || status === 403) return 'plan';
  if (status === 404 || status === 405) return 'address';
  if (status === 429) return 'rate-limit';
  return 'server';
}

/** What the refusal means, then `(HTTP status from where: "the service's words")`: `said` is serviceText's. */
function refusalWords(status: number, where: string, said: string): string {
  if (status === 401) return l10n.t('The endpoint did not accept the key: set a valid key with "Social Pulse: Set API Key" (HTTP {0} from {1}{2})', status, where, said);
  if (status === 402 || status === 403) return l10n.t('Your plan does not include the tool endpoint (it needs Individual or higher) (HTTP {0} from {1}{2})', status, where, said);
  if (status === 404 || status === 405) return l10n.t('There is no tool endpoint at this address: check the setting {3} (HTTP {0} from {1}{2})', status, where, said, 'socialPulse.mcpUrl');
  if (status === 429) return l10n.t('The rate limit of your plan is used up: try again later (HTTP {0} from {1}{2})', status, where, said);
  if (status >= 500) return l10n.t('The tool endpoint had a server error: try again later (HTTP {0} from {1}{2})', status, where, said);
  return l10n.t('The tool endpoint refused the request (HTTP {0} from {1}{2})', status, where, said);
}

/** The `{"error": "..."}` text the service sends, when the SDK passed it along. */
function serviceText(message: string): string {
  const json = message.slice(message.indexOf('{'));
  try {
    const body: unknown = JSON.parse(json);
    if (typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string') {
      return `: "${(body as { error: string }).error.slice(0, 200)}"`;
    }
  } catch {
    // not JSON: the status says enough
  }
  return '';
}

/** fetch wraps the socket error in `cause`; its code (ECONNREFUSED, ENOTFOUND...) is the useful part. */
function networkText(e: unknown): string {
  const cause = e instanceof Error ? (e.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === 'string') return cause.code;
  if (cause && typeof cause.message === 'string') return cause.message;
  return errorText(e);
}
