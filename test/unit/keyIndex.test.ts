import * as assert from 'node:assert/strict';
import {
  EMPTY_INDEX, MAX_KEYS, checkLabel, checkSecret, cleanLabel, idOfSecret, mask, mergeIndex, parseIndex, redact, secretName,
  serializeIndex, withActive, withRemoved,
} from '../../src/editor/keys/keyIndex';

const SECRET = 'abcdEFGH1234wxyz';

describe('keys: index', () => {
  it('round-trips through its stored form', () => {
    const index = withActive([{ id: 'a-1', label: 'Work' }, { id: 'b-2', label: 'Personal' }], 'b-2');
    assert.deepEqual(parseIndex(serializeIndex(index)), index);
  });

  it("keeps how often a key's secret was replaced, and reads a bad count as never", () => {
    const index = withActive([{ id: 'a-1', label: 'Work', rotation: 2 }, { id: 'b-2', label: 'Personal' }], 'a-1');
    assert.deepEqual(parseIndex(serializeIndex(index)), index);
    const odd = parseIndex(JSON.stringify({ keys: [{ id: 'a', label: 'A', rotation: -1 }, { id: 'b', label: 'B', rotation: '3' }, { id: 'c', label: 'C', rotation: 1.5 }] }));
    assert.deepEqual(odd.keys, [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }, { id: 'c', label: 'C' }]);
  });

  it('merges a write from an older read: keys added on either side stay, removed ones stay removed', () => {
    const work = { id: 'w', label: 'Work' };
    const home = { id: 'h', label: 'Home' };
    // this window added Home; another, not having seen it, wrote its own Work over it
    assert.deepEqual(mergeIndex(withActive([work], 'w'), withActive([home], 'h')), withActive([work, home], 'w'));
    // this window removed Work; another wrote it back from an older read
    const removed = withRemoved(withActive([home], 'h'), ['w']);
    assert.deepEqual(mergeIndex(withActive([work, home], 'w'), removed), withRemoved(withActive([home], 'h'), ['w']));
    // another window removed Work: this window's knowing it does not bring it back
    assert.deepEqual(mergeIndex(removed, withActive([work, home], 'w')), removed);
    // a replaced secret stays replaced; the stored label stands
    assert.deepEqual(mergeIndex(withActive([{ ...work, label: 'Job' }], 'w'), withActive([{ ...work, rotation: 2 }], 'w')).keys, [{ id: 'w', label: 'Job', rotation: 2 }]);
    assert.deepEqual(parseIndex(serializeIndex(removed)), removed, 'the removals are kept in the stored form');
  });

  it('merges to at most five keys, the stored ones first, so that the merge reads back as written', () => {
    const keys = Array.from({ length: MAX_KEYS }, (_, n) => ({ id: `k${n}`, label: `Key ${n}` }));
    // another window added the fifth while this one added its own fifth
    const stored = withActive(keys, 'k0');
    const known = withActive([...keys.slice(0, MAX_KEYS - 1), { id: 'mine', label: 'Mine' }], 'k0');
    const merged = mergeIndex(stored, known);
    assert.deepEqual(merged, stored);
    assert.deepEqual(parseIndex(serializeIndex(merged)), merged);
    // a key removed on either side makes room for the one added here
    const oneRemoved = withRemoved(withActive(keys.slice(1), 'k1'), ['k0']);
    assert.deepEqual(mergeIndex(oneRemoved, known).keys.map((k) => k.id), ['k1', 'k2', 'k3', 'k4', 'mine']);
  });

  it('reads nothing, garbage and wrong shapes as no keys', () => {
    for (const text of [undefined, '', 'not json', '42', 'null', '{"keys": "x"}']) assert.deepEqual(parseIndex(text), EMPTY_INDEX);
  });

  it('drops bad entries, repeats and anything past five, and repairs the active id', () => {
    const keys = [
      { id: 'a', label: 'One' }, { id: 'a', label: 'Again' }, { id: 'bad id!', label: 'x' }, { id: 'b' },
      { id: 'c', label: '  spaced \n out ' }, 7, { id: 'd', label: 'D' }, { id: 'e', label: 'E' }, { id: 'f', label: 'F' },
    ];
    const index = parseIndex(JSON.stringify({ keys, active: 'gone' }));
    assert.deepEqual(index.keys.map((k) => k.id), ['a', 'b', 'c', 'd', 'e']);
    assert.equal(index.keys.length, MAX_KEYS);
    assert.equal(index.keys[1]!.label, 'Key 2');
    assert.equal(index.keys[2]!.label, 'spaced out');
    assert.equal(index.active, 'a');
  });

  it('reads names saved with characters that do not show as they show, keeping every key', () => {
    const saved = { keys: [{ id: 'a', label: 'Work' }, { id: 'b', label: 'Work\u200F' }, { id: 'c', label: '\u2067' }, { id: 'd', label: '\u202EHome\u0085' }], active: 'b' };
    const index = parseIndex(JSON.stringify(saved));
    assert.deepEqual(index.keys.map((k) => [k.id, k.label]), [['a', 'Work'], ['b', 'Work'], ['c', 'Key 3'], ['d', 'Home']]);
    assert.equal(index.active, 'b');
  });

  it('names one secret per key id and reads the id back', () => {
    assert.equal(idOfSecret(secretName('a-1')), 'a-1');
    assert.equal(idOfSecret('socialPulse.keys'), undefined);
  });
});

