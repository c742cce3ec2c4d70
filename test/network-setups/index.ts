// Mocha entry for the network set-ups that change the editor's machine, run in an editor of their
// own that scripts/run-integration.mjs --network-setups starts with them.
import { runSuitesIn } from '../integration/index';

export function run(): Promise<void> {
  return runSuitesIn(__dirname);
}
