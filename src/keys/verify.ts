// Checks a new or replaced key with one cheap call (one coin from the coin list, which every
// plan may call) before it is saved. No `vscode` here: unit-tested against the emulator.
import { isServiceError, type ServiceErrorKind } from '../api/errors';
import type { ClientSettings, Logger } from '../api/service';
import type { ClientModule } from '../connection/bundles';
import { errorText, logRequest } from '../log';
import { redact } from './keyIndex';

export type Verdict =
  | { kind: 'ok' }
  /** The service says the key is not valid: never saved. */
  | { kind: 'refused'; reason: string }
  /** The service could not be asked (network, timeout, server error): the person decides. */
  | { kind: 'unverified'; reason: string };

export type Verifier = (secret: string) => Promise<Verdict>;

const CHECK_TIMEOUT_MS = 15_000;

function errorShape(e: unknown): { kind?: ServiceErrorKind; message: string; serviceMessage?: string } {
  if (isServiceError(e)) return { kind: e.kind, message: e.message, serviceMessage: e.serviceMessage };
  return { message: errorText(e) };
}

/** What a failed check means for the key. Rate limits and plan limits prove the key is known. */
export function verdictFor(error: unknown, secret: string): Verdict {
  const e = errorShape(error);
  if (e.kind === 'unauthorized') {
    const said = e.serviceMessage ? ` (the service said: ${e.serviceMessage})` : '';
    return { kind: 'refused', reason: redact(`The service refused this key${said}. Check that it was copied whole and is still active.`, secret) };
  }
  if (e.kind === 'plan' || e.kind === 'rate-limited-minute' || e.kind === 'rate-limited-day') return { kind: 'ok' };
  return { kind: 'unverified', reason: redact(e.message, secret) };
}

/** Asks the service at `settings.baseUrl` whether it accepts `secret`; never throws. */
export async function verifyKey(clientModule: ClientModule, settings: ClientSettings, secret: string, log: Logger): Promise<Verdict> {
  const key = secret.trim();
  let client: ReturnType<ClientModule['createClient']> | undefined;
  try {
    client = clientModule.createClient({ ...settings, timeoutMs: CHECK_TIMEOUT_MS, getKey: async () => key, logger: log });
    client.onRequest((entry) => logRequest(log, entry));
    // 'background': a 429 for the minute comes back at once (it proves the key) instead of
    // being retried after up to a minute, as a person's own request would be
    await client.coinsList({ limit: 1 }, { refresh: true, priority: 'background' });
    return { kind: 'ok' };
  } catch (e) {
    return verdictFor(e, key);
  } finally {
    client?.dispose();
  }
}
