// What a tool runs with: the shared client and the editor's state, seen through pure types, and
// the meter that counts what its answers cost and how old they are (run.ts's footer says it). Pure.
import { isServiceError, ServiceError } from '../../../../service/api/errors';
import type { Plan } from '../../../../service/api/plans';
import type { Priority, QuotaStatus, RequestOptions, SocialApi } from '../../../../service/api/service';
import type { Answer } from '../../../../service/api/types';
import * as l10n from '../../../../shared/format/l10n';
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
  /** The name the service did not know, when a call of several names failed on one of them. */
  missing?: string;

  constructor(readonly env: ToolEnv, private readonly signal: AbortSignal | undefined, private readonly priority: Priority) {}

  get options(): RequestOptions {
    return { signal: this.signal, priority: this.priority };
  }

  /** `name`: what the answer is about, when a call asks about several (a not-found then names it). */
  async take<A extends Answer<unknown>>(pending: Promise<A>, name?: string): Promise<A> {
    const a = await this.spending(pending, name);
    this.count({ ...a, fromCache: a.source === 'cache', ...(a.staleError ? { staleReason: errorMessage(a.staleError) } : {}) });
    return a;
  }

  async report(pending: Promise<FetchedReport>): Promise<FetchedReport> {
    const r = await this.spending(pending);
    this.count({ ...r.meta, url: r.data.sourceUrl, requests: r.requests });
    return r;
  }

  /** A failure says what it spent too. */
  private async spending<T>(pending: Promise<T>, name?: string): Promise<T> {
    try {
      return await pending;
    } catch (e) {
      if (isServiceError(e)) this.requests += e.requests;
      if (name === undefined || !isServiceError(e) || e.kind !== 'not-found') throw e;
      this.missing = name;
      throw new ServiceError('not-found', l10n.t('Nothing found for "{0}": check the name.', name), {
        status: e.status, serviceMessage: e.serviceMessage, path: e.path, requests: e.requests, cause: e,
      });
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
