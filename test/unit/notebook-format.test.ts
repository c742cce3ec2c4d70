import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import type { CellOutput } from '../../src/shared/protocol/cellOutput';
import { isCellOutput } from '../../src/shared/protocol/cellOutputCheck';
import { cellMarkdown } from '../../src/features/notebook/core/cellMarkdown';
import { BLANK, openingFence } from '../../src/features/notebook/core/format/lines';
import { DATA_WIDTH, dataLines, isDataStart, isStartComment, markdownHash } from '../../src/features/notebook/core/format/payload';
import { CELL_SEPARATOR, OUTPUT_END, type PulseCell, type PulseFile } from '../../src/features/notebook/core/format/model';
import { readPulseFile } from '../../src/features/notebook/core/format/read';
import { writePulseFile } from '../../src/features/notebook/core/format/write';
import { notebookReport, plainMarkdown } from '../../src/features/notebook/core/format/export';
import { insertionOffset, placeBlock } from '../../src/editor/toNotes/core/placement';
import { datedHeading } from '../../src/editor/toNotes/core/wrap';
import { codeBlocks, headings } from './markdown-oracle';

/** Pieces of text that a markdown file, the format's own comments and service text could hold. */
const HOSTILE = ['a', 'b', ' ', '  ', '\t', '|', '||', '`', '```', '````', '~~~', '```pulse', '~~~pulse', '<!--', '-->', '--', '>',
  '<!-- pulse-output md=00000000 -->', '<!-- pulse-output -->', '<!-- pulse-data md=00000000', '<!-- /pulse-output -->', CELL_SEPARATOR, '<script>', '[x](javascript:alert(1))', '#', '*', '\\',
  'pulse', 'topic bitcoin', '\u202e', 'é', '😀', '&lt;', '\u2028', '"', '\r'];
const anyLine = fc.array(fc.constantFrom(...HOSTILE), { maxLength: 6 }).map((parts) => parts.join(''));
const text = fc.array(fc.oneof(anyLine, fc.constant('')), { maxLength: 30 }).map((lines) => lines.join('\n'));
/** A cell's text in VS Code has one kind of line break: no lone carriage return. */
const fragment = fc.constantFrom(...HOSTILE.filter((f) => f !== '\r'));
const line = fc.array(fragment, { maxLength: 6 }).map((parts) => parts.join(''));

const serviceText = fc.oneof(fc.string({ maxLength: 20 }), fc.array(fragment, { maxLength: 5 }).map((p) => p.join('')), fc.string({ unit: 'grapheme', maxLength: 10 }));
const figure = fc.oneof(fc.constant(null), fc.integer({ min: -1e12, max: 1e12 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }));
const kinds = ['count', 'percent', 'usd', 'score', 'text', 'time', 'link', 'rank'] as const;

const cellOutput: fc.Arbitrary<CellOutput> = fc.record({
  title: serviceText,
  generated: fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }),
  requests: fc.nat(50),
  demo: fc.boolean(),
  notes: fc.array(serviceText, { maxLength: 2 }),
  kindsOf: fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 4 }),
  rows: fc.nat(4),
  lines: fc.nat(3),
  points: fc.nat(5),
  seed: fc.array(fc.oneof(serviceText, figure), { minLength: 40, maxLength: 40 }),
  // (a line that is the end comment itself is rewritten by the writer: see the test of that below)
  // (and a \u2028 in a line breaks it in two when the report is written: each part is checked)
  report: fc.option(fc.array(line.filter((l) => !l.split(/\u2028/).some((part) => part.trim() === OUTPUT_END || isStartComment(part.trim()) || isDataStart(part.trim()))), { maxLength: 6 })
    .map((lines) => lines.join('\n')), { nil: undefined }),
}).map((r) => {
  let k = 0;
  const next = (): string | number | null => r.seed[k++ % r.seed.length]!;
  const out: CellOutput = { v: 1, title: r.title, generated: r.generated, requests: r.requests, demo: r.demo, notes: r.notes };
  if (r.report !== undefined) out.markdown = r.report;
  out.table = {
    columns: r.kindsOf.map((kind, i) => ({ key: `c${i}`, label: String(next() ?? ''), kind })),
    rows: Array.from({ length: r.rows }, () => r.kindsOf.map(() => next())),
  };
  if (r.points) {
    const times = Array.from({ length: r.points }, (_, i) => r.generated - (r.points - i) * 86_400);
    out.chart = { times, step: 86_400, lines: Array.from({ length: r.lines }, () => ({ label: String(next() ?? ''), unit: 'count' as const,
      values: times.map(() => { const v = next(); return typeof v === 'number' ? v : null; }) })) };
  }
  return out;
});

