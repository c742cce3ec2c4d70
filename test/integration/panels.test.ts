// The panels in the real extension host, on demo data: each panel opens from
// `socialPulse.openItem`, its data reaches the webview and is drawn, and an item never gets a
// second panel. Read through the test-only command `socialPulse.test.panels`.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import type { ItemRef } from '../../src/shared/items';
import type { PanelSnapshot } from '../../src/features/panels/panel';
import type { BacktestSnapshot } from '../../src/features/alerts/backtestPanel';
import type { SectionId } from '../../src/shared/protocol/views';
import { activateOnDemo, clientBundle, emulatorBundle, resetCore, setSetting, turnOnDemo, waitFor } from './coreHelpers';

async function panels(): Promise<PanelSnapshot[]> {
  return (await vscode.commands.executeCommand<PanelSnapshot[]>('socialPulse.test.panels')) ?? [];
}

async function panel(key: string): Promise<PanelSnapshot | undefined> {
  return (await panels()).find((p) => p.key === key);
}

/** Waits until the host has the sections' data and the webview reports them drawn. */
async function drawn(key: string, sections: readonly SectionId[]): Promise<PanelSnapshot> {
  return waitFor(`${key} to draw ${sections.join(', ')}`, async () => {
    const p = await panel(key);
    const ok = p && sections.every((s) => p.sections[s] === 'data' && p.rendered.includes(s));
    return ok ? p : undefined;
  }, 30_000);
}

async function open(ref: unknown): Promise<void> {
  await vscode.commands.executeCommand('socialPulse.openItem', ref);
}

async function closeAllPanels(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  await waitFor('panels to close', async () => (await panels()).length === 0);
}

/** The demo world's NFT collection at `index`, read from an emulator of its own. */
async function demoNft(index: number): Promise<{ id: string; slug: string; name: string }> {
  const emulator = await emulatorBundle().startEmulator({});
  const nft = emulator.data.nfts[index]!;
  await emulator.close();
  return { id: String(nft.id), slug: nft.slug!, name: nft.name };
}

