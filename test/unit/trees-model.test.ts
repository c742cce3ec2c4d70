import * as assert from 'node:assert/strict';
import { isServiceError, ServiceError } from '../../src/service/api/errors';
import type { Answer } from '../../src/service/api/types';
import { mdText, truncate } from '../../src/shared/format/markdown';
import { useBundle } from '../../src/shared/format/l10n';
import { isCancellation } from '../../src/editor/errorPolicy';
import { describeSort, isCoinSort, orderChoices } from '../../src/shared/queries/coinSort';
import { childId, uniqueIds, withStale } from '../../src/editor/treeKit/core/node';
import { freshness } from '../../src/shared/queries/freshness';
import { rowText, rowTooltip } from '../../src/editor/treeKit/core/rowText';
import { categoryListNode, topicListNode } from '../../src/features/trees/socialNodes';
import { creatorNode, webLink } from '../../src/features/trees/posts';
import { failureNode, staleLine, staleSuffix } from '../../src/editor/treeKit/core/states';
import { movementWords, rankedRow } from '../../src/features/trees/socialRows';
import { tooltipText } from '../../src/editor/treeKit/core/node';
import { coinNode } from '../../src/features/trees/coins';

const now = Date.UTC(2025, 0, 1, 12);

function answer(receivedAt: number, stale = false, staleError?: ServiceError): Answer<unknown> {
  return {
    data: [], config: {}, generated: receivedAt / 1000, receivedAt, fromCache: stale, stale, ...(staleError ? { staleError } : {}), oddities: [],
    url: 'http://127.0.0.1/public/topics/v1', source: stale ? 'stale' : 'network', requests: 1,
  };
}

describe('trees: ids', () => {
  it('encodes identifiers so spaces, # and / cannot break the path', () => {
    assert.equal(childId('topics', 'elon musk', 'posts', 'a/b'), 'topics/elon%20musk/posts/a%2Fb');
    assert.equal(childId('topics', '#btc', '$eth'), 'topics/%23btc/%24eth');
  });

  it('never hands VS Code the same id twice under one parent: the first copy of an item listed twice is kept', () => {
    const nodes = uniqueIds([{ id: 'a', label: '1' }, { id: 'b', label: '2' }, { id: 'a', label: '3' }, { id: 'a', label: '4' }]);
    assert.deepEqual(nodes.map((n) => [n.id, n.label]), [['a', '1'], ['b', '2']]);
  });
});

describe('trees: freshness and staleness', () => {
  it('takes the oldest answer and says when the client served stale data', () => {
    assert.deepEqual(freshness([]), {});
    assert.deepEqual(freshness([answer(now - 1000), answer(now - 5000)]), { receivedAt: now - 5000 });
    const offline = new ServiceError('network', 'The service could not be reached.');
    assert.deepEqual(freshness([answer(now - 1000), answer(now - 300_000, true, offline)]), {
      receivedAt: now - 300_000,
      stale: { since: now - 300_000, reason: 'The service could not be reached.', error: offline },
    });
  });

  it('marks nodes stale with an age for the description and a tooltip line', () => {
    const stale = { since: now - 5 * 60_000, reason: 'The service could not be reached.' };
    const [node] = withStale([{ id: 'x', label: 'x' }], stale);
    assert.deepEqual(node?.stale, stale);
    assert.equal(staleSuffix(stale, now), 'stale · 5 min ago');
    assert.equal(staleLine(stale, now), `Not up to date (${mdText('The service could not be reached')}). Showing data from ${mdText('5 min ago')}.`);
  });
});