/**
 * Prose as a person writes it: paragraphs and fenced examples (even of pulse and of the format's
 * comments), never blank at its ends. The format's own comment lines are its own, outside a fence.
 */
const paragraphLine = line.filter((l) => !BLANK.test(l) && !openingFence(l) && l !== CELL_SEPARATOR && l !== OUTPUT_END && !isStartComment(l) && !isDataStart(l));
const example = fc.tuple(fc.constantFrom('````markdown', '~~~~', '````'), fc.array(line.filter((l) => !/^ {0,3}(````|~~~~)/.test(l)), { maxLength: 4 }))
  .map(([open, body]) => [open, ...body, open.startsWith('`') ? '````' : '~~~~'].join('\n'));
const prose = fc.array(fc.oneof(paragraphLine, example), { minLength: 1, maxLength: 5 }).map((blocks) => blocks.join('\n'));

const querySource = fc.array(line, { minLength: 1, maxLength: 4 }).map((lines) => lines.join('\n'));
const cell: fc.Arbitrary<PulseCell> = fc.oneof(
  prose.map((source) => ({ kind: 'prose' as const, source })),
  fc.tuple(querySource, fc.array(fc.tuple(cellOutput, fc.boolean()), { maxLength: 2 })).map(([source, outputs]) => ({
    kind: 'query' as const, source,
    outputs: outputs.map(([o, withData]) => (withData ? { data: o, markdown: cellMarkdown(o) } : { markdown: cellMarkdown(o) })),
  })),
);

/** What a notebook holds, without the layout the reader keeps for writing back. */
function content(file: PulseFile): unknown {
  return file.cells.map((c) => (c.kind === 'prose' ? { kind: c.kind, source: c.source }
    : { kind: c.kind, source: c.source, outputs: c.outputs.map((o) => ({ data: o.data === undefined ? undefined : JSON.parse(JSON.stringify(o.data)) as unknown, markdown: o.markdown })) }));
}

describe('notebook format: round trip', () => {
  it('writes any text back byte for byte when nothing was changed (hostile prose, fences, comments, pipes)', () => {
    fc.assert(fc.property(text, (t) => {
      assert.equal(writePulseFile(readPulseFile(t)), t);
    }), { numRuns: 2000 });
  });

  it('writes a CRLF file back with its CRLF line breaks', () => {
    fc.assert(fc.property(text.filter((t) => !t.includes('\r')), (t) => {
      const crlf = t.replace(/\n/g, '\r\n');
      assert.equal(writePulseFile(readPulseFile(crlf)), crlf);
    }), { numRuns: 300 });
  });

  it('reads a file saved with a byte-order mark: its first query stays a query, and the mark is written back', () => {
    const saved = '\uFEFF```pulse\ntopic bitcoin\n```\n\nsome prose\n';
    const file = readPulseFile(saved);
    assert.deepEqual(file.cells.map((c) => [c.kind, c.source]), [['query', 'topic bitcoin'], ['prose', 'some prose']]);
    assert.equal(writePulseFile(file), saved);
    fc.assert(fc.property(text, (t) => {
      assert.equal(writePulseFile(readPulseFile(`\uFEFF${t}`)), `\uFEFF${t}`);
    }), { numRuns: 300 });
  });

  it('reads a written notebook as the same cells and outputs, and writes it again byte for byte', () => {
    fc.assert(fc.property(fc.array(cell, { maxLength: 8 }), (cells) => {
      const written = writePulseFile({ cells });
      const read = readPulseFile(written);
      assert.deepEqual(content(read), content({ cells }));
      assert.equal(writePulseFile(read), written);
    }), { numRuns: 400 });
  });

  it('keeps the data of an output only while it matches its markdown, and the data read is a CellOutput', () => {
    fc.assert(fc.property(cellOutput, (o) => {
      const read = readPulseFile(writePulseFile({ cells: [{ kind: 'query', source: 'topic bitcoin', outputs: [{ data: o, markdown: cellMarkdown(o) }] }] }));
      const saved = read.cells[0]!.kind === 'query' ? read.cells[0].outputs[0]! : undefined;
      assert.ok(saved && isCellOutput(saved.data));
      assert.deepEqual(saved.data, JSON.parse(JSON.stringify(o)));
    }), { numRuns: 200 });
  });
});

