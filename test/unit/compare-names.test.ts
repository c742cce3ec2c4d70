// Subjects of different kinds with the same title (topic bitcoin and coin btc, both "Bitcoin")
// are told apart in a comparison's columns, in its copy as in its panel: the kind is added where
// titles collide, and only there.
import * as assert from 'node:assert/strict';
import { comparisonMarkdown } from '../../src/features/compare/copies';
import type { Subject } from '../../src/features/compare/core/model';
import { subjectNames, type ItemRef } from '../../src/shared/items';
import { chartLines } from '../../src/shared/protocol/compare';

describe('compare: subjects named apart', () => {
  const topic: ItemRef = { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' };
  const coin: ItemRef = { kind: 'coin', id: 'btc', title: 'Bitcoin' };
  const defi: ItemRef = { kind: 'category', id: 'defi', title: 'DeFi' };
  const subject = (ref: ItemRef): Subject => ({ ref, figures: {}, sentiment: {}, points: [], receivedAt: 0, problem: { kind: 'not-found', message: 'not found' } });

  it('the panel\'s columns: the kind added to titles that collide, not to the others', () => {
    assert.deepEqual(subjectNames([topic, coin, defi]), ['Bitcoin (topic)', 'Bitcoin (coin)', 'DeFi']);
    assert.deepEqual(subjectNames([topic, defi]), ['Bitcoin', 'DeFi']);
    // two of the same kind and title: their ids tell them apart; a title's spaces at its ends go
    const other = { ...coin, id: '9999' };
    assert.deepEqual(subjectNames([coin, other, { ...defi, title: ' DeFi ' }]), [`Bitcoin (coin, ${coin.id})`, 'Bitcoin (coin, 9999)', 'DeFi']);
  });

  it('a title with a zero-width space or a bidi mark in it collides with the one it reads as', () => {
    const lookalike = { ...coin, id: 'fake', title: 'Bit\u200Bcoin\u200E' };
    assert.deepEqual(subjectNames([coin, lookalike]), [`Bitcoin (coin, ${coin.id})`, 'Bitcoin (coin, fake)']);
  });

  it('the panel\'s chart: each line named as its column', () => {
    assert.deepEqual(chartLines([{ ref: topic, points: [] }, { ref: coin, points: [] }], 'close', false).map((l) => l.label), ['Bitcoin (topic)', 'Bitcoin (coin)']);
  });

  it('the copy\'s heading, columns and problems name each subject apart', () => {
    const md = comparisonMarkdown([subject(topic), subject(coin)]);
    assert.match(md, /^## Comparison: Bitcoin \(topic\) vs Bitcoin \(coin\)$/m);
    assert.match(md, /^\| +\| Bitcoin \(topic\) \| Bitcoin \(coin\) \|$/m);
    assert.match(md, /^- Bitcoin \(topic\): not found$/m);
    assert.match(comparisonMarkdown([subject(topic), subject(defi)]), /^## Comparison: Bitcoin vs DeFi$/m);
  });
});
