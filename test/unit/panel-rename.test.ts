// A saved search renamed while its panel is open: the panel's Rename…, Priority… and Delete… send
// the search by its new name (the box is filled with it), not the name it was opened with. The
// panels run on VS Code: here on a stand-in of the `vscode` module that records the commands run,
// loaded for this file alone and forgotten after it.
import * as assert from 'node:assert/strict';
import Module from 'node:module';
import type { ItemRef } from '../../src/shared/items';
import type { ItemAction } from '../../src/shared/protocol/people';

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };

/** Anything read of it is itself, called or constructed too; `commands.executeCommand` records. */
function standIn(ran: [string, unknown[]][]): unknown {
  const commands = { executeCommand: async (id: string, ...args: unknown[]) => { ran.push([id, args]); } };
  const self: unknown = new Proxy(function standIn() { /* a stand-in */ }, {
    get: (_t, k) => {
      if (k === 'commands') return commands;
      if (k === 'then') return undefined;
      if (k === Symbol.toPrimitive) return () => 'stand-in';
      if (k === Symbol.iterator) return function* none() { /* empty */ };
      return self;
    },
    apply: () => self,
    construct: () => self as object,
  });
  return self;
}

describe('panels: a saved search renamed while its panel is open', () => {
  const ran: [string, unknown[]][] = [];
  const resolve = loader._resolveFilename;
  let cached: Set<string>;

  before(() => {
    cached = new Set(Object.keys(require.cache));
    loader._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]): string {
      return request === 'vscode' ? 'vscode' : resolve.call(this, request, ...rest);
    };
    require.cache.vscode = { id: 'vscode', filename: 'vscode', loaded: true, exports: standIn(ran) } as NodeJS.Module;
  });

  after(() => {
    loader._resolveFilename = resolve;
    for (const key of Object.keys(require.cache)) if (!cached.has(key)) delete require.cache[key];
  });

  it('its actions name the search by the name it has now', async () => {
    const { PanelManager } = require('../../src/features/panels/manager') as typeof import('../../src/features/panels/manager');
    const vscode = require.cache.vscode!.exports as never;
    const panels = new PanelManager(vscode);
    const opened: ItemRef = { kind: 'search', id: 'btc-1', title: 'BTC' };
    panels.restore('search', vscode, { v: 1, view: 'search', ref: opened });
    const open = (panels as unknown as { panels: { values(): { item: { requests: { itemAction(m: { action: ItemAction }): Promise<void> } } }[] } }).panels.values();
    assert.equal(open.length, 1, 'the panel is open');

    panels.reload({ kind: 'search', id: 'btc-1', title: 'BTC watch' });
    for (const action of ['renameSearch', 'searchPriority', 'deleteSearch'] as const) await open[0]!.item.requests.itemAction({ action });
    assert.deepEqual(ran.map(([id, [ref]]) => [id, (ref as ItemRef).title]), [
      ['socialPulse.renameSearch', 'BTC watch'], ['socialPulse.setSearchPriority', 'BTC watch'], ['socialPulse.deleteSearch', 'BTC watch'],
    ]);
    panels.dispose();
  });
});
