// One background round of the Watchlist. Visible, the view reloads (and publishes what it read).
// Hidden, it reads the pins only for a surface that shows them without the view (the ticker),
// with the same requests a visible round sends, and checks the alert rules. Nothing else.
import type { BackgroundRound } from '../../editor/background/round';
import type { PinnedRead, WatchlistFigures } from '../../editor/watchlist/figures';
import type { WatchlistStore } from '../../editor/watchlist/store';
import type { SocialClient } from '../../service/api/service';
import type { ItemRef } from '../../shared/items';
import { loadWatchlist } from './watchlist';

export interface WatchlistRoundDeps {
  store: Pick<WatchlistStore, 'items'>;
  figures: Pick<WatchlistFigures, 'wanted'>;
  /** Neither a key nor demo data: nothing can be read. */
  offline(): boolean;
  client(signal: AbortSignal): Promise<SocialClient>;
  /** Where a hidden round's reads go (as the view's loads publish theirs). */
  publish(reads: readonly PinnedRead[], failed: readonly ItemRef[]): void;
  reloadView(): void;
  /** More work for the round (the alert checks). */
  round?: Pick<BackgroundRound, 'wanted' | 'run'>;
  now(): number;
}

export class WatchlistRound {
  private controller = new AbortController();

  constructor(private readonly deps: WatchlistRoundDeps) {}

  /** Whether a round has work while the view is hidden: rules to check, or pins a surface shows. */
  hiddenWork(): boolean {
    return !!this.deps.round?.wanted() || this.pinsWanted();
  }

  /** One round; `view`: the Watchlist is visible. Settles when the hidden reads and the checks are done. */
  run(view: boolean): Promise<unknown> {
    if (view) this.deps.reloadView();
    return Promise.all([!view && this.pinsWanted() ? this.readPins() : undefined, this.deps.round?.run()]);
  }

  /** The connection changed: a read in flight is for the old one and publishes nothing. */
  reset(): void {
    this.controller.abort();
    this.controller = new AbortController();
  }

  /**
   * The connection changed (account, address, plan, demo) and the figures read before were
   * cleared. A visible view reloads by itself; hidden, the pins a surface shows (the ticker) are
   * read again now, not a whole background interval later (or never, with the timer off).
   */
  connectionChanged(viewVisible: boolean): Promise<void> {
    this.reset();
    if (viewVisible || !this.pinsWanted()) return Promise.resolve();
    // a pin that fails is published as failed; a cancelled read (the connection changed again) says nothing
    return this.readPins().catch(() => undefined);
  }

  dispose(): void {
    this.controller.abort();
  }

  private pinsWanted(): boolean {
    return this.deps.figures.wanted && this.deps.store.items().length > 0 && !this.deps.offline();
  }

  private async readPins(): Promise<void> {
    const { signal } = this.controller;
    const client = await this.deps.client(signal);
    const publish = (reads: readonly PinnedRead[], failed: readonly ItemRef[] = []): void => {
      if (!signal.aborted) this.deps.publish(reads, failed);
    };
    await loadWatchlist({ client, options: { signal, priority: 'background' }, now: this.deps.now() }, this.deps.store.items(), { publish });
  }
}
