// What a transport is given and gives back: one GET, opened, with its body still to read.
import type { ProxyChoice } from './proxy';

/**
 * Which network stack requests use: the editor's (VS Code's `fetch`, with its proxy resolution,
 * proxy logins and system certificates) in the extension host, or our own undici agents with
 * the proxy from settings and the environment, for plain Node (tests, benches).
 */
export type NetworkStack = 'editor' | 'undici';

export interface Outgoing {
  url: URL;
  headers: Record<string, string>;
  proxy: ProxyChoice;
  timeoutMs: number;
}

export interface Opened {
  status: number;
  headers: Record<string, string>;
  body: AsyncIterable<Uint8Array>;
  /** Stops reading the body and frees the connection. */
  discard(): void;
}
