// The sections of one page: each load cancels the one before it, the last load of each is kept
// for Retry and Refresh, and what each section has reached (loading, data, error, drawn) is
// recorded for the test hook. No `vscode` here: the host passes what it needs.
import type { Logger, Priority, SocialClient } from '../../service/api/service';
import { toErrorInfo } from '../errorPolicy';
import type { AnswerMeta, ErrorInfo, HostMessage, LoadMessage, SectionData } from '../../shared/protocol/messages';
import type { SectionId } from '../../shared/protocol/views';
import type { SectionRun, WebviewProvider } from './provider';
import { isIncompleteLoad } from '../../shared/queries/incomplete';

export type SectionStatus = 'loading' | 'data' | 'error';

export interface SectionsDeps {
  provider: WebviewProvider;
  /** The panel's own cancellation: aborted when it closes. */
  closed: AbortSignal;
  log: Logger;
  /** Key of the panel in log lines. */
  name: string;
  client(signal: AbortSignal): Promise<SocialClient>;
  /** Whether a key or the demo is set: an unauthorized error then offers to manage keys, not set one. */
  hasKey(): boolean;
  post(message: HostMessage): void;
  /** The page is on screen (a hidden page's requests wait behind the visible ones'). */
  visible(): boolean;
}

export class Sections {
  private readonly aborts = new Map<SectionId, AbortController>();
  private readonly lastLoad = new Map<SectionId, LoadMessage>();
  private readonly status = new Map<SectionId, SectionStatus>();
  private readonly drawn = new Set<SectionId>();
  /** Sections the webview reports on screen; until it does, all count as on screen. */
  private onScreen?: ReadonlySet<SectionId>;

  constructor(private readonly deps: SectionsDeps) {}

  /** A new page (the webview said `ready`): nothing is drawn on it yet. */
  reset(): void {
    this.drawn.clear();
    this.onScreen = undefined;
  }

  setOnScreen(sections: readonly SectionId[]): void {
    this.onScreen = new Set(sections);
  }

  rendered(section: SectionId, error: string | undefined): void {
    if (error === undefined) this.drawn.add(section);
    else {
      this.drawn.delete(section);
      this.deps.log.warn(`${this.deps.name} could not draw ${section}: ${error}`);
    }
  }

  statusOf(): Partial<Record<SectionId, SectionStatus>> {
    return Object.fromEntries(this.status);
  }

  renderedSections(): SectionId[] {
    return [...this.drawn];
  }

  retry(section: SectionId): Promise<ErrorInfo | undefined> {
    const last = this.lastLoad.get(section);
    return last ? this.load(last, false) : Promise.resolve(undefined);
  }

  /** Cancels every load under way: what it would still send is of a data source gone. */
  cancelAll(): void {
    for (const abort of this.aborts.values()) abort.abort();
  }

  /** Every section loaded so far, again; the errors among them. */
  async reloadAll(refresh: boolean): Promise<ErrorInfo[]> {
    const errors = await Promise.all([...this.lastLoad.values()].map((m) => this.load(m, refresh)));
    return errors.filter((e): e is ErrorInfo => e !== undefined);
  }

  /** Loads a section; a failure is shown in the section and returned, a cancellation is neither. */
  async load(m: LoadMessage, refresh: boolean): Promise<ErrorInfo | undefined> {
    const { section } = m;
    this.lastLoad.set(section, m);
    // the last load's signal stays live until this one: what it still sends after it has returned
    // (an NFT quote's currency) is dropped once a reload or a retry has begun
    this.aborts.get(section)?.abort();
    const abort = new AbortController();
    this.aborts.set(section, abort);
    const signal = AbortSignal.any([this.deps.closed, abort.signal]);
    this.status.set(section, 'loading');
    this.drawn.delete(section);
    this.deps.post({ type: 'state', section, state: 'loading' });
    try {
      const client = await this.deps.client(signal);
      await this.deps.provider.load(m, this.run(client, section, refresh, signal));
      return undefined;
    } catch (e) {
      if (signal.aborted) return undefined;
      // a market table's later page: the rows shown (and held for the exports) stay, the rest failed
      const incomplete = isIncompleteLoad(e);
      const cause = incomplete ? e.cause : e;
      const error = toErrorInfo(cause, this.deps.hasKey());
      if (error.kind === 'internal') this.deps.log.error(`${this.deps.name} ${section}: ${cause instanceof Error ? cause.stack ?? cause.message : String(cause)}`);
      else this.deps.log.info(`${this.deps.name} ${section}${incomplete ? ' (incomplete)' : ''}: ${error.kind}: ${error.message}`);
      this.status.set(section, 'error');
      if (incomplete) {
        this.deps.post({ type: 'error', section, error, incomplete });
      } else {
        this.deps.provider.failed?.(section);
        this.deps.post({ type: 'error', section, error });
      }
      return error;
    }
  }

  private run(client: SocialClient, section: SectionId, refresh: boolean, signal: AbortSignal): SectionRun {
    return {
      client,
      refresh,
      signal,
      priority: () => this.priorityOf(section),
      emit: (s, data, meta) => {
        if (!signal.aborted) this.receive(s, data, meta);
      },
      progress: (progress) => {
        if (!signal.aborted) this.deps.post({ type: 'state', section, state: 'loading', progress });
      },
    };
  }

  private priorityOf(section: SectionId): Priority {
    if (this.deps.closed.aborted || !this.deps.visible()) return 'offscreen';
    return !this.onScreen || this.onScreen.has(section) ? 'view' : 'offscreen';
  }

  private receive<S extends SectionId>(section: S, data: SectionData[S], meta: AnswerMeta): void {
    this.deps.provider.received?.(section, data, meta);
    this.status.set(section, 'data');
    this.deps.post({ type: 'data', section, data, meta } as HostMessage);
  }
}
