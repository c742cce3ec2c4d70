// The host of one webview page, whatever it shows: the ready/init handshake, the notices and the
// requests of its webview (each request answered once, by its id, done or with its error), the
// sections' loads, a new page when the connection or the image policy changes, and disposal.
// What the page is about comes from its provider. No runtime `vscode` import: shell.ts wires
// VS Code in, and unit tests drive the host with a stand-in webview.
import type * as vscode from 'vscode';
import type { Logger, SocialClient } from '../../service/api/service';
import type { ConnectionState } from '../connection/types';
import type { ShownZone } from '../../shared/format/zone';
import { toErrorInfo } from '../errorPolicy';
import { errorText } from '../../service/log';
import type {
  ErrorInfo, HostMessage, InitMessage, ReplyMessage, RequestEnvelope, WebviewNotice, WebviewRequest,
} from '../../shared/protocol/messages';
import { isRequestEnvelope, isWebviewNotice } from '../../shared/protocol/requests';
import { VIEW_SECTIONS, type SectionId } from '../../shared/protocol/views';
import type { WebviewProvider } from './provider';
import { Sections, type SectionStatus } from './sections';

/** The part of a `vscode.WebviewPanel` the host uses. */
export interface HostPanel {
  readonly webview: {
    postMessage(message: unknown): Thenable<boolean>;
    readonly onDidReceiveMessage: vscode.Event<unknown>;
  };
  readonly visible: boolean;
  readonly onDidDispose: vscode.Event<void>;
  dispose(): void;
}

export interface HostDeps {
  /** Lines name the panel by this, e.g. "panels: topic|bitcoin". */
  name: string;
  log: Logger;
  connection: {
    readonly state: Pick<ConnectionState, 'mode'>;
    readonly onDidChangeState: vscode.Event<unknown>;
    client(signal: AbortSignal): Promise<SocialClient>;
  };
  /** Writes the page anew (a new nonce; remote images allowed or not). */
  showShell(remoteImages: boolean): void;
  /** Whether the page may show remote images, and its changes; a page without images has none. */
  remoteImages?: { readonly current: boolean; readonly onDidChange: vscode.Event<boolean> };
  /** `socialPulse.timeZone` as the host resolved it, and its changes: the page is built anew in the new zone. */
  timeZone?: { readonly current: ShownZone; readonly onDidChange: vscode.Event<ShownZone> };
  /** Tells the person a request of theirs failed (a notification). */
  reportFailure(message: string): void;
}

/** A request the page may not make (a section of another view, an action its provider lacks): answered, not shown. */
class Refused extends Error {}

/** What a page asked the host for and reported drawn, counted (the panels' test snapshot reads it). */
export interface PageTraffic {
  /** Sections asked for (`load`). */
  asked: number;
  /** Sections reported drawn (`rendered`). */
  drawn: number;
}

export class WebviewHost implements vscode.Disposable {
  private readonly closed = new AbortController();
  private readonly counted: PageTraffic = { asked: 0, drawn: 0 };
  private readonly subscriptions: vscode.Disposable[] = [];
  private readonly sections: Sections;
  private remoteImages: boolean;
  /** Counts the connection's changes: the page's data source (a new one clears the page). */
  private source = 0;
  private timeZone: ShownZone;

  constructor(private readonly panel: HostPanel, readonly provider: WebviewProvider, private readonly deps: HostDeps) {
    this.sections = new Sections({
      provider,
      closed: this.closed.signal,
      log: deps.log,
      name: deps.name,
      client: (signal) => deps.connection.client(signal),
      hasKey: () => deps.connection.state.mode !== 'none',
      post: (m) => this.post(m),
      visible: () => panel.visible,
    });
    this.remoteImages = deps.remoteImages?.current ?? false;
    this.timeZone = deps.timeZone?.current ?? 'utc';
    deps.showShell(this.remoteImages);
    this.subscriptions.push(
      panel.webview.onDidReceiveMessage((m: unknown) => this.receive(m)),
      panel.onDidDispose(() => this.dispose()),
      // a new key, plan or demo mode changes what every section shows, and the demo badge: the
      // init of a new source makes the page drop every figure of the old one and build itself
      // anew, and the page built asks for every section itself (webview/main.ts): the host does
      // not load them as well, or each would be asked twice. A hidden page is not told: its
      // webview is gone (retainContextWhenHidden is off) and the one built when it is shown
      // again says `ready` and asks likewise. Either way the old source's loads stop and the
      // provider drops its answers (the exports').
      deps.connection.onDidChangeState(() => {
        this.source++;
        this.sections.cancelAll();
        provider.sourceChanged?.();
        if (panel.visible) this.post(this.init());
      }),
    );
    const zone = deps.timeZone;
    if (zone) {
      // every time on the page is written in the zone: the page builds itself anew in the other
      // zone from what it was sent, asking for nothing (webview/main.ts)
      this.subscriptions.push(zone.onDidChange((next) => {
        if (next === this.timeZone) return;
        this.timeZone = next;
        if (panel.visible) this.post(this.init());
      }));
    }
    const images = deps.remoteImages;
    if (images) {
      // the policy changes with the setting, so the page is built again; it says `ready` and
      // asks for its sections, which the cache answers
      this.subscriptions.push(images.onDidChange((allowed) => {
        if (allowed === this.remoteImages) return;
        this.remoteImages = allowed;
        deps.showShell(allowed);
      }));
    }
  }