const OUTPUT: CellOutput = {
  v: 1, title: 'bitcoin: figures', generated: 1_795_000_000, requests: 2, demo: false, notes: [],
  table: { columns: [{ key: 'figure', label: 'Figure', kind: 'text' }, { key: 'value', label: 'Value', kind: 'count' }], rows: [['interactions', 1234567]] },
};
const SAVED = writePulseFile({ cells: [
  { kind: 'prose', source: '# Weekly research' },
  { kind: 'query', source: 'topic bitcoin', outputs: [{ data: OUTPUT, markdown: cellMarkdown(OUTPUT) }] },
] });

describe('notebook format: the saved file', () => {
  it('reads as notes: the query in a pulse block, the answer as a markdown table with its time and cost right under it', () => {
    assert.match(SAVED, /^# Weekly research\n\n```pulse\ntopic bitcoin\n```\n\n<!-- pulse-output -->\n\n\*\*bitcoin: figures\*\*/);
    assert.ok(SAVED.includes('| Figure | Value |\n| --- | --: |\n| interactions | 1,234,567 |'));
    assert.ok(SAVED.includes('*Generated 2026-11-18 11:06 UTC · 2 requests*'));
    assert.ok(SAVED.endsWith('\n-->\n<!-- /pulse-output -->\n'));
  });

  it('keeps the data out of the way: after the readable output, in short lines, its time as a date', () => {
    const big: CellOutput = { ...OUTPUT, table: { ...OUTPUT.table!, rows: Array.from({ length: 200 }, (_, i) => [`topic number ${i} with a longer name`, i * 1000]) } };
    const saved = writePulseFile({ cells: [{ kind: 'query', source: 'topic bitcoin', outputs: [{ data: big, markdown: cellMarkdown(big) }] }] });
    const lines = saved.split('\n');
    assert.ok(Math.max(...lines.map((l) => l.length)) <= DATA_WIDTH, 'no line longer than the data\'s width');
    assert.ok(lines.indexOf('*Generated 2026-11-18 11:06 UTC · 2 requests*') < lines.findIndex((l) => l.startsWith('<!-- pulse-data')), 'the readable output first');
    assert.ok(saved.includes('"generated":"2026-11-18T11:06:40Z"'));
    assert.doesNotMatch(saved, /"generated":\d/);
    const read = readPulseFile(saved).cells[0];
    assert.deepEqual(read?.kind === 'query' && read.outputs[0]!.data, JSON.parse(JSON.stringify(big)));
  });

  it('cuts the data into lines that join back exactly, none ending in a space', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '-', 'é'), maxLength: 400 }), fc.integer({ min: 2, max: 40 }), (json, width) => {
      const lines = dataLines(json, width);
      assert.equal(lines.join(''), json);
      for (const [i, l] of lines.entries()) {
        assert.ok(l.length > 0);
        if (i < lines.length - 1) assert.ok(!l.endsWith(' ') || l.trim() === '', JSON.stringify(l));
        // longer only where a whole line would have been spaces: then it runs on to the first other character
        assert.ok(l.length <= width || /^ +[^ ]?$/.test(l), JSON.stringify(l));
      }
    }), { numRuns: 500 });
  });

  it('never lets service text in the data end the comment that carries it', () => {
    const hostile: CellOutput = { ...OUTPUT, title: '--> <script>alert(1)</script> --!> <!-- x', notes: ['a--b>c', '-'.repeat(150)] };
    const saved = writePulseFile({ cells: [{ kind: 'query', source: 'q', outputs: [{ data: hostile, markdown: cellMarkdown(hostile) }] }] });
    const lines = saved.split('\n');
    const from = lines.findIndex((l) => l.startsWith('<!-- pulse-data'));
    const to = lines.indexOf('-->', from);
    const inner = lines.slice(from, to + 1).join('\n').slice('<!--'.length, -'-->'.length);
    assert.ok(!inner.includes('--') && !inner.includes('>') && !inner.includes('<'), inner);
    const read = readPulseFile(saved).cells[0];
    assert.equal(read?.kind === 'query' && (read.outputs[0]!.data as CellOutput).title, hostile.title);
  });
});

