// "Test Connection": one cheap request through the shared client (it bypasses the cache, so it
// counts), reported as how long it took or what went wrong.
import { isServiceError, type AddressSetting, type ServiceErrorKind } from '../../service/api/errors';
import { errorText } from '../../service/log';
import type { ConnectionApi } from './types';

export type ConnectionCheck =
  | { ok: true; ms: number; address: string }
  /** `setting`: the address setting to correct, when the address is what is wrong. */
  | { ok: false; kind?: ServiceErrorKind; message: string; setting?: AddressSetting };

export async function checkConnection(connection: ConnectionApi, signal?: AbortSignal): Promise<ConnectionCheck> {
  const started = Date.now();
  try {
    const client = await connection.client(signal);
    await client.coinsList({ limit: 1 }, { refresh: true, signal });
    return { ok: true, ms: Date.now() - started, address: connection.address() };
  } catch (e) {
    const kind = isServiceError(e) ? e.kind : undefined;
    const setting = isServiceError(e) ? e.setting : undefined;
    return { ok: false, kind, message: errorText(e), ...(setting ? { setting } : {}) };
  }
}
