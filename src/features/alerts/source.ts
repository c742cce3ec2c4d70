// Where the data a check reads comes from: the built-in demo, or the service a key talks to.
// Rule states are kept per source (core/store.ts), so the id names the service, never the key. Pure.

export interface AlertSource {
  /** 'demo', or 'service <origin and path>' of the service's address. */
  id: string;
  demo: boolean;
}

export const DEMO_SOURCE: AlertSource = { id: 'demo', demo: true };

/** The source of a connection in demo mode (`demo`) or with a key, at `address`. */
export function alertSource(demo: boolean, address: string): AlertSource {
  if (demo) return DEMO_SOURCE;
  let where = address;
  try {
    const url = new URL(address);
    // the address alone: no user, password, query or fragment (nothing secret is ever stored)
    where = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    where = 'unreadable address';
  }
  return { id: `service ${where}`, demo: false };
}
