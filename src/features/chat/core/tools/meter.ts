// What a tool runs with: the shared client and the editor's state, seen through pure types, and
// the meter that counts what its answers cost and how old they are (run.ts's footer says it). Pure.
import { isServiceError } from '../../../../service/api/errors';
import type { Plan } from '../../../../service/api/plans';
import type { Priority, QuotaStatus, RequestOptions, SocialApi } from '../../../../service/api/service';
import type { Answer } from '../../../../service/api/types';
import { errorMessage } from '../../../../shared/queries/errorWords';
import { UNREACHABLE } from '../../../../shared/queries/freshness';
import type { FetchedReport } from '../../../../shared/queries/report';

export interface ToolClient extends SocialApi {
  quota(): QuotaStatus;
}

/** What the tools need from the editor: the shared connection, seen through pure types. */
export interface ToolEnv {
  /** The one shared client (rejects with an 'unauthorized' ServiceError without key or demo). */
  client(signal?: AbortSignal): Promise<ToolClient>;
  /** The plan the connection paces and gates by, and whether it runs on demo data. */
  state(): { plan: Plan; mode: 'demo' | 'key' | 'none' };
  now(): number;
}

/** What one answer said of itself, as the meter counts it. */
interface Counted {
  url: string;
  requests: number;
  fromCache: boolean;
  /** unix seconds */
  generated: number;
  stale: boolean;
  staleReason?: string;
}

/** Counts what a call's answers say of themselves: requests spent, answers from the cache, the oldest data, their addresses. */
export class Meter {
  requests = 0;
  fromCache = 0;
  oldest?: number;
  stale: string[] = [];
  readonly sources: string[] = [];

  constructor(readonly env: ToolEnv, private readonly signal: AbortSignal | undefined, private readonly priority: Priority) {}

  get options(): RequestOptions {
    return { signal: this.signal, priority: this.priority };
  }

  async take<A extends Answer<unknown>>(pending: Promise<A>): Promise<A> {
    const a = await this.spending(pending);
    this.count({ ...a, fromCache: a.source === 'cache', ...(a.staleError ? { staleReason: errorMessage(a.staleError) } : {}) });
    return a;
  }

  async report(pending: Promise<FetchedReport>): Promise<FetchedReport> {
    const r = await this.spending(pending);
    this.count({ ...r.meta, url: r.data.sourceUrl, requests: r.requests });
    return r;
  }

  /** A failure says what it spent too. */
  private async spending<T>(pending: Promise<T>): Promise<T> {
    try {
      return await pending;
    } catch (e) {
      if (isServiceError(e)) this.requests += e.requests;
      throw e;
    }
  }

  private count(c: Counted): void {
    this.sources.push(c.url);
    this.requests += c.requests;
    if (c.fromCache && !c.stale) this.fromCache++;
    if (c.stale) this.stale.push(c.staleReason ?? UNREACHABLE);
    this.oldest = Math.min(this.oldest ?? Infinity, c.generated * 1000);
  }
}
