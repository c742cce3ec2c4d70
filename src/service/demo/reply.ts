// What a handler answers, before it is written to the socket (where a fault may bend it).

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(value) };
}

export function text(status: number, body: string, contentType: string, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': contentType, ...headers }, body };
}

/** The service's error body: `{"error": "<message>"}`. */
export function failure(status: number, message: string, headers: Record<string, string> = {}): Reply {
  return json(status, { error: message }, headers);
}

// The exact messages of the real service (field notes) and of this emulator.
export const INVALID_ENDPOINT = 'Invalid endpoint (2)';
export const NOT_FOUND = 'That item does not exist';
export const PLAN_EXCLUDES = 'Your plan does not include this endpoint';

/** Thrown by a handler to answer with the service's error body and this status. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}
