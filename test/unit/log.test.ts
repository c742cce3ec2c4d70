import * as assert from 'node:assert/strict';
import type { Logger, RequestLogEntry } from '../../src/service/api/service';
import { componentLogger, errorText, formatRequest, logRequest } from '../../src/service/log';

function recorder(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const at = (level: string) => (m: string): void => { lines.push(`${level} ${m}`); };
  return { lines, trace: at('trace'), debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

const entry: RequestLogEntry = { operation: 'topic', path: '/api4/public/topic/bitcoin/v1', outcome: 'network', status: 200, ms: 84.4 };

describe('log', () => {
  it('prefixes the component', () => {
    const r = recorder();
    componentLogger(r, 'keys').info('Key "Work" added.');
    assert.deepEqual(r.lines, ['info [keys] Key "Work" added.']);
  });

  it('writes a request as operation, path, status, time and outcome with the note', () => {
    assert.equal(formatRequest(entry), 'topic GET /api4/public/topic/bitcoin/v1 → 200 in 84 ms (network)');
    assert.equal(formatRequest({ ...entry, outcome: 'cache', status: undefined, ms: 0, note: 'fresh for 4 min' }),
      'topic GET /api4/public/topic/bitcoin/v1 → no answer in 0 ms (cache): fresh for 4 min');
  });

  it('logs failures and stale answers as warnings and cache hits as debug', () => {
    const r = recorder();
    logRequest(r, entry);
    logRequest(r, { ...entry, status: 401 });
    logRequest(r, { ...entry, status: undefined });
    logRequest(r, { ...entry, outcome: 'stale' });
    logRequest(r, { ...entry, outcome: 'cache' });
    logRequest(r, { ...entry, outcome: 'shared' });
    assert.deepEqual(r.lines.map((l) => l.split(' ')[0]), ['info', 'warn', 'warn', 'warn', 'debug', 'debug']);
  });

  it('reads a message from anything thrown, never "[object Object]"', () => {
    assert.equal(errorText(new TypeError('x is undefined')), 'x is undefined');
    assert.equal(errorText('plain text'), 'plain text');
    for (const odd of [{ code: 1 }, undefined, null, 42]) assert.equal(errorText(odd), 'unknown error');
  });
});
