// What Social Pulse's log in a code-server's user data says, read after the server has stopped.
import fs from 'node:fs';
import path from 'node:path';

/** Times (ms since the epoch) of the requests the extension sent, from its log ("… (network)"). */
export function requestTimes(userData) {
  const logs = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === 'Social Pulse.log') logs.push(p);
    }
  };
  walk(path.join(userData, 'logs'));
  return logs.flatMap((f) => fs.readFileSync(f, 'utf8').split('\n'))
    .filter((line) => / GET .* \(network\)/.test(line))
    .map((line) => new Date(line.slice(0, 23).replace(' ', 'T')).getTime());
}
