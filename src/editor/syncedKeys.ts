// The globalState keys that follow the person to their other machines with Settings Sync. One
// list for every feature: `setKeysForSync` replaces the list each time it is called, so the
// extension calls it once, with all of them (extension.ts). Rule states and the election's lease
// are about this machine and stay here.
export const WATCHLIST_KEY = 'socialPulse.watchlist';
export const ALERT_RULES_KEY = 'socialPulse.alerts.rules';
export const ALERT_HISTORY_KEY = 'socialPulse.alerts.history';

export const SYNCED_KEYS: readonly string[] = [WATCHLIST_KEY, ALERT_RULES_KEY, ALERT_HISTORY_KEY];