describe('trees: failure states', () => {
  it('turns a plan error into a Choose Plan line', () => {
    const node = failureNode('topics', new ServiceError('plan', 'Your plan does not include Trending topics.'), now);
    assert.equal(node.id, 'topics/!plan');
    assert.equal(node.label, 'Your plan does not include this — Choose Plan…');
    assert.deepEqual(node.action, { kind: 'command', command: 'socialPulse.choosePlan', title: 'Choose Plan…' });
    assert.equal(node.contextValue, 'plan');
  });

  it('shows other errors with their message, an error icon and a retry click', () => {
    const node = failureNode('topics/bitcoin/posts', new ServiceError('rate-limited-minute', 'Too many requests this minute.', { retryAt: now + 90_000 }), now);
    assert.equal(node.id, 'topics/bitcoin/posts/!error');
    assert.equal(node.owner, 'topics/bitcoin/posts');
    assert.equal(node.label, 'Too many requests this minute.');
    assert.equal(node.description, 'click to retry');
    assert.equal(node.icon, 'error');
    assert.equal(node.contextValue, 'error');
    assert.deepEqual(node.action, { kind: 'retry' });
  });

  it('says plainly when something unexpected failed', () => {
    assert.equal(failureNode('coins', new TypeError('x is undefined'), now).label, 'Something went wrong while loading: x is undefined');
  });

  it('recognises service errors by shape (the client lives in another bundle)', () => {
    const foreign = Object.assign(new Error('Try later.'), { name: 'ServiceError', kind: 'network' });
    assert.equal(isServiceError(foreign), true);
    assert.equal(isServiceError(Object.assign(new Error('odd'), { name: 'ServiceError', kind: 'no-such-kind' })), false);
    assert.equal(isServiceError(new Error('plain')), false);
    assert.equal(isCancellation(new ServiceError('cancelled', 'Cancelled.')), true);
    assert.equal(isCancellation(Object.assign(new Error('aborted'), { name: 'AbortError' })), true);
    assert.equal(isCancellation(new ServiceError('network', 'down')), false);
  });
});