describe('keys: labels', () => {
  const index = withActive([{ id: 'a', label: 'Work' }], 'a');

  it('accepts a new name and the key\'s own name on rename', () => {
    assert.equal(checkLabel('Personal', index), undefined);
    assert.equal(checkLabel('work', index, 'a'), undefined);
  });

  it('refuses empty, long, control characters and a name in use (any case)', () => {
    assert.match(checkLabel('   ', index)!, /Give the key a name/);
    assert.match(checkLabel('x'.repeat(41), index)!, /at most 40/);
    assert.match(checkLabel('a\u0007b', index)!, /control/);
    assert.match(checkLabel(' WORK ', index)!, /"Work" exists already/);
  });

  it('refuses a name that shows nothing, and one that differs from a name in use only by what does not show', () => {
    for (const blank of ['\u2067', '\u200E', '\u200B\u00AD', ' \uFEFF\u202E ']) {
      assert.match(checkLabel(blank, index) ?? '', /Give the key a name/, JSON.stringify(blank));
    }
    assert.match(checkLabel('\u0085', index) ?? '', /control/);
    for (const twin of ['Work\u200F', '\u2066work\u2069', 'W\u200Bork']) {
      assert.match(checkLabel(twin, index) ?? '', /"Work" exists already/, JSON.stringify(twin));
    }
    assert.equal(cleanLabel('\u202BHome\u200D office\u202C'), 'Home office', 'the name stored');
    for (const twin of ['Work\u200D', '\u200CWork']) assert.match(checkLabel(twin, index) ?? '', /"Work" exists already/, JSON.stringify(twin));
  });

  it('keeps a joiner between two visible characters: it shapes an emoji or a word ("👩‍💻", "می‌خواهم")', () => {
    assert.equal(cleanLabel('\u{1F469}\u200D\u{1F4BB} Work'), '\u{1F469}\u200D\u{1F4BB} Work');
    assert.equal(cleanLabel('\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645'), '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645');
  });

  it('refuses a name that is a pasted key, or holds the key being named, without repeating it', () => {
    for (const pasted of [SECRET, 'a1b2c3d4e5f6a7b8c9d0', 'sk_live_0123456789abcdef', `${SECRET}x`]) {
      const problem = checkLabel(pasted, index);
      assert.match(problem!, /looks like a key/, pasted);
      assert.ok(!problem!.includes(pasted));
    }
    assert.match(checkLabel(`my ${SECRET}`, index, undefined, [SECRET])!, /looks like a key/);
  });

  it('refuses a name holding any saved key, on rename too, without repeating it', () => {
    const other = 'zyxw9876VUTS';
    for (const [name, exceptId] of [[`Work ${SECRET}`, 'a'], [`Home ${other}`, undefined], [`${other}!`, 'a']] as const) {
      const problem = checkLabel(name, index, exceptId, [SECRET, other]);
      assert.match(problem ?? '', /looks like a key/, name);
      assert.ok(!problem!.includes(SECRET) && !problem!.includes(other));
    }
  });

  it('accepts names that merely contain digits or are long words', () => {
    for (const name of ['Work 2', 'Personal', 'Key 3', 'Trading desk 2026', 'internationalization', 'project-alpha-7']) {
      assert.equal(checkLabel(name, index), undefined, name);
    }
  });
});

