// A request that got no complete answer, said as its cause: the certificate, the proxy's login,
// the proxy, the name, the connection or the time. Errors arrive wrapped (fetch's "fetch failed"
// holds undici's error, which may hold the socket's): every layer of `cause` is read.
import { ServiceError } from './errors';

export interface FailedRequest {
  url: URL;
  timeoutMs: number;
  timedOut: boolean;
  phase: 'connect' | 'body';
  /** The proxy it went through: its address (our own stack), 'editor' (VS Code's stack chose, or not), or none. */
  viaProxy?: string | 'editor';
}

interface Layer {
  code: string;
  message: string;
  hostname?: string;
  address?: string;
  port?: number;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT']);
const UNTRUSTED_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'UNABLE_TO_GET_ISSUER_CERT', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'CERT_UNTRUSTED', 'CERT_SIGNATURE_FAILURE',
]);

function layers(e: unknown): Layer[] {
  const out: Layer[] = [];
  for (let x = e, depth = 0; x && typeof x === 'object' && depth < 6; x = (x as { cause?: unknown }).cause, depth++) {
    const o = x as { code?: unknown; message?: unknown; hostname?: unknown; address?: unknown; port?: unknown };
    out.push({
      code: typeof o.code === 'string' ? o.code : '',
      message: typeof o.message === 'string' ? o.message : '',
      hostname: typeof o.hostname === 'string' ? o.hostname : undefined,
      address: typeof o.address === 'string' ? o.address : undefined,
      port: typeof o.port === 'number' ? o.port : undefined,
    });
  }
  return out;
}

/** Socket failures before a connection was made (no such host, nobody listening, no route): nothing was sent. */
const NO_CONNECTION_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Whether `e`, a request's failure, came before any connection: the service cannot have counted it. */
export function beforeConnecting(e: unknown): boolean {
  return layers(e).some((l) => NO_CONNECTION_CODES.has(l.code));
}

export function networkFailure(e: unknown, req: FailedRequest): ServiceError {
  const path = req.url.pathname;
  const host = req.url.host;
  const all = layers(e);
  const has = (codes: Set<string>) => all.find((l) => codes.has(l.code));
  const make = (kind: 'network' | 'timeout' | 'bad-response', message: string) => new ServiceError(kind, message, { path, cause: e });

  if (req.timedOut || has(TIMEOUT_CODES)) {
    return make('timeout', `${host} did not answer within ${duration(req.timeoutMs)}. Try again, or check your connection.`);
  }
  if (req.phase === 'body') return make('bad-response', 'The answer was cut off before it was complete. Try again.');

  const proxyStatus = all.map((l) => /Proxy response \(\s*(\d{3})\s*\)/.exec(l.message)).find((m) => m);
  if (proxyStatus?.[1] === '407') {
    return make('network', 'The proxy asks for a login. Enter it when VS Code asks for it, or put it in the proxy address (http://name:password@proxy:port in http.proxy).');
  }
  if (proxyStatus) return make('network', `The proxy refused to connect to ${host} (it answered ${proxyStatus[1]}). Check the proxy settings, or ask whoever runs the proxy to allow ${req.url.hostname}.`);

  const untrusted = has(UNTRUSTED_CODES);
  if (untrusted) {
    return make('network', `The certificate of ${host} is not one this machine trusts (${untrusted.code}). On a company network that inspects HTTPS, its certificate authority must be in the system's certificate store; VS Code reads that store (http.systemCertificates).`);
  }
  const tls = all.find((l) => l.code === 'CERT_HAS_EXPIRED' || l.code === 'ERR_TLS_CERT_ALTNAME_INVALID');
  if (tls) {
    return make('network', tls.code === 'CERT_HAS_EXPIRED'
      ? `The certificate of ${host} has expired. Check the address in the settings, or try again later.`
      : `The certificate of ${host} is for another name. Check the address in the settings.`);
  }

  const socket = all.find((l) => /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|UND_ERR_SOCKET|EHOSTUNREACH|ENETUNREACH)$/.test(l.code));
  const proxy = proxyName(req, socket);
  switch (socket?.code) {
    case 'ECONNREFUSED':
      return make('network', proxy ? `Could not connect to the proxy ${proxy}: the connection was refused. Check the proxy settings (http.proxy, or the system's).` : `Could not connect to ${host}: the connection was refused. Check the address in the settings.`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return make('network', proxy ? `Could not find the proxy ${proxy}. Check the proxy settings (http.proxy, or the system's).` : `Could not find ${host}. Check the address in the settings and your connection.`);
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return make('network', `The connection to ${host}${proxy ? ` through the proxy ${proxy}` : ''} was reset. Try again.`);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return make('network', `${proxy ? `The proxy ${proxy}` : host} cannot be reached from this network. Check your connection.`);
    default:
      return make('network', `Could not reach ${host}${req.viaProxy && req.viaProxy !== 'editor' ? ' through the proxy' : ''}. Check your connection and proxy settings.`);
  }
}

/**
 * The proxy a socket error came from, when it came from one: our own stack knows its proxy; for
 * the editor's, an error about another host or port than the service's is the proxy VS Code chose.
 */
function proxyName(req: FailedRequest, socket: Layer | undefined): string | undefined {
  if (!req.viaProxy || !socket) return undefined;
  if (req.viaProxy !== 'editor') return withoutLogin(req.viaProxy);
  const servicePort = Number(req.url.port) || (req.url.protocol === 'https:' ? 443 : 80);
  if (socket.hostname && socket.hostname !== req.url.hostname) return socket.hostname;
  if (socket.port !== undefined && socket.port !== servicePort) return `${socket.address ?? ''}:${socket.port}`;
  return undefined;
}

function withoutLogin(proxyUrl: string): string {
  try {
    return new URL(proxyUrl).host;
  } catch {
    return 'named in the settings';
  }
}

/** Limits as a person reads them; a limit under the unit must not read as "0 s". */
function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}
