// The trending items a picker offers, asked once it opens (the Open… pickers and Compare…'s), and
// the life of such a picker: shown, accepted or closed, its request cancelled when it closes.
import type * as vscode from 'vscode';
import { errorMessage, isCancellation } from '../errorPolicy';
import type { Services } from '../services';
import { trendingPicks, type LookupKind, type LookupPick } from './core/lookupModel';

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

export interface TrendingPicker<R> {
  /** Draws the items from the typed text and the trending items come so far (none until loaded). */
  render(trending: Trending): void;
  /**
   * What Enter takes, or undefined to keep the picker open (an invalid name, too few selected, a
   * name the service said it does not have). `signal` aborts when the picker closes.
   */
  accept(signal: AbortSignal): R | undefined | Promise<R | undefined>;
}

/**
 * Shows `qp` and asks for the trending items once it is open; settles with what is accepted, or
 * undefined when it is closed. Closing it cancels the request for the trending items.
 */
export function runTrendingPicker<I extends vscode.QuickPickItem, R>(services: Services, kind: LookupKind, qp: vscode.QuickPick<I>, picker: TrendingPicker<R>): Promise<R | undefined> {
  return new Promise((resolve) => {
    const controller = new AbortController();
    let trending: Trending | undefined;
    let accepting = false;
    let done = false;
    const render = (): void => picker.render(trending ?? { picks: [] });
    const showBusy = (): void => {
      qp.busy = !trending || accepting;
    };
    qp.onDidChangeValue(render);
    qp.onDidAccept(async () => {
      // Enter pressed again while the typed name is being asked about
      if (accepting) return;
      accepting = true;
      showBusy();
      try {
        const accepted = await picker.accept(controller.signal);
        if (accepted === undefined || controller.signal.aborted) return;
        done = true;
        resolve(accepted);
        qp.hide();
      } finally {
        accepting = false;
        if (!done && !controller.signal.aborted) showBusy();
      }
    });
    qp.onDidHide(() => {
      controller.abort();
      if (!done) resolve(undefined);
      qp.dispose();
    });
    render();
    showBusy();
    qp.show();
    void loadTrending(services, kind, controller.signal).then((got) => {
      if (controller.signal.aborted) return;
      trending = got;
      showBusy();
      render();
    });
  });
}