describe('panels', () => {
  let api: SocialPulseApi;

  before(async () => {
    api = await activateOnDemo();
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await resetCore(api);
  });

  it('opens a topic panel whose sections arrive and are drawn', async () => {
    const ref: ItemRef = { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' };
    await open(ref);
    const p = await drawn('topic:bitcoin', ['summary', 'whatsup', 'series', 'posts', 'news', 'creators']);
    assert.equal(p.view, 'topic');
    assert.ok(p.title.length > 0);
  });

  it('another time zone draws the open panel again in it from what the page was sent, asking for no section', async () => {
    const sections: SectionId[] = ['summary', 'whatsup', 'series', 'posts', 'news', 'creators'];
    await open({ kind: 'topic', id: 'bitcoin', title: 'Bitcoin' });
    const before = (await drawn('topic:bitcoin', sections)).traffic;
    await setSetting('timeZone', 'Asia/Kathmandu');
    try {
      const after = await waitFor('the page drawn again', async () => {
        const t = (await panel('topic:bitcoin'))?.traffic;
        return t && t.drawn >= before.drawn + sections.length ? t : undefined;
      }, 30_000);
      assert.equal(after.asked, before.asked, 'the page asked for sections again');
    } finally {
      await setSetting('timeZone', undefined);
    }
  });

  it('reveals the open panel instead of making a second one', async () => {
    const before = await panels();
    await open({ kind: 'topic', id: 'Bitcoin', title: 'Bitcoin again' });
    await open({ kind: 'topic', id: 'bitcoin', title: 'Bitcoin' });
    const after = await panels();
    assert.equal(after.length, before.length);
    assert.equal(after.filter((p) => p.key === 'topic:bitcoin').length, 1);
  });

  it('opens a coin as its market panel, keyed by the id it was opened with', async () => {
    await closeAllPanels();
    await open({ kind: 'coin', id: '2', title: 'Ethereum (ETH)' });
    const p = await drawn('coin:2', ['quote', 'series', 'meta']);
    assert.equal(p.view, 'market');
    await open({ kind: 'coin', id: '2', title: 'Ethereum' });
    assert.deepEqual((await panels()).map((x) => x.key), ['coin:2']);
  });

  it('an NFT collection opened by its slug is revealed when opened again by the id the service answered with', async () => {
    await closeAllPanels();
    const { id, slug, name } = await demoNft(0);
    await open({ kind: 'nft', id: slug, title: slug });
    await drawn(`nft:${slug}`, ['quote']);
    await open({ kind: 'nft', id, title: name });
    assert.deepEqual((await panels()).map((x) => x.key), [`nft:${slug}`], 'one panel of the collection');
  });

  it('an NFT collection opened by its id, then by its slug, stays one panel: the one opened by its id', async () => {
    await closeAllPanels();
    const { id, slug, name } = await demoNft(1);
    await open({ kind: 'nft', id, title: name });
    await drawn(`nft:${id}`, ['quote']);
    // the slug's id is known only once the service answers: the second panel closes itself then
    await open({ kind: 'nft', id: slug, title: slug });
    await waitFor('the panel opened by the slug to close', async () => (await panels()).length === 1);
    assert.deepEqual((await panels()).map((x) => x.key), [`nft:${id}`], 'one panel of the collection');
  });

  it('opens a category panel with its topics table', async () => {
    await open({ kind: 'category', id: 'cryptocurrencies', title: 'Cryptocurrencies' });
    const p = await drawn('category:cryptocurrencies', ['summary', 'topics', 'series', 'posts', 'news', 'creators']);
    assert.equal(p.view, 'category');
  });

  it('opens the stocks and NFT tables from their commands', async () => {
    await vscode.commands.executeCommand('socialPulse.openStocks');
    assert.equal((await drawn('stock:', ['stocks'])).view, 'stocks');
    await vscode.commands.executeCommand('socialPulse.openNfts');
    assert.equal((await drawn('nft:', ['nfts'])).view, 'nfts');
  });

  it('opens the coins table from its command and from an empty coin reference, once', async () => {
    await vscode.commands.executeCommand('socialPulse.openCoins');
    await drawn('coin:', ['coins']);
    await open({ kind: 'coin', id: '', title: 'Coins' });
    assert.equal((await panels()).filter((p) => p.view === 'coins').length, 1);
  });

  it('opens a creator and a post (a click in the trees) as their panels, their reports from the report command', async () => {
    // an emulator of our own with the demo's seed names a creator and a post the demo has too
    const emulator = await emulatorBundle().startEmulator();
    const client = clientBundle().createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'builder', getKey: async () => 'demo-key' });
    const creator = emulator.data.creators[0]!;
    const post = await client.topicPosts('bitcoin').then((a) => a.data[0]!).finally(async () => {
      client.dispose();
      await emulator.close();
    });
    const creatorRef = { kind: 'creator', id: creator.creator_id, title: creator.display_name };
    await open(creatorRef);
    const c = await drawn(`creator:${creator.creator_id}`, ['profile', 'series', 'posts']);
    assert.equal(c.view, 'creator');
    assert.equal(c.sections.changes, 'data');
    await vscode.commands.executeCommand('socialPulse.openReport', creatorRef);
    await drawn(`report|creator:${creator.creator_id}`, ['report']);
    await open({ kind: 'post', id: `${post.post_type}::${post.id}`, title: post.post_title });
    const p = await drawn(`post:${post.post_type}::${post.id}`, ['post', 'series']);
    assert.equal(p.view, 'post');
  });

  it('a hidden panel is left alone when the connection changes, and reloads when shown again', async () => {
    await closeAllPanels();
    await open({ kind: 'topic', id: 'bitcoin', title: 'Bitcoin' });
    await drawn('topic:bitcoin', ['summary']);
    // opened over it, in the same editor group: the bitcoin panel is hidden
    await open({ kind: 'topic', id: 'ethereum', title: 'Ethereum' });
    await drawn('topic:ethereum', ['summary']);
    try {
      await setSetting('demo', false);
      await waitFor('mode none', () => api.connection.state.mode === 'none');
      // with no key the panel in view reloads into an error; the hidden one keeps what it had
      await waitFor('the visible panel to reload', async () => (await panel('topic:ethereum'))?.sections.summary === 'error');
      assert.equal((await panel('topic:bitcoin'))?.sections.summary, 'data');
      await open({ kind: 'topic', id: 'bitcoin', title: 'Bitcoin' });
      await waitFor('the panel shown again to reload', async () => (await panel('topic:bitcoin'))?.sections.summary === 'error');
    } finally {
      await turnOnDemo(api);
    }
  });

  it('a backtest tab restored after a reload is rebuilt on its rule beside its subject\'s panel; one whose rule was deleted says so', async () => {
    await closeAllPanels();
    const solana = { kind: 'topic', id: 'solana', title: 'Solana' };
    const tabsOf = (viewType: string): vscode.Tab[] => vscode.window.tabGroups.all.flatMap((g) => g.tabs)
      .filter((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith(viewType));
    const backtestTabs = (): vscode.Tab[] => tabsOf('socialPulse.backtest');
    const backtests = async (): Promise<BacktestSnapshot[]> => (await vscode.commands.executeCommand<BacktestSnapshot[]>('socialPulse.test.backtests')) ?? [];
    const restore = (state: object): Thenable<unknown> => vscode.commands.executeCommand('socialPulse.test.restorePanel', 'socialPulse.backtest', { v: 1, view: 'backtest', ref: solana, ui: {}, ...state });
    const ruleId = 'restored-backtest';
    const saved = await vscode.commands.executeCommand<{ id: string }>('socialPulse.saveAlertDraft', api.ownUi({ rule: {
      id: ruleId, name: 'Solana interactions unusual', subject: solana, metric: 'interactions',
      condition: { kind: 'unusual', k: 2, windowDays: 7, bucket: 'hour' }, cooldownMinutes: 60, paused: false, createdAt: Date.now(),
    } }));
    assert.equal(saved?.id, ruleId);
    try {
      await restore({ rule: ruleId });
      const [shown] = await waitFor('the restored backtest replayed and drawn', async () => {
        const open = await backtests();
        return open.length && open[0]!.rendered ? open : undefined;
      }, 30_000);
      assert.equal(shown!.ruleId, ruleId);
      assert.ok(shown!.checks > 0, 'replayed on its series');
      assert.equal(backtestTabs().length, 1);
      // its subject opens in its own panel, and the same rule's tab restored again is not a second one
      await open(solana);
      assert.equal((await drawn('topic:solana', ['summary'])).view, 'topic');
      assert.deepEqual((await panels()).map((x) => x.key), ['topic:solana']);
      await restore({ rule: ruleId });
      await waitFor('the second restored tab of the rule to close', () => backtestTabs().length === 1);
      // a page saved without its rule (an older version's) names nothing to rebuild: closed
      await restore({});
      await waitFor('the tab that names no rule to close', () => backtestTabs().length === 1);
    } finally {
      await vscode.commands.executeCommand('socialPulse.deleteAlert', api.ownUi({ ruleId }), true);
    }
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await waitFor('the tabs to close', async () => backtestTabs().length === 0 && (await backtests()).length === 0);
    // the rule deleted since: the tab stays and says so, where it closed without a word
    await restore({ rule: ruleId });
    const [gone] = await waitFor('the restored tab to say its rule is gone', async () => {
      const open = await backtests();
      return open.length && open[0]!.status === 'error' ? open : undefined;
    }, 30_000);
    assert.equal(gone!.ruleId, ruleId);
    assert.match(gone!.missing ?? '', /no longer in the Alerts view/);
    assert.equal(backtestTabs().length, 1, 'the tab stays');
  });

  it('closes every panel of an item, its report\'s too', async () => {
    await closeAllPanels();
    const bitcoin = { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' };
    await open(bitcoin);
    await drawn('topic:bitcoin', ['summary']);
    await vscode.commands.executeCommand('socialPulse.openReport', bitcoin);
    await drawn('report|topic:bitcoin', ['report']);
    await open({ kind: 'topic', id: 'ethereum', title: 'Ethereum' });
    await drawn('topic:ethereum', ['summary']);
    await vscode.commands.executeCommand('socialPulse.test.closePanels', bitcoin);
    await waitFor('the item\'s panels to close', async () => (await panels()).length === 1);
    assert.deepEqual((await panels()).map((x) => x.key), ['topic:ethereum']);
  });

  it('a typo opens no invented topic and does not join Recent; a topic that opened with data does', async () => {
    const recentTopics = async (): Promise<string[]> =>
      ((await vscode.commands.executeCommand<ItemRef[]>('socialPulse.test.recentLookups', 'topic')) ?? []).map((r) => r.id);
    // the service is asked first: a name it does not have opens no panel of errors
    assert.equal(await vscode.commands.executeCommand('socialPulse.openTopic', 'bitcoinn'), undefined);
    assert.equal(await panel('topic:bitcoinn'), undefined);
    assert.ok(!(await recentTopics()).includes('bitcoinn'), 'the typo is not a recent topic');
    await vscode.commands.executeCommand('socialPulse.openTopic', 'Solana');
    await drawn('topic:solana', ['summary']);
    assert.equal((await recentTopics())[0], 'solana');
    assert.ok(!(await recentTopics()).includes('bitcoinn'));
  });

  it('ignores an argument that is not an item, opening nothing', async () => {
    const before = (await panels()).length;
    for (const bad of [undefined, 'bitcoin', { kind: 'topic' }, { kind: 'planet', id: 'mars', title: 'Mars' }]) await open(bad);
    assert.equal((await panels()).length, before);
  });

  it('forgets a closed panel, and opening the item again makes a fresh one', async () => {
    await open({ kind: 'topic', id: 'bitcoin', title: 'Bitcoin' });
    await waitFor('bitcoin panel', () => panel('topic:bitcoin'));
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    await waitFor('bitcoin panel to close', async () => !(await panel('topic:bitcoin')));
    await open({ kind: 'topic', id: 'bitcoin', title: 'Bitcoin' });
    await drawn('topic:bitcoin', ['summary']);
  });
});
