// Connects to a tool-protocol (MCP) endpoint with the official SDK client, lists its tools and
// hangs up. No `vscode` here: the extension host loads this as dist/mcp-probe.js on the first
// check (the client never needs the SDK, zod or ajv), and unit tests run it in plain Node against
// the emulator. Its words come from the l10n bundle the editor layer set (shared/format/l10n keeps it
// on globalThis, so this bundle's own copy of that module finds it).
import { errorText } from '../../service/log';
import * as l10n from '../../shared/format/l10n';
import { truncate } from '../../shared/format/markdown';

export interface McpToolInfo {
  name: string;
  title?: string;
  description?: string;
}

/** What a person would change to fix a failure. */
export type McpProbeCause = 'key' | 'plan' | 'address' | 'rate-limit' | 'server' | 'network' | 'cancelled';

/**
 * How far a failed check got: never sent (a setting is missing or wrong), no answer (nothing
 * listens, none in time, cancelled), refused (the endpoint answered no: a key, a plan, a status,
 * a protocol error), or another answer than a tool endpoint's (a redirect, a web page, another
 * protocol version, an endless list).
 */
export type McpProbeReach = 'unsent' | 'unanswered' | 'refused' | 'other';

export type McpProbeResult =
  | { ok: true; serverName?: string; serverVersion?: string; tools: McpToolInfo[] }
  | { ok: false; cause: McpProbeCause; reach: McpProbeReach; reason: string; status?: number };

export interface McpProbeOptions {
  signal?: AbortSignal;
  /** For the whole check, handshake and tool list (default 15 s). */
  timeoutMs?: number;
}

type McpProbeFailure = McpProbeResult & { ok: false };

const CLIENT_INFO = { name: 'social-pulse-check', version: '1' };
/** A tool list longer than this many pages is a server's fault, as is a page sent twice. */
const MAX_TOOL_PAGES = 100;
/** How much of a server's own words a reason quotes. */
const SAID_CHARS = 200;

/** Never throws: every failure comes back as a reason a person can act on. */
export async function probeMcp(url: string, bearer: string | undefined, options: McpProbeOptions = {}): Promise<McpProbeResult> {
  let endpoint: URL;
  try {
    endpoint = new URL(url);
  } catch {
    return { ok: false, cause: 'address', reach: 'unsent', reason: l10n.t('The tool endpoint address is not a valid URL: check the setting {0}.', 'socialPulse.mcpUrl') };
  }
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') {
    return { ok: false, cause: 'address', reach: 'unsent', reason: l10n.t('The tool endpoint address must start with https:// (or http:// for a local emulator).') };
  }
  const { signal } = options;
  const sdk = await loadSdk();
  if (signal?.aborted) return cancelled();
  const client = new sdk.Client(CLIENT_INFO);
  const timeoutMs = options.timeoutMs ?? 15_000;
  // The SDK's own timeout and signal cover its requests, not the notification that ends the
  // handshake, which a server can leave unanswered: the deadline and Cancel answer for the check
  // instead, and closing the client (finally) aborts whatever it was still waiting on.
  let stop: (result: McpProbeFailure) => void = () => undefined;
  const stopped = new Promise<McpProbeFailure>((resolve) => (stop = resolve));
  const deadline = setTimeout(() => stop(noAnswer(endpoint)), timeoutMs);
  const onAbort = (): void => stop(cancelled());
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await Promise.race([session(sdk, client, endpoint, bearer, timeoutMs), stopped]);
  } finally {
    clearTimeout(deadline);
    signal?.removeEventListener('abort', onAbort);
    await client.close().catch(() => undefined);
  }
}

type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/** Handshake and tool list; every failure but the deadline and Cancel (probeMcp's) said here. */
async function session(sdk: Sdk, client: InstanceType<Sdk['Client']>, endpoint: URL, bearer: string | undefined, timeoutMs: number): Promise<McpProbeResult> {
  const headers: Record<string, string> = bearer ? { Authorization: `Bearer ${bearer}` } : {};
  const transport = new sdk.StreamableHTTPClientTransport(endpoint, { requestInit: { headers } });
  // no later than the check's own deadline, so a timeout is never taken for the server's answer
  const request = { timeout: timeoutMs };
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
  }
}

function cancelled(): McpProbeFailure {
  return { ok: false, cause: 'cancelled', reach: 'unanswered', reason: l10n.t('The check was cancelled.') };
}

function noAnswer(endpoint: URL): McpProbeFailure {
  return { ok: false, cause: 'network', reach: 'unanswered', reason: l10n.t('No answer from {0} in time: check the address and your network.', endpoint.origin + endpoint.pathname) };
}

/** The server's list never ends (it repeats a page, or goes on and on): said, not waited on forever. */
function endlessList(endpoint: URL): McpProbeFailure {
  return {
    ok: false,
    cause: 'server',
    reach: 'other',
    reason: l10n.t('The tool endpoint at {0} did not end its list of tools (it sent a page twice, or more than {1} pages): the server has a fault. Try again later, or tell whoever runs it.', endpoint.origin + endpoint.pathname, MAX_TOOL_PAGES),
  };
}

