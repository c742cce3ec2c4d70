// @pulse's rules take a tool's full result by the text the tool answered with: the same question
// asked twice answers with the same text, and the result taken is the newest call's (its items,
// sources and requests), once.
import * as assert from 'node:assert/strict';
import { AnsweredResults } from '../../src/features/chat/core/answered';

interface Result {
  text: string;
  requests: number;
}

describe('chat: a tool result taken by its text', () => {
  it('the same text twice: the newest call\'s result, taken once; then the older one', () => {
    const answered = new AnsweredResults<Result>();
    answered.add({ text: 'Bitcoin', requests: 2 });
    answered.add({ text: 'Ether', requests: 1 });
    answered.add({ text: 'Bitcoin', requests: 0 });
    assert.deepEqual(answered.take('Bitcoin'), { text: 'Bitcoin', requests: 0 });
    assert.deepEqual(answered.take('Bitcoin'), { text: 'Bitcoin', requests: 2 });
    assert.equal(answered.take('Bitcoin'), undefined);
    assert.deepEqual(answered.take('Ether'), { text: 'Ether', requests: 1 });
  });

  it('keeps only the latest results', () => {
    const answered = new AnsweredResults<Result>(2);
    for (let i = 0; i < 3; i++) answered.add({ text: `r${i}`, requests: i });
    assert.equal(answered.take('r0'), undefined);
    assert.deepEqual(answered.take('r2'), { text: 'r2', requests: 2 });
  });
});