describe('notebook format: files of the earlier format', () => {
  // as the earlier writer saved SAVED: the data on the start comment's one line, every `-` in its strings escaped
  const json = JSON.stringify(OUTPUT).replace(/"(?:[^"\\]|\\.)*"/g, (s) => s.replace(/[-<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  const markdown = cellMarkdown(OUTPUT);
  const EARLIER = `# Weekly research\n\n\`\`\`pulse\ntopic bitcoin\n\`\`\`\n\n<!-- pulse-output md=${markdownHash(markdown)} data=${json} -->\n\n${markdown}\n\n<!-- /pulse-output -->\n`;

  it('reads their data, and writes an unchanged file back byte for byte', () => {
    const read = readPulseFile(EARLIER);
    const query = read.cells[1]!;
    assert.deepEqual(query.kind === 'query' && query.outputs[0]!.data, OUTPUT);
    assert.equal(query.kind === 'query' && query.outputs[0]!.markdown, markdown);
    assert.equal(writePulseFile(read), EARLIER);
  });

  it('drops their data when the table was edited by hand, and still saves the file unchanged', () => {
    const edited = EARLIER.replace('| interactions | 1,234,567 |', '| interactions | 9 |');
    const read = readPulseFile(edited);
    assert.equal(read.cells[1]!.kind === 'query' && read.cells[1].outputs[0]!.data, undefined);
    assert.equal(writePulseFile(read), edited);
  });

  it('an output run again is written in the new form', () => {
    const read = readPulseFile(EARLIER);
    const query = read.cells[1]!;
    assert.ok(query.kind === 'query');
    query.outputs = [{ data: OUTPUT, markdown }];
    assert.equal(writePulseFile(read), SAVED);
  });
});

