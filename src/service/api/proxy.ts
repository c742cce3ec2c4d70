// Which proxy, if any, a request goes through: the setting, else the usual environment
// variables, minus the hosts NO_PROXY names. Loopback addresses never go through a proxy: the
// demo emulator listens there, and a corporate proxy cannot reach this machine's loopback.

export interface ProxyChoice {
  /** Normalised proxy address, or undefined for direct connections. */
  url?: string;
  noProxy: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A proxy address from settings or the environment, normalised; undefined when unusable. */
export function normaliseProxy(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `http://${v}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function chooseProxy(settings: { proxy?: string; noProxy?: string }, env: Env = process.env): ProxyChoice {
  const raw = settings.proxy?.trim() || env.HTTPS_PROXY || env.https_proxy || env.HTTP_PROXY || env.http_proxy;
  return {
    url: normaliseProxy(raw),
    noProxy: settings.noProxy ?? env.NO_PROXY ?? env.no_proxy ?? '',
  };
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host)
    || host === '::1';
}

/**
 * NO_PROXY semantics as curl and most tools read them: `*` bypasses everything; an entry
 * `example.com`, `.example.com` or `*.example.com` matches the host and its subdomains; an
 * optional `:port` restricts the entry to that port.
 */
export function bypassesProxy(target: URL, noProxy: string): boolean {
  const host = target.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (isLoopback(host)) return true;
  const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
  for (const raw of noProxy.split(/[,\s]+/)) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === '*') return true;
    const { name, entryPort } = splitEntry(entry);
    if (entryPort !== undefined && entryPort !== port) continue;
    if (host === name || host.endsWith(`.${name}`)) return true;
  }
  return false;
}

/** `host`, `host:port`, `[v6]:port` or a bare IPv6 address (whose colons are not a port). */
function splitEntry(entry: string): { name: string; entryPort?: number } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { name: bracketed[1]!, entryPort: bracketed[2] ? Number(bracketed[2]) : undefined };
  const withPort = /^([^:]+):(\d+)$/.exec(entry);
  const name = (withPort ? withPort[1]! : entry).replace(/^\*?\./, '');
  return { name, entryPort: withPort ? Number(withPort[2]) : undefined };
}
