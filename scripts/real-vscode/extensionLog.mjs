// What Social Pulse's log in a code-server's user data says, read after the server has stopped.
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../test/e2e/lib/secrets.mjs';

/** Times (ms since the epoch) of the requests the extension sent, from its log ("… (network)"). */
export function requestTimes(userData) {
  return filesUnder(path.join(userData, 'logs')).filter((f) => path.basename(f) === 'Social Pulse.log')
    .flatMap((f) => fs.readFileSync(f, 'utf8').split('\n'))
    .filter((line) => / GET .* \(network\)/.test(line))
    .map((line) => new Date(line.slice(0, 23).replace(' ', 'T')).getTime());
}