describe('notebook format: files edited by hand', () => {
  it('shows an edited table as its markdown, without the data that no longer matches, and saves it unchanged', () => {
    const edited = SAVED.replace('| interactions | 1,234,567 |', '| interactions | 9 (checked by hand) |');
    const read = readPulseFile(edited);
    const query = read.cells[1]!;
    assert.equal(query.kind, 'query');
    assert.equal(query.kind === 'query' && query.outputs[0]!.data, undefined);
    assert.ok(query.kind === 'query' && query.outputs[0]!.markdown.includes('9 (checked by hand)'));
    assert.equal(writePulseFile(read), edited);
  });

  it('keeps as prose what it does not recognise: an unclosed query, an output without its end, a pulse example in a longer fence', () => {
    const file = ['Intro', '', '````markdown', '```pulse', 'topic x', '```', '````', '', '<!-- pulse-output md=12345678 -->', 'half an output', '',
      '```pulse', 'topic never closed'].join('\n');
    const read = readPulseFile(file);
    assert.deepEqual(read.cells.map((c) => c.kind), ['prose']);
    assert.equal(read.cells[0]!.source, file);
    assert.equal(writePulseFile(read), file);
  });

  it('an output whose end comment was deleted by hand does not swallow the cells after it', () => {
    const whole = writePulseFile({ cells: [{ kind: 'query', source: 'topic bitcoin', outputs: [{ markdown: '| a |\n| --- |\n| 1 |' }] }] });
    const cut = whole.replace('<!-- /pulse-output -->\n', '');
    const file = `${cut}\nMy own words.\n\n${whole}`;
    const read = readPulseFile(file);
    assert.deepEqual(read.cells.map((c) => c.kind), ['query', 'prose', 'query']);
    assert.match(read.cells[1]!.source, /My own words\./);
    assert.equal((read.cells[2] as { outputs: unknown[] }).outputs.length, 1);
    assert.equal(writePulseFile(read), file);
  });

  it('reads a query written with tildes, extra blank lines and no final line break, and writes them back', () => {
    const file = '\n\nNotes\n\n\n~~~ pulse\ncoins top 10\n~~~\n\n\n\nMore';
    const read = readPulseFile(file);
    assert.deepEqual(content(read), [{ kind: 'prose', source: 'Notes' }, { kind: 'query', source: 'coins top 10', outputs: [] }, { kind: 'prose', source: 'More' }]);
    assert.equal(writePulseFile(read), file);
  });

  it('splits prose into cells at the separator and keeps two prose cells apart when writing', () => {
    const written = writePulseFile({ cells: [{ kind: 'prose', source: 'one' }, { kind: 'prose', source: 'two' }] });
    assert.equal(written, `one\n\n${CELL_SEPARATOR}\n\ntwo\n`);
    assert.deepEqual(content(readPulseFile(written)), [{ kind: 'prose', source: 'one' }, { kind: 'prose', source: 'two' }]);
  });

  it('closes a fence a prose cell leaves open, so the query after it stays a query', () => {
    const written = writePulseFile({ cells: [{ kind: 'prose', source: 'see:\n```js\nlet a' }, { kind: 'query', source: 'topic bitcoin', outputs: [] }] });
    assert.deepEqual(readPulseFile(written).cells.map((c) => c.kind), ['prose', 'query']);
  });

  it('writes a markdown line that is the end comment itself so that it cannot end the output early', () => {
    const written = writePulseFile({ cells: [{ kind: 'query', source: 'q', outputs: [{ markdown: '```\n<!-- /pulse-output -->\n```' }] }, { kind: 'prose', source: 'after' }] });
    const read = readPulseFile(written);
    assert.deepEqual(read.cells.map((c) => c.kind), ['query', 'prose']);
    assert.equal(read.cells[0]!.kind === 'query' && read.cells[0].outputs[0]!.markdown, '```\n&lt;!-- /pulse-output -->\n```');
  });

  it('writes a markdown line that is a start comment in its entity form too, since the reader stops at one', () => {
    const written = writePulseFile({ cells: [{ kind: 'query', source: 'q', outputs: [{ markdown: 'x\n<!-- pulse-output md=00000000 -->\ny' }] }, { kind: 'prose', source: 'after' }] });
    const read = readPulseFile(written);
    assert.deepEqual(read.cells.map((c) => c.kind), ['query', 'prose']);
    assert.equal(read.cells[0]!.kind === 'query' && read.cells[0].outputs[0]!.markdown, 'x\n&lt;!-- pulse-output md=00000000 -->\ny');
  });
});

