// A CSV report saved or copied goes through the panels' formula guard; what it says is kept.
import * as assert from 'node:assert/strict';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { parseCsv } from '../../src/shared/protocol/csv';
import { guardedReportCsv } from '../../src/shared/protocol/csv';
import { KEY, get } from './emulator-helpers';

/** A cell a spreadsheet would run as a formula. */
const FORMULA = /^[=+\-@\t\r]/;

describe('reports: CSV written out', () => {
  it('defuses formula cells, keeps numbers, quotes and line breaks', () => {
    const text = '\ufeffname,change,note\r\n"=HYPERLINK(""http://evil.example"",""x"")",-3.5,"a, ""quoted""\nline"\r\n+cmd|\' /C calc\'!A0,12,@SUM(A1)\r\n-x,-0,\tlead\r\n';
    const out = guardedReportCsv(text);
    assert.deepEqual(parseCsv(out), [
      ['name', 'change', 'note'],
      ['\'=HYPERLINK("http://evil.example","x")', '-3.5', 'a, "quoted"\nline'],
      ['\'+cmd|\' /C calc\'!A0', '12', '\'@SUM(A1)'],
      ['\'-x', '\'-0', '\'\tlead'],
    ]);
    for (const cell of parseCsv(out).flat()) {
      if (FORMULA.test(cell)) assert.ok(Number.isFinite(Number(cell)), `formula cell ${JSON.stringify(cell)}`);
    }
  });

  it('keeps a cell that reads "NaN" or "Infinity" as the text it is (it came out empty)', () => {
    assert.deepEqual(parseCsv(guardedReportCsv('a,b,c\r\nNaN,Infinity,12\r\n')), [['a', 'b', 'c'], ['NaN', 'Infinity', '12']]);
  });

  it('guards the header too and writes nothing for an empty report', () => {
    assert.equal(guardedReportCsv('=1+1,b\r\n'), '\'=1+1,b\r\n');
    assert.equal(guardedReportCsv(''), '');
  });

  describe('from the hostile emulator', () => {
    let emulator: Emulator;
    before(async () => { emulator = await startEmulator({ hostile: true, keys: { [KEY]: 'builder' } }); });
    after(() => emulator.close());

    it('keeps every cell of topic and creator reports that is not a formula', async () => {
      const creator = emulator.data.creators[0]!;
      for (const path of ['/topic/bitcoin', `/creator/${creator.network.name}/${encodeURIComponent(creator.id)}`]) {
        const res = await get(`${emulator.markdownUrl}${path}?format=csv`);
        assert.equal(res.status, 200, res.text);
        const sent = parseCsv(res.text);
        const written = parseCsv(guardedReportCsv(res.text));
        assert.ok(sent.length > 1);
        assert.equal(written.length, sent.length);
        sent.forEach((row, r) => row.forEach((cell, c) => {
          const expected = FORMULA.test(cell) && String(Number(cell)) !== cell ? `'${cell}` : cell;
          assert.equal(written[r]![c], expected);
        }));
      }
    });
  });
});
