// The ids of the commands one feature runs of another's. Declared here, on a floor, so that such a
// call is an import the fence sees: lint refuses a feature's command id written as a string
// outside that feature (scripts/lint-floors.mjs, floors/commands). The owner registers the same id.
/** src/panels: opens a subject's panel. */
export const OPEN_ITEM = 'socialPulse.openItem';
/** src/alerts: the new alert wizard, a subject and a prefill optional. */
export const ADD_ALERT = 'socialPulse.addAlert';
/** src/trees: pins a subject to the Watchlist; answers whether it was added. */
export const PIN = 'socialPulse.pin';
/** src/commands: shows the extension's log. */
export const SHOW_LOG = 'socialPulse.showLog';
/** src/commands: turns demo data on or off. */
export const TOGGLE_DEMO = 'socialPulse.toggleDemo';
