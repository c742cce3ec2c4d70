// What a handler mounted on the emulator's origin receives. The API (/api4) and the markdown
// variant (/ai) are mounts; the tool-protocol endpoint (/mcp) is added the same way.
import type { IncomingMessage } from 'node:http';
import type { Dataset } from './data/dataset';
import type { Caller, Gate } from './gate';
import { failure, HttpError, type Reply } from './reply';
import type { SavedSearches } from './searches';

export interface MountContext {
  req: IncomingMessage;
  url: URL;
  /** The path after the mount's prefix, still percent-encoded. */
  path: string;
  /** The request body as text (empty for GET). */
  body: string;
  gate: Gate;
  data: Dataset;
  /** State the emulator keeps per key (saved searches); the generated data never changes. */
  searches: SavedSearches;
  /** The emulator's clock, milliseconds. */
  now: number;
}

export interface Mount {
  /** `/api4` serves `/api4/...`; matched on whole path segments. */
  prefix: string;
  handle(ctx: MountContext): Reply | Promise<Reply>;
}

/** Thrown by handlers: answered as `{"error": message}` with the caller's rate-limit headers. */
/** Authenticates (401/429 answered here), then runs `fn`; errors become JSON error replies. */
export async function asCaller(ctx: MountContext, fn: (caller: Caller) => Reply | Promise<Reply>): Promise<Reply> {
  if (ctx.req.method !== 'GET' && ctx.req.method !== 'HEAD') {
    return failure(405, 'Only GET is supported', { allow: 'GET, HEAD' });
  }
  const admission = ctx.gate.admit(ctx.req.headers.authorization);
  if (!admission.caller) return admission.reply;
  const { caller } = admission;
  try {
    const reply = await fn(caller);
    return { ...reply, headers: { ...reply.headers, ...caller.headers } };
  } catch (e) {
    if (e instanceof HttpError) return failure(e.status, e.message, caller.headers);
    throw e;
  }
}

/** Splits a path into percent-decoded segments; a malformed escape is a 400. */
export function segments(path: string): string[] {
  return path.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      throw new HttpError(400, `Malformed percent-encoding in the path: "${s}".`);
    }
  });
}
