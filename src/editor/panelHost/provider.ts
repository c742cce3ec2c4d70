// What a panel gives the webview host: its view, the item its page is built for, how its sections
// load and what it does for each request its webview may send. The host does the rest (the
// handshake, the replies, errors, cancellation, the page itself).
import type { Priority, SocialClient } from '../../service/api/service';
import type { ItemRef } from '../../shared/items';
import type { AnswerMeta, ListProgress, LoadMessage, SectionData, WebviewRequest } from '../../shared/protocol/messages';
import type { KeptChoices, SectionId, ViewKind } from '../../shared/protocol/views';

/** One load of one section, as the host runs it: cancelled when superseded or when the panel closes. */
export interface SectionRun {
  client: SocialClient;
  /** Refresh asked for: past the client's cache. */
  refresh: boolean;
  signal: AbortSignal;
  /** Read again while the requests wait for quota: a section scrolled into view moves ahead. */
  priority(): Priority;
  /** An answer (or one page of a list) for the webview; dropped once the run is cancelled. */
  emit<S extends SectionId>(section: S, data: SectionData[S], meta: AnswerMeta): void;
  /** How far a market table's pages are ("3,000 of 6,700 coins loaded…", as the page words it). */
  progress(progress: ListProgress): void;
}

export type RequestOf<T extends WebviewRequest['type']> = Extract<WebviewRequest, { type: T }>;

/** Load, retry and refresh are the host's own; any other request a provider has no handler for is refused. */
export type RequestHandlers = {
  [T in Exclude<WebviewRequest['type'], 'load' | 'retry' | 'refresh'>]?: (request: RequestOf<T>) => Promise<void> | void;
};

export interface WebviewProvider {
  readonly view: ViewKind;
  /** What the init message names: the item, a comparison's subjects, a backtest's rule, the choices last made in a panel of its kind. */
  initial(): { ref: ItemRef; subjects?: ItemRef[]; rule?: string; kept?: KeptChoices };
  /** Loads one of the view's sections, emitting its answers through `run`. */
  load(message: LoadMessage, run: SectionRun): Promise<void>;
  /** Each answer before it is posted: the provider's copy for exports, a title from the data. */
  received?<S extends SectionId>(section: S, data: SectionData[S], meta: AnswerMeta): void;
  /** A section's load failed: the page shows the error, so the provider's copy of it goes too. */
  failed?(section: SectionId): void;
  /** The connection changed (a key, a plan, demo mode): no answer held so far is what the page will show. */
  sourceChanged?(): void;
  readonly requests: RequestHandlers;
}