async function loadSdk() {
  const [{ Client }, { StreamableHTTPClientTransport, StreamableHTTPError }, { McpError, ErrorCode, SUPPORTED_PROTOCOL_VERSIONS }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  return { Client, StreamableHTTPClientTransport, StreamableHTTPError, McpError, ErrorCode, SUPPORTED_PROTOCOL_VERSIONS };
}

function failure(sdk: Sdk, e: unknown, endpoint: URL, bearer: string | undefined): McpProbeFailure {
  const { StreamableHTTPError, McpError } = sdk;
  const where = endpoint.origin + endpoint.pathname;
  const scrub = (text: string): string => (bearer ? text.split(bearer).join('***') : text);
  const theirs = otherProtocol(sdk, e);
  if (theirs !== undefined) {
    const ours = sdk.SUPPORTED_PROTOCOL_VERSIONS.join(', ');
    return { ok: false, cause: 'server', reach: 'other', reason: scrub(l10n.t('The tool endpoint at {0} speaks protocol version {1}, which this extension does not support (it speaks {2}): update the extension, or tell whoever runs the endpoint.', where, theirs, ours)) };
  }
  if (e instanceof StreamableHTTPError && e.code !== undefined && e.code > 0) {
    const status = e.code;
    if (status >= 300 && status < 400) return { ok: false, cause: 'address', reach: 'other', status, reason: scrub(redirectWords(status, where, e.message)) };
    const cause = refusalCause(status);
    return { ok: false, cause, reach: 'refused', status, reason: scrub(refusalWords(status, where, serviceText(e.message, scrub))) };
  }
  if (e instanceof McpError) {
    // a JSON-RPC error the server answered with (McpError puts `MCP error <code>: ` before its words)
    const said = e.message.replace(/^MCP error -?\d+: /, '');
    return { ok: false, cause: 'server', reach: 'refused', reason: scrub(l10n.t('The tool endpoint at {0} refused the check (error {1}): "{2}"', where, e.code, quoted(said, scrub))) };
  }
  const answered = notToolProtocol(StreamableHTTPError, e);
  if (answered) {
    return { ok: false, cause: 'address', reach: 'other', reason: scrub(l10n.t('The endpoint at {0} answered, but not as a tool endpoint ({1}): check the setting {2}.', where, answered, 'socialPulse.mcpUrl')) };
  }
  return { ok: false, cause: 'network', reach: 'unanswered', reason: scrub(l10n.t('Could not reach {0}: {1}', where, networkText(e))) };
}

/**
 * The protocol versions the server speaks when they are not the extension's: the SDK client
 * refuses a handshake answer in another version (a plain Error, only its words tell), and a
 * server refuses the client's version with invalid params naming its own (the protocol's form).
 */
function otherProtocol({ McpError, ErrorCode }: Sdk, e: unknown): string | undefined {
  const said = (versions: readonly string[]): string => versions.slice(0, 5).map((v) => truncate(v, 40)).join(', ');
  if (e instanceof McpError) {
    const supported = e.code === ErrorCode.InvalidParams ? (e.data as { supported?: unknown } | undefined)?.supported : undefined;
    const named = Array.isArray(supported) ? supported.filter((v): v is string => typeof v === 'string') : [];
    return named.length ? said(named) : undefined;
  }
  const version = e instanceof Error ? /^Server's protocol version is not supported: (.*)$/s.exec(e.message)?.[1] : undefined;
  return version === undefined ? undefined : said([version]);
}

/**
 * A redirect the SDK did not follow (any to another address, and a 301/302/303 that would turn
 * the POST into a GET): where to, by host only, from the SDK's words, which name the target
 * without credentials or query. Often a sign-in page in front of the address.
 */
function redirectWords(status: number, where: string, message: string): string {
  const target = /Redirect to (?:plain http not followed; try )?(\S+?)(?: instead| not followed)/.exec(message)?.[1];
  let host: string | undefined;
  try {
    host = target === undefined ? undefined : new URL(target).host;
  } catch {
    // not an address: said without one
  }
  return host
    ? l10n.t('The address {0} redirected to {1} (HTTP {2}), perhaps to a sign-in page, and the check does not follow it: set {3} to the tool endpoint\'s own address.', where, truncate(host, 100), status, 'socialPulse.mcpUrl')
    : l10n.t('The address {0} redirected elsewhere (HTTP {1}), perhaps to a sign-in page, and the check does not follow it: set {2} to the tool endpoint\'s own address.', where, status, 'socialPulse.mcpUrl');
}

/** What came back instead of the tool protocol, when something did. */
function notToolProtocol(StreamableHTTPError: Sdk['StreamableHTTPError'], e: unknown): string | undefined {
  // the transport's code for a 2xx answer that is neither JSON nor an event stream
  if (e instanceof StreamableHTTPError && e.code === -1) {
    const type = /content type: (.*)$/.exec(e.message)?.[1] ?? '';
    return /^text\/html\b/i.test(type) ? l10n.t('a web page') : l10n.t('an answer of type {0}', truncate(type, 60));
  }
  if (e instanceof SyntaxError) return l10n.t('its answer is not valid JSON');
  // the SDK checks every message, and each result, against the protocol's schemas (zod)
  if (e instanceof Error && e.name === 'ZodError') return l10n.t('its answer does not follow the tool protocol');
  return undefined;
}

/** A server's words on one line, the key taken out before they are cut short (a cut key would not match). */
function quoted(said: string, scrub: (text: string) => string): string {
  return truncate(scrub(said), SAID_CHARS);
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
function serviceText(message: string, scrub: (text: string) => string): string {
  const json = message.slice(message.indexOf('{'));
  try {
    const body: unknown = JSON.parse(json);
    if (typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string') {
      return `: "${quoted((body as { error: string }).error, scrub)}"`;
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