describe('trees: text from the service', () => {
  it('escapes Markdown and HTML so tooltips show text as written', () => {
    const hostile = '<img src=x onerror=alert(1)> [click](command:evil) **bold** `code` https://x.test\n# head';
    const escaped = mdText(hostile);
    assert.ok(!/[^\\][<>[\]()*`#]/.test(` ${escaped}`.replace(/\\./g, '')), escaped);
    assert.ok(!escaped.includes('\n'));
    assert.ok(!escaped.includes('https://'), 'no autolink');
  });

  it('a Categories or Topics row from a hostile name has a clean one-line label', () => {
    // a right-to-left override reversed the rest of the row (and made a selected label vanish)
    const name = 'Ali\u202Eas\u202C [x](command:workbench.action.terminal.new) $(zap)\n\u0007end';
    const rows = [
      categoryListNode('categories', { category: 'alias', title: name, category_rank: 2, interactions_24h: 1200 }),
      topicListNode('topics', { topic: 'alias', title: name, topic_rank: 3, interactions_24h: 1200 }, 'topicsList'),
    ];
    for (const row of rows) {
      const stale = { since: now - 60_000, reason: 'The service could not be reached\u202E.' };
      for (const text of [rowText(row, now), rowText({ ...row, description: `${name} · 5`, stale }, now)]) {
        for (const shown of [text.label, text.description ?? '']) {
          assert.doesNotMatch(shown, /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u, JSON.stringify(shown));
        }
        // the name stays readable as typed: a tree row shows no links or icons
        assert.match(text.label, /Alias \[x\]\(command:workbench\.action\.terminal\.new\) \$\(zap\) end$/);
      }
      assert.match(rowText({ ...row, stale }, now).description ?? '', /^stale · 1 min ago · /);
      const tooltip = rowTooltip({ ...row, stale }, now) ?? '';
      assert.doesNotMatch(tooltip, /\u202E/u);
      assert.doesNotMatch(tooltip.replace(/\\./g, ''), /[[\]]/);
    }
  });

  it('truncates by characters without splitting emoji', () => {
    assert.equal(truncate('🚀🚀🚀🚀', 3), '🚀🚀…');
    assert.equal(truncate('a\n\tb', 10), 'a b');
  });

  it('opens only web links', () => {
    assert.equal(webLink('https://news.example/a?b=1'), 'https://news.example/a?b=1');
    assert.equal(webLink('http://news.example/'), 'http://news.example/');
    assert.equal(webLink('javascript:alert(1)'), undefined);
    assert.equal(webLink('command:socialPulse.refresh'), undefined);
    assert.equal(webLink('file:///etc/passwd'), undefined);
    assert.equal(webLink('not a url'), undefined);
    assert.equal(webLink(undefined), undefined);
  });
});

describe('trees: rank movement and coin sort', () => {
  it('describes movement since 1 h and 24 h in words', () => {
    assert.equal(movementWords(2, 5, 1), 'up 3 places in 1 hour, down 1 place in 24 hours');
    assert.equal(movementWords(2, undefined, 1), 'down 1 place in 24 hours');
    assert.equal(movementWords(undefined, 5, 1), undefined);
  });

  it('a trending topic\'s tooltip says its rank and each move once, on one line with what the rank is', () => {
    const node = { id: 'bitcoin', label: 'Bitcoin', pin: { kind: 'topic' as const, id: 'bitcoin', title: 'Bitcoin' } };
    // the tooltip's lines as they read (markdown's escapes taken off)
    const lines = (f: Parameters<typeof rankedRow>[1]): string[] => String(tooltipText(rankedRow(node, f))).split('  \n').map((l) => l.replace(/\\(.)/g, '$1'));
    const moved = lines({ rank: 1, rank1hAgo: 1, rank24hAgo: 3, listOp: 'topicsList' });
    const about = moved.filter((l) => /unchanged|up \d|down \d|ago/.test(l));
    assert.deepEqual(about, ['**Topic rank**: #1, unchanged in 1 hour, up 2 places in 24 hours (from #3) — '
      + '_The topic\'s place among all topics, as the service ranks them now; 1 is first._'], moved.join('\n'));
    // no earlier rank: the rank's own line, with no move
    const still = lines({ rank: 4, listOp: 'topicsList' });
    assert.deepEqual(still.filter((l) => l.includes('Topic rank**')), ['**Topic rank**: #4 — _The topic\'s place among all topics, as the service ranks them now; 1 is first._']);
    assert.ok(!still.some((l) => /unchanged|ago/.test(l)), still.join('\n'));
  });

  it('offers the usual order first and reads AltRank the right way round', () => {
    assert.deepEqual(orderChoices('market_cap').map((c) => c.desc), [true, false]);
    assert.deepEqual(orderChoices('alt_rank').map((c) => c.desc), [false, true]);
    assert.equal(describeSort({ key: 'alt_rank', desc: false }), 'AltRank, best first');
    assert.equal(describeSort({ key: 'price', desc: true }), 'Price, highest first');
    assert.equal(describeSort({ key: 'alt_rank', desc: true }), 'AltRank, worst first');
    assert.equal(describeSort({ key: 'price', desc: false }), 'Price, lowest first');
    assert.equal(isCoinSort({ key: 'price', desc: true }), true);
    assert.equal(isCoinSort({ key: 'nonsense', desc: true }), false);
    assert.equal(isCoinSort({ key: 'price' }), false);
  });

  it('the Coins and Stocks views\' sort description is in the bundle\'s words and punctuation', () => {
    useBundle({
      'Market cap': '市值', 'AltRank': 'AltRank',
      '{0}, highest first': '{0}，从高到低', '{0}, lowest first': '{0}，从低到高',
      '{0}, best first': '{0}，最好的在前', '{0}, worst first': '{0}，最差的在前',
    });
    try {
      assert.equal(describeSort({ key: 'market_cap', desc: true }), '市值，从高到低');
      assert.equal(describeSort({ key: 'market_cap', desc: false }), '市值，从低到高');
      assert.equal(describeSort({ key: 'alt_rank', desc: false }), 'AltRank，最好的在前');
      assert.equal(describeSort({ key: 'alt_rank', desc: true }), 'AltRank，最差的在前');
    } finally {
      useBundle(undefined);
    }
  });
});

describe('trees: a coin row\'s arrow and spoken words', () => {
  const coin = { id: 1, symbol: 'BTC', name: 'Bitcoin', price: 0.3 };
  const row = (percent_change_24h?: number) => coinNode('coins', { ...coin, percent_change_24h }, { key: 'market_cap', desc: true });

  it('points up, down or flat with the 24 h change, and shows no direction when the list sent none (failed before: both were "up")', () => {
    assert.equal(row(1.2).icon, 'arrow-up');
    assert.equal(row(-0.4).icon, 'arrow-down');
    assert.equal(row(0).icon, 'arrow-right');
    assert.equal(row(undefined).icon, 'dash');
  });

  it('says the figures by their labels, the change signed as the row shows it', () => {
    assert.equal(row(-1.2).a11y, 'Bitcoin (BTC), Price $0.30, Change 24 h -1.20%');
    assert.equal(row(undefined).a11y, 'Bitcoin (BTC), Price $0.30');
  });
});

describe('trees: a rank reads as the catalogue writes it', () => {
  it('a creator\'s row: "#12,345", grouped as its tooltip and panel show it (failed before: "#12345")', () => {
    const row = creatorNode('creators', { creator_id: 'twitter::1', creator_name: 'alice', creator_display_name: 'Alice', creator_rank: 12345 });
    assert.equal(row.label, '#12,345 Alice');
  });
});
