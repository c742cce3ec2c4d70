// A saved search renamed while its panel is open: the panel's Rename…, Priority… and Delete… send
// the search by its new name (the box is filled with it), not the name it was opened with. The
// panels run on VS Code: here on the shared stand-in of the `vscode` module (vscode-stand-in.ts),
// its executeCommand recording the commands run.
import * as assert from 'node:assert/strict';
import type { ItemRef } from '../../src/shared/items';
import type { ItemAction } from '../../src/shared/protocol/people';
import type * as PanelManagerModule from '../../src/features/panels/manager';
import { useVscodeStandIn } from './vscode-stand-in';

describe('panels: a saved search renamed while its panel is open', () => {
  const ran: [string, unknown[]][] = [];
  const standIn = useVscodeStandIn({ commands: { executeCommand: async (id: string, ...args: unknown[]) => { ran.push([id, args]); } } });

  it('its actions name the search by the name it has now', async () => {
    const { PanelManager } = standIn.load<typeof PanelManagerModule>('../../src/features/panels/manager');
    const vscode = standIn.vscode as never;
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