describe('notebook format: a saved file\'s outputs into a note', () => {
  // a .pulse.md from a cloned repository: its outputs' markdown is anyone's text
  const HOSTILE_OUTPUT = '<img src=x onerror=alert(1)>\n\n[run](command:workbench.action.terminal.new) [js](javascript:alert(1)) [ok](https://example.com/)\n\n![pic](https://example.com/p.png)';
  const file = readPulseFile(writePulseFile({ cells: [{ kind: 'query', source: 'topic bitcoin', outputs: [{ markdown: HOSTILE_OUTPUT }] }] }));

  for (const [name, write] of [['Insert Notebook into Note', (f: PulseFile) => notebookReport(f, '## Notebook').markdown ?? ''], ['Export as Markdown', plainMarkdown]] as const) {
    it(`${name} passes them through the notes guard: no raw HTML, no live command: or javascript: link, no image`, () => {
      const out = write(file);
      assert.ok(!/<img/i.test(out), out);
      assert.ok(!/\]\((command|javascript):/i.test(out), out);
      assert.ok(!/!\[pic\]\(/.test(out), out);
      assert.match(out, /\[ok\]\(<?https:\/\/example\.com\/>?\)/);
    });
  }

  // a fence indented one to three spaces, or in a list item or a quote, that the output never closes
  const OPEN_FENCES = ['  ```\nnever closed', '   ~~~~\n   never closed', '- item\n  ```\n  never closed', '> ```\n> never closed', '1. x\n\n   ```js\n   never closed'];
  const NOTE = 'intro\n\n## My heading\n\n```\nmy code\n```\n';

  for (const markdown of OPEN_FENCES) {
    const saved = readPulseFile(writePulseFile({ cells: [
      { kind: 'query', source: 'topic bitcoin', outputs: [{ markdown }] },
      { kind: 'prose', source: '## Afterwards\n\n```\nprose code\n```' },
    ] }));

    it(`Insert Notebook into Note closes an output's open fence (${JSON.stringify(markdown.split('\n')[0])}): the note's next heading and code block stay`, () => {
      const block = notebookReport(saved, '## Notebook').markdown ?? '';
      const at = insertionOffset(NOTE, 'intro'.length, block);
      const note = `${NOTE.slice(0, at)}${placeBlock(NOTE.slice(0, at), NOTE.slice(at), block)}${NOTE.slice(at)}`;
      assert.ok(headings(note).some((h) => h.text === 'My heading'), note);
      assert.equal(codeBlocks(note).at(-1), 'my code\n', note);
      assert.ok(codeBlocks(note).some((c) => c.includes('never closed')), 'the output\'s code is still code');
    });

    it(`Export as Markdown closes an output's open fence (${JSON.stringify(markdown.split('\n')[0])}): the heading and code after it stay`, () => {
      const out = plainMarkdown(saved);
      assert.ok(headings(out).some((h) => h.text === 'Afterwards'), out);
      assert.equal(codeBlocks(out).at(-1), 'prose code\n', out);
    });
  }

  it('Insert Notebook into Note has nothing to insert from a notebook none of whose questions has an answer; Export as Markdown still writes its prose and questions', () => {
    const unrun = readPulseFile(writePulseFile({ cells: [{ kind: 'prose', source: '# Research' }, { kind: 'query', source: 'topic bitcoin', outputs: [] }] }));
    assert.deepEqual(notebookReport(unrun, '## Notebook'), { markdown: undefined, answered: 0, leftOut: 0 });
    assert.deepEqual(notebookReport({ cells: [] }, '## Notebook'), { markdown: undefined, answered: 0, leftOut: 0 });
    assert.equal(plainMarkdown(unrun), '# Research\n\n```pulse\ntopic bitcoin\n```\n');
    const run = readPulseFile(writePulseFile({ cells: [...unrun.cells, { kind: 'query', source: 'topic solana', outputs: [{ markdown: 'Solana is up.' }] }] }));
    assert.equal(notebookReport(run, '## Notebook').markdown, '## Notebook\n\n```pulse\ntopic solana\n```\n\nSolana is up.\n');
  });

  it('Insert Notebook into Note leaves out, and counts, the questions whose output is words in place of an answer (a failure, a stop), as saved and read back', () => {
    const answer: CellOutput = { v: 1, title: 'Top coins', generated: 1_795_000_000, requests: 1, demo: false, notes: [], markdown: 'Bitcoin leads.' };
    const failed = '**This cell could not run (network).** No connection.';
    const saved = readPulseFile(writePulseFile({ cells: [
      { kind: 'query', source: 'coins top 2', outputs: [{ data: answer, markdown: cellMarkdown(answer) }] },
      { kind: 'query', source: 'topic bitcoin', outputs: [{ noAnswer: true, markdown: failed }] },
      { kind: 'query', source: 'topic solana', outputs: [{ markdown: 'Solana is up (written by hand).' }] },
      { kind: 'query', source: 'stocks top 2', outputs: [{ noAnswer: true, markdown: '*Stopped: its requests were cancelled.*' }] },
      { kind: 'query', source: 'nfts top 2', outputs: [] },
    ] }));
    const report = notebookReport(saved, '## Notebook');
    assert.equal(report.answered, 2);
    assert.equal(report.leftOut, 2);
    const block = report.markdown ?? '';
    assert.ok(block.includes('Bitcoin leads.') && block.includes('Solana is up'), block);
    for (const gone of ['topic bitcoin', 'could not run', 'stocks top 2', 'Stopped', 'nfts']) assert.ok(!block.includes(gone), `${gone} in ${block}`);
    const none = readPulseFile(writePulseFile({ cells: [{ kind: 'query', source: 'topic bitcoin', outputs: [{ noAnswer: true, markdown: failed }] }] }));
    assert.deepEqual(notebookReport(none, '## Notebook'), { markdown: undefined, answered: 0, leftOut: 1 });
    // the words stay in the file as they read, and Export as Markdown still writes them
    assert.ok(plainMarkdown(saved).includes(failed));
    assert.equal(writePulseFile(saved), writePulseFile(readPulseFile(writePulseFile(saved))));
  });

  it('Insert Notebook into Note puts a report answer\'s headings below the notebook\'s dated heading, as the report insert does', () => {
    const answer: CellOutput = { v: 1, title: 'Report: bitcoin', generated: 1_795_000_000, requests: 1, demo: false, notes: [],
      markdown: '# Bitcoin\n\n## Summary\n\nBitcoin is up.\n\n### Top posts\n\n- a post' };
    const saved = readPulseFile(writePulseFile({ cells: [{ kind: 'query', source: 'report bitcoin', outputs: [{ data: answer, markdown: cellMarkdown(answer) }] }] }));
    const block = notebookReport(saved, datedHeading('Research — Social Pulse notebook, 2026-12-01 00:00 UTC')).markdown ?? '';
    assert.deepEqual(headings(block).map((h) => [h.level, h.text]),
      [[2, 'Research — Social Pulse notebook, 2026-12-01 00:00 UTC'], [3, 'Bitcoin'], [4, 'Summary'], [5, 'Top posts']], block);
  });

  it('Export as Markdown puts a report answer\'s headings below the prose heading it follows; its code keeps its lines', () => {
    const answer: CellOutput = { v: 1, title: 'Report: bitcoin', generated: 1_795_000_000, requests: 1, demo: false, notes: [],
      markdown: '# Bitcoin\n\n## Summary\n\n```\n# not a heading\n```\n\n### Top posts\n\n- a post' };
    const output = { data: answer, markdown: cellMarkdown(answer) };
    const saved = readPulseFile(writePulseFile({ cells: [
      { kind: 'prose', source: '# Research' },
      { kind: 'query', source: 'report bitcoin', outputs: [output] },
      { kind: 'prose', source: '## Later\n\nSetext\n---' },
      { kind: 'query', source: 'report bitcoin', outputs: [output] },
    ] }));
    const out = plainMarkdown(saved);
    assert.deepEqual(headings(out).map((h) => [h.level, h.text]), [[1, 'Research'], [2, 'Bitcoin'], [3, 'Summary'], [4, 'Top posts'],
      [2, 'Later'], [2, 'Setext'], [3, 'Bitcoin'], [4, 'Summary'], [5, 'Top posts']], out);
    assert.deepEqual(codeBlocks(out).filter((c) => c.includes('not a heading')), ['# not a heading\n', '# not a heading\n'], out);
  });

  it('Export as Markdown closes a fence a prose cell leaves open, as the cell ends it in the notebook', () => {
    const out = plainMarkdown({ cells: [{ kind: 'prose', source: 'see:\n\n- ```js\n  let a' }, { kind: 'query', source: 'topic bitcoin', outputs: [] }] });
    assert.deepEqual(codeBlocks(out), ['let a\n', 'topic bitcoin\n']);
  });
});
