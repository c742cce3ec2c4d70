// The ticker and its one command, Social Pulse: Toggle Ticker (bound to a key in package.json).
// Registered at activation: it only listens until the Watchlist has read some figures.
import * as l10n from '../../shared/format/l10n';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';
import type { Services } from '../../editor/services';
import { tNotice } from '../../editor/sinks/neutral';
import { showInfo } from '../../editor/sinks/notify';
import type { WatchlistFigures } from '../../editor/watchlist/figures';
import type { WatchlistStore } from '../../editor/watchlist/store';
import { Ticker } from './ticker';

export function registerTicker(services: Services, store: WatchlistStore, figures: WatchlistFigures): void {
  const ticker = new Ticker({ store, figures, state: services.context.globalState, log: services.log, isDemo: () => services.connection.state.mode === 'demo' });
  services.context.subscriptions.push(
    ticker,
    register(COMMANDS.toggleTicker, async () => {
      const shown = await ticker.toggle();
      if (shown && !ticker.entries.length) {
        const because = ticker.emptyBecause;
        void showInfo(because ? tNotice(l10n.t('Social Pulse: {0}'), because)
          : tNotice(l10n.t('The ticker shows your Watchlist\'s pins once the Watchlist has read their figures: pin a coin, stock or topic and open the Watchlist.')));
      }
      return shown;
    }),
  );
}
