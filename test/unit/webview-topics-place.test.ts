// A category's topics table shown again (its page built anew: another editor tab and back, a
// reload) on a fake page (fake-dom.ts): the page scrolls the table, and the topic that was at the
// top of the view is back there, wherever new data put it; a person who scrolls first keeps theirs.
import * as assert from 'node:assert/strict';
import { asElement, scrolledIntoView, scrollPage, type FakeElement } from './fake-dom';
import { loadWebview } from './webview-load';
import { readPanelState, type UiState } from '../../src/shared/protocol/state';
import type { CategoryTopicItem } from '../../src/service/api/types';

interface View {
  root: unknown;
  onData(m: unknown): void;
  dispose(): void;
}

const { SocialView } = loadWebview('views/social.ts') as { SocialView: new (ctx: unknown) => View };

const ref = { kind: 'category', id: 'defi', title: 'DeFi' };
const topic = (i: number): CategoryTopicItem => ({ topic: `topic-${i}`, title: `Topic ${i}`, topic_rank: i + 1 });
const topicsMessage = (topics: CategoryTopicItem[]): unknown => ({ type: 'data', section: 'topics', data: topics, meta: { generated: 1_800_000_000, stale: false, fromCache: false } });
const ROW = 30;

function context(ui: UiState, kept: { ui: UiState }): unknown {
  return {
    view: 'category', ref, ui, remoteImages: false,
    save: (change: Partial<UiState>) => {
      kept.ui = { ...kept.ui, ...change };
    },
  };
}

function rowsOf(view: View): FakeElement[] {
  return asElement(view.root).byClass('topics')[0]!.byTag('tbody')[0]!.byTag('tr');
}

/** The page scrolled by `y`: the rows' boxes in the view (the table starts 400 px down the page). */
function scrollTo(view: View, y: number): void {
  rowsOf(view).forEach((tr, i) => {
    tr.rect = { top: 400 + i * ROW - y, bottom: 400 + (i + 1) * ROW - y };
  });
  scrollPage();
}

/** Waits, in real time and at most 5 s, until `cond` holds (the place is kept once scrolling rests). */
async function until(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(cond(), `timed out waiting for: ${what}`);
}

describe('webview: a category\'s topics table shown again', () => {
  const topics = Array.from({ length: 40 }, (_, i) => topic(i));

  it('is back on the topic at the top of the view, wherever new data put it', async () => {
    const kept = { ui: {} as UiState };
    const before = new SocialView(context({}, kept));
    before.onData(topicsMessage(topics));
    // scrolled down the table: Topic 12 partly above the view, its bottom in it
    scrollTo(before, 400 + 12 * ROW + 10);
    await until(() => kept.ui.topicsPlace !== undefined, 'the place kept');
    assert.deepEqual(kept.ui.topicsPlace, { top: 12, active: 'topic-12' });
    before.dispose();

    const ui = readPanelState(JSON.parse(JSON.stringify({ v: 1, view: 'category', ref, ui: kept.ui })))?.ui ?? {};
    const after = new SocialView(context(ui, kept));
    const from = scrolledIntoView.length;
    // new data: a topic came in at the top, Topic 12 is the 14th row now
    after.onData(topicsMessage([{ topic: 'new', title: 'New', topic_rank: 0 }, ...topics]));
    assert.deepEqual(scrolledIntoView.slice(from).map((tr) => tr.textContent.includes('Topic 12')), [true], 'Topic 12 scrolled to the top of the view');
    assert.equal(scrolledIntoView.at(-1), rowsOf(after)[13]);
    after.dispose();
  });

  it('leaves the page where the person is, scrolled before the topics came', async () => {
    const kept = { ui: { topicsPlace: { top: 12, active: 'topic-12' } } as UiState };
    const view = new SocialView(context(kept.ui, kept));
    const page = (globalThis as unknown as { document: { documentElement: { scrollTop: number } } }).document;
    page.documentElement.scrollTop = 300;
    scrollPage();
    page.documentElement.scrollTop = 0;
    const from = scrolledIntoView.length;
    view.onData(topicsMessage(topics));
    assert.equal(scrolledIntoView.length, from, 'nothing scrolled');
    view.dispose();
  });
});
