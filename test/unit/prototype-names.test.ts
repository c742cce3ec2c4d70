// Names an object has from its prototype (`constructor`, `__proto__`, `hasOwnProperty`) are no words
// of the tables that read what a person types: a cell's variables and commands, a lookup's networks
// and hosts, a number's sizes, a network's label.
import * as assert from 'node:assert/strict';
import { completeCell, hoverCell, parseCell } from '../../src/features/notebook/core/cells';
import { expandPattern, patternProblem } from '../../src/editor/toNotes/dailyNote';
import { networkLabel } from '../../src/shared/format/networks';
import { readTypedNumber } from '../../src/shared/format/typedNumber';
import { parseLookup, parseLookupOf, type LookupResult } from '../../src/shared/lookup/parse';

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'hasownproperty', 'valueof', 'tostring'];

describe('names from the object prototype', () => {
  it('a cell: $watchlist.constructor is no variable, and hover says nothing of constructor', () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const text of [`$watchlist.${name}`, `compare $watchlist.${name} on interactions`]) {
        const p = parseCell(text);
        assert.equal(p.query, undefined, text);
        assert.match(p.problems[0]!.message, new RegExp(`The Watchlist has no "${name}"`), text);
      }
      assert.equal(hoverCell(name, 1), undefined, name);
      assert.equal(hoverCell(`$watchlist.${name}`, 1), undefined, name);
    }
    assert.match(hoverCell('topic bitcoin', 1)!, /^topic: /);
    // completions after an unknown member are those of any series, as for a misspelt one
    const at = (member: string): string[] => {
      const text = `$watchlist.${member} series `;
      return completeCell(text, text.length, { watchlist: [], recent: [] }).map((c) => c.label);
    };
    assert.deepEqual(at('constructor'), at('nosuch'));
  });

  it('a lookup: constructor is no network, and no host has a handler by such a name', () => {
    const problem = (found: LookupResult): string => ('problem' in found ? found.problem : assert.fail(JSON.stringify(found)));
    assert.match(problem(parseLookupOf('constructor/elonmusk', 'creator')), /"constructor" is neither a network nor a post type/);
    for (const name of PROTOTYPE_NAMES) {
      problem(parseLookupOf(`${name}/elonmusk`, 'creator'));
      assert.match(problem(parseLookup(`https://${name}/elonmusk`, 'topic')), /not from/, name);
    }
  });

  it('a typed number: constructor is no size', () => {
    assert.match(String(readTypedNumber('5 constructor')), /"constructor" is not a size/);
    assert.match(String(readTypedNumber('5constructor')), /"constructor" is not a size/);
  });

  it("a network's label: an unknown name is shown as sent", () => {
    for (const name of PROTOTYPE_NAMES) assert.equal(networkLabel(name), name);
  });

  it("the daily note's path: ${constructor} is no variable of it", () => {
    for (const name of ['constructor', '__proto__', 'hasOwnProperty', 'toString']) {
      assert.equal(patternProblem(`notes/\${${name}}.md`), `\${${name}} is not one of \${year}, \${month}, \${day}`, name);
      assert.equal(expandPattern(`notes/\${${name}}-\${day}.md`, { year: 2026, month: 11, day: 30 }), 'notes/-30.md', name);
    }
  });
});
