// The trending items a picker offers, asked once it opens (the Open… pickers and Compare…'s).
import { errorMessage, isCancellation } from '../errorPolicy';
import type { Services } from '../services';
import { trendingPicks, type LookupKind, type LookupPick } from './lookupModel';

export interface Trending {
  picks: LookupPick[];
  /** Why there are none, when asking failed (not when it was cancelled). */
  problem?: string;
}

export async function loadTrending(services: Services, kind: LookupKind, signal: AbortSignal): Promise<Trending> {
  try {
    const client = await services.connection.client(signal);
    return { picks: await trendingPicks(kind, client, { signal }) };
  } catch (error) {
    return isCancellation(error) ? { picks: [] } : { picks: [], problem: errorMessage(error) };
  }
}
