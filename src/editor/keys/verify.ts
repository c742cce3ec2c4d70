// Checks a new or replaced key with one cheap call (one coin from the coin list, which every
// plan may call) before it is saved. The limits in the service's answer (its rate-limit headers)
// name the key's plan when they are a named plan's: no second request is needed to learn it.
// No `vscode` here: unit-tested against the emulator.
import { isServiceError, type AddressSetting, type ServiceErrorKind } from '../../service/api/errors';
import { PLANS, type Plan } from '../../service/api/plans';
import type { ClientSettings, Logger } from '../../service/api/service';
import type { createClient } from '../../service/api/client';
import { errorText, logRequest } from '../../service/log';
import { redact } from './keyIndex';
import * as l10n from '../../shared/format/l10n';

/** A key whose limits are another named plan's than the plan setting's. */
export interface PlanMismatch {
  key: Plan;
  setting: Plan;
}

export type Verdict =
  | { kind: 'ok'; plans?: PlanMismatch }
  /**
   * The service says the key is not valid, or the address asked is not the service's (`setting`
   * holds it): never saved.
   */
  | { kind: 'refused'; reason: string; setting?: AddressSetting }
  /** The service could not be asked (network, timeout, server error): the person decides. */
  | { kind: 'unverified'; reason: string };

export type Verifier = (secret: string) => Promise<Verdict>;

/** What the check needs of the client bundle, which src/editor/connection loads and passes in. */
interface ClientFactory {
  createClient: typeof createClient;
}

const CHECK_TIMEOUT_MS = 15_000;

/**
 * What a failed check says of the key: the service refused it, it knew it (a plan or a quota
 * refuses only a known key), or it could not be asked.
 */
const KEY_VERDICT: Readonly<Record<ServiceErrorKind, Verdict['kind']>> = {
  'unauthorized': 'refused',
  'plan': 'ok',
  'rate-limited-minute': 'ok',
  'rate-limited-day': 'ok',
  'invalid-input': 'unverified',
  // the coin list always exists: nothing found there, as no answer from the service at all, says
  // the address is not the service's; a check there proves nothing, and saving would not help
  'not-found': 'refused',
  'address': 'refused',
  'server': 'unverified',
  'network': 'unverified',
  'timeout': 'unverified',
  'cancelled': 'unverified',
  'superseded': 'unverified',
  'bad-response': 'unverified',
};

function errorShape(e: unknown): { kind?: ServiceErrorKind; message: string; serviceMessage?: string; setting?: AddressSetting } {
  if (isServiceError(e)) return { kind: e.kind, message: e.message, serviceMessage: e.serviceMessage, setting: e.setting };
  return { message: errorText(e) };
}

/** What a failed check means for the key. Rate limits and plan limits prove the key is known. */
export function verdictFor(error: unknown, secret: string): Verdict {
  const e = errorShape(error);
  switch (e.kind === undefined ? 'unverified' : KEY_VERDICT[e.kind]) {
    case 'refused': {
      if (e.kind === 'address') {
        return { kind: 'refused', reason: redact(e.message, secret), ...(e.setting ? { setting: e.setting } : {}) };
      }
      if (e.kind === 'not-found') {
        const setting = 'socialPulse.baseUrl';
        return { kind: 'refused', reason: l10n.t('The address in {0} has no coin list, which the service always has: it does not lead to the service. Correct the setting, then try the key again.', setting), setting };
      }
      const reason = e.serviceMessage
        ? l10n.t('The service refused this key (the service said: {0}). Check that it was copied whole and is still active.', e.serviceMessage)
        : l10n.t('The service refused this key. Check that it was copied whole and is still active.');
      return { kind: 'refused', reason: redact(reason, secret) };
    }
    case 'ok':
      return { kind: 'ok' };
    case 'unverified': {
      if (e.kind !== 'invalid-input') return { kind: 'unverified', reason: redact(e.message, secret) };
      const reason = e.serviceMessage
        ? l10n.t('The service did not accept the request that checks the key (the service said: {0}), so the key is not checked.', e.serviceMessage)
        : l10n.t('The service did not accept the request that checks the key, so the key is not checked.');
      return { kind: 'unverified', reason: redact(reason, secret) };
    }
  }
}

/** A key the service knew, with the plan its answer's limits name when the setting says another. */
function known(client: ReturnType<typeof createClient>, settings: ClientSettings): Verdict {
  const key = client.quota().keyPlan;
  return key ? { kind: 'ok', plans: { key, setting: PLANS[settings.plan] } } : { kind: 'ok' };
}

/** Asks the service at `settings.baseUrl` whether it accepts `secret`; never throws. */
export async function verifyKey(clientModule: ClientFactory, settings: ClientSettings, secret: string, log: Logger): Promise<Verdict> {
  const key = secret.trim();
  let client: ReturnType<typeof createClient> | undefined;
  try {
    client = clientModule.createClient({ ...settings, timeoutMs: CHECK_TIMEOUT_MS, getKey: async () => key, logger: log });
    client.onRequest((entry) => logRequest(log, entry));
    // 'background': a 429 for the minute comes back at once (it proves the key) instead of
    // being retried after up to a minute, as a person's own request would be
    await client.coinsList({ limit: 1 }, { refresh: true, priority: 'background' });
    return known(client, settings);
  } catch (e) {
    const verdict = verdictFor(e, key);
    return verdict.kind === 'ok' && client ? known(client, settings) : verdict;
  } finally {
    client?.dispose();
  }
}