describe('keys: secrets', () => {
  it('accepts a plausible key, with surrounding spaces', () => {
    assert.equal(checkSecret(`  ${SECRET}\n`), undefined);
  });

  it('says what is wrong with a paste without repeating it', () => {
    const cases: [string, RegExp][] = [
      ['', /Paste the key/],
      [`Bearer ${SECRET}`, /without the word "Bearer"/],
      [`${SECRET} ${SECRET}`, /no spaces/],
      [`${SECRET}é`, /only letters, digits and punctuation/],
      ['abc12', /too short/],
      ['k'.repeat(600), /too long/],
    ];
    for (const [input, expected] of cases) {
      const problem = checkSecret(input);
      assert.match(problem ?? '', expected, input);
      if (input.length > 4) assert.ok(!problem!.includes(input.trim()), 'the message repeats the input');
    }
  });

  it('refuses a key pasted with its quotes, angle brackets or variable name, without repeating it; a padding `=` is the key\'s own', () => {
    for (const input of [`"${SECRET}"`, `'${SECRET}'`, `\`${SECRET}\``, `<${SECRET}>`, `LUNARCRUSH_API_KEY=${SECRET}`, `KEY="${SECRET}"`, ` "${SECRET}"\n`]) {
      const problem = checkSecret(input);
      assert.equal(problem, 'Paste only the key, without quotes or a variable name.', input);
      assert.ok(!problem.includes(SECRET), 'the message repeats the key');
    }
    assert.equal(checkSecret(`${SECRET}==`), undefined);
  });

  it('refuses a key with one quote or bracket left from a copy (JSON, code), saying so without repeating the key', () => {
    // named by what was pasted, never by the input: a failure must not print the key
    const pastes: [string, string][] = [
      ['an opening double quote', `"${SECRET}`], ['a JSON value with its comma', `"${SECRET}",`], ['a closing double quote', `${SECRET}"`],
      ['an opening single quote', `'${SECRET}`], ['an opening backtick', `\`${SECRET}`], ['an opening angle bracket', `<${SECRET}`],
      ['a closing angle bracket', `${SECRET}>`], ['an opening quote and a line break', ` "${SECRET}\n`],
    ];
    for (const [what, input] of pastes) {
      const problem = checkSecret(input) ?? '';
      assert.ok(problem === 'Paste only the key, without quotes or a variable name.', `${what}: refused as pasted with a quote`);
      assert.ok(!problem.includes(SECRET), `${what}: the message repeats the key`);
    }
  });

  it('masks to the last four characters only', () => {
    assert.equal(mask(SECRET), '••••wxyz');
    assert.equal(mask('abc'), '••••');
  });

  it('redacts a secret from text that echoes it', () => {
    assert.equal(redact(`bad key ${SECRET}!`, SECRET), 'bad key ••••wxyz!');
    assert.equal(redact('nothing here', SECRET), 'nothing here');
  });
});
