// What the Watchlist's loads read for each pin, kept for the surfaces that show the pins without
// asking the service themselves (the status bar's ticker). The Watchlist publishes here after
// each load (src/features/trees/watchlist.ts); a reader subscribes to onDidChange, and says it
// reads (addReader), so the background round reads the pins for it while the Watchlist is hidden.
// Pure: no `vscode`.
import { Emitter } from '../../service/api/events';
import type { OperationId } from '../../service/api/operations';
import type { AssetFigures, CategorySummary, TopicSummary } from '../../service/api/types';
import type { Nft } from '../../service/api/types-market';
import { itemKey, type ItemRef } from '../../shared/items';

export type PinnedData =
  | { kind: 'coin' | 'stock'; asset: AssetFigures }
  | { kind: 'topic'; summary: TopicSummary }
  | { kind: 'category'; summary: CategorySummary }
  | { kind: 'nft'; nft: Nft };

/** One pin's figures as the Watchlist read them. */
export interface PinnedRead {
  ref: ItemRef;
  data: PinnedData;
  /** The answer they were read from, and when the service generated it (unix seconds). */
  op: OperationId;
  generated: number;
  /** The Watchlist's last load could not read it: these are the figures read before. */
  stale?: true;
}

export class WatchlistFigures {
  private readonly latest = new Map<string, PinnedRead>();
  /** Pins the last load could not read (their last figures are kept, and said to be old). */
  private readonly failing = new Set<string>();
  private readonly changed = new Emitter<void>();
  readonly onDidChange = this.changed.event;
  private readers = 0;

  /** A surface shows these figures now; dispose when it no longer does. */
  addReader(): { dispose(): void } {
    this.readers++;
    let done = false;
    return {
      dispose: () => {
        if (!done) this.readers--;
        done = true;
      },
    };
  }

  /** Whether any surface shows these figures now. */
  get wanted(): boolean {
    return this.readers > 0;
  }

  /** The figures a load read, and the pins it could not read (which keep their last figures, marked stale). */
  publish(reads: readonly PinnedRead[], failed: readonly ItemRef[] = []): void {
    if (!reads.length && !failed.length) return;
    for (const read of reads) {
      this.latest.set(itemKey(read.ref), read);
      this.failing.delete(itemKey(read.ref));
    }
    for (const ref of failed) this.failing.add(itemKey(ref));
    this.changed.fire();
  }

  get(ref: ItemRef): PinnedRead | undefined {
    const read = this.latest.get(itemKey(ref));
    return read && this.failing.has(itemKey(ref)) ? { ...read, stale: true } : read;
  }

  /** The connection changed (demo, key, plan): figures read before no longer apply. */
  clear(): void {
    if (!this.latest.size && !this.failing.size) return;
    this.latest.clear();
    this.failing.clear();
    this.changed.fire();
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/** The id the service answered each market pin's figures with (a symbol or a slug pin's item id). */
export function answeredIds(reads: readonly PinnedRead[]): { ref: ItemRef; id: string }[] {
  return reads.flatMap(({ ref, data }) => {
    const id = data.kind === 'nft' ? data.nft.id : data.kind === 'coin' || data.kind === 'stock' ? data.asset.id : undefined;
    return id === undefined || String(id).trim() === '' ? [] : [{ ref, id: String(id).trim() }];
  });
}
