// The market panels in the real extension host on the Hobby plan: a coin, a stock and an NFT
// collection opened from `socialPulse.openItem` draw their sections from market data alone and
// no section is refused for the plan (a 402 would show as the section's error). Hobby allows 4 requests a minute: the stock and
// the collection wait for the next minute, as a person's would.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import type { PanelSnapshot } from '../../src/features/panels/panel';
import type { SectionId } from '../../src/shared/protocol/views';
import { activateFresh, type Emulator, emulatorBundle, fakeKey, pointAt, resetCore, setSetting, waitFor } from './coreHelpers';

async function panels(): Promise<PanelSnapshot[]> {
  return (await vscode.commands.executeCommand<PanelSnapshot[]>('socialPulse.test.panels')) ?? [];
}

/** Hobby's quota of 4 a minute can hold a section back for up to a minute. */
async function drawn(key: string, sections: readonly SectionId[]): Promise<PanelSnapshot> {
  return waitFor(`${key} to draw ${sections.join(', ')}`, async () => {
    const p = (await panels()).find((x) => x.key === key);
    if (p && sections.some((s) => p.sections[s] === 'error')) assert.fail(`${key}: ${JSON.stringify(p.sections)}`);
    return p && sections.every((s) => p.sections[s] === 'data' && p.rendered.includes(s)) ? p : undefined;
  }, 100_000);
}

describe('market panels on Hobby', () => {
  let api: SocialPulseApi;
  let emulator: Emulator;

  before(async () => {
    api = await activateFresh();
    const key = fakeKey();
    emulator = await emulatorBundle().startEmulator({ keys: { [key]: 'hobby' } });
    await pointAt(emulator);
    await setSetting('plan', 'hobby');
    await api.keys.add('Hobby', key);
    await waitFor('a key on Hobby', () => api.connection.state.mode === 'key' && api.connection.state.plan.id === 'hobby');
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await resetCore(api);
    await emulator.close();
  });

  it('draws a coin\'s figures, series and meta, and loads the notices of data changes', async function () {
    // the notices wait behind the sections for Hobby's 4 a minute
    this.timeout(220_000);
    const coin = emulator.data.coins[0]!;
    const before = emulator.requests();
    await vscode.commands.executeCommand('socialPulse.openItem', { kind: 'coin', id: String(coin.id), title: coin.name });
    assert.equal((await drawn(`coin:${coin.id}`, ['quote', 'series', 'meta'])).view, 'market');
    await waitFor('the changes notice data', async () => (await panels()).find((x) => x.key === `coin:${coin.id}`)?.sections.changes === 'data', 100_000);
    assert.equal(emulator.requests() - before, 4, 'its three sections and the changes, with no lookup before the panel and no social request');
  });

  it('draws a stock\'s and an NFT collection\'s figures and series', async function () {
    this.timeout(220_000);
    const stock = emulator.data.stocks[0]!;
    await vscode.commands.executeCommand('socialPulse.openItem', { kind: 'stock', id: stock.symbol, title: stock.name });
    await drawn(`stock:${stock.symbol.toLowerCase()}`, ['quote', 'series']);
    // opened after the stock is drawn: a panel hidden behind another draws only when shown again
    const nft = emulator.data.nfts[0]!;
    await vscode.commands.executeCommand('socialPulse.openItem', { kind: 'nft', id: String(nft.id), title: nft.name });
    await drawn(`nft:${nft.id}`, ['quote', 'series']);
  });
});