  get disposed(): boolean {
    return this.closed.signal.aborted;
  }

  /** Every section loaded so far, again (its item changed at the service); a hidden page asks when shown. */
  reload(): void {
    if (this.panel.visible) void this.sections.reloadAll(false);
  }

  sectionStatus(): Partial<Record<SectionId, SectionStatus>> {
    return this.sections.statusOf();
  }

  /** Sections the webview reports as drawn since their last load. */
  rendered(): SectionId[] {
    return this.sections.renderedSections();
  }

  /** The sections the page asked for and the draws it reported, since it opened. */
  traffic(): PageTraffic {
    return { ...this.counted };
  }

  dispose(): void {
    if (this.closed.signal.aborted) return;
    this.closed.abort();
    for (const s of this.subscriptions) s.dispose();
    this.panel.dispose();
  }

  private post(message: HostMessage | ReplyMessage): void {
    if (this.closed.signal.aborted) return;
    // a hidden webview (retainContextWhenHidden is off) drops messages; it asks again when shown
    void this.panel.webview.postMessage(message).then(undefined, () => undefined);
  }

  private init(): InitMessage {
    const { ref, subjects, rule, kept } = this.provider.initial();
    const init: InitMessage = {
      type: 'init', view: this.provider.view, ref, demo: this.deps.connection.state.mode === 'demo', remoteImages: this.remoteImages,
      source: this.source, timeZone: this.timeZone,
    };
    if (subjects) init.subjects = subjects;
    if (rule !== undefined) init.rule = rule;
    if (kept) init.kept = kept;
    return init;
  }

  private receive(raw: unknown): void {
    if (isWebviewNotice(raw)) this.notice(raw);
    else if (isRequestEnvelope(raw)) void this.answer(raw);
    else this.deps.log.warn(`${this.deps.name}: ignored a malformed message from the ${this.provider.view} panel`);
  }

  private notice(m: WebviewNotice): void {
    switch (m.type) {
      case 'ready':
        this.sections.reset();
        return this.post(this.init());
      case 'visible':
        return this.sections.setOnScreen(m.sections);
      case 'rendered':
        this.counted.drawn++;
        return this.sections.rendered(m.section, m.error);
    }
  }

  private async answer({ id, request }: RequestEnvelope): Promise<void> {
    let error: ErrorInfo | undefined;
    try {
      error = await this.handle(request);
    } catch (e) {
      if (e instanceof Refused) {
        this.deps.log.warn(`${this.deps.name}: ${e.message}`);
        error = { kind: 'invalid-input', message: e.message };
      } else {
        this.deps.log.error(`${this.deps.name}: ${request.type} failed: ${errorText(e)}`);
        error = toErrorInfo(e, this.deps.connection.state.mode !== 'none');
        this.deps.reportFailure(error.message);
      }
    }
    this.post(error ? { type: 'reply', id, ok: false, error } : { type: 'reply', id, ok: true });
  }

  /** Runs a request; a section's failure is already on the page and comes back as the answer. */
  private async handle(m: WebviewRequest): Promise<ErrorInfo | undefined> {
    switch (m.type) {
      case 'load':
        this.counted.asked++;
        if (!VIEW_SECTIONS[this.provider.view].includes(m.section)) throw new Refused(`the ${this.provider.view} panel has no section ${m.section}`);
        return this.sections.load(m, false);
      case 'retry':
        return this.sections.retry(m.section);
      case 'refresh':
        return (await this.sections.reloadAll(true))[0];
      default: {
        // the handler of this very type: TypeScript cannot pair a union's member with its handler
        const handler = this.provider.requests[m.type] as ((r: typeof m) => Promise<void> | void) | undefined;
        if (!handler) throw new Refused(`the ${this.provider.view} panel has no ${m.type}`);
        await handler(m);
        return undefined;
      }
    }
  }
}
