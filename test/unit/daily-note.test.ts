// Today's note: the day in a time zone, the path from a pattern (refusing `..`, absolute paths and
// symlinks out of the folder, against a real temporary folder), and the dated section put into a
// note: appended, replacing the day's own, never inside a code fence (judged by markdown-it).
import * as assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  applyNoteEdit, datedSectionEdit, dayIn, expandPattern, FOAM_DAILY_PATTERN, newNoteText, patternProblem, SECTION_END, type DatedSection,
} from '../../src/editor/toNotes/dailyNote';
import { noteWriteProblem, resolveDailyNote } from '../../src/editor/toNotes/dailyNotePath';
import { codeBlocks, headings } from './markdown-oracle';

const DAY = { year: 2026, month: 11, day: 5 };
const section = (body: string, day = DAY): DatedSection => ({ title: 'Social Pulse digest', day, body });
const put = (note: string, s: DatedSection, mode: 'replace' | 'append' = 'replace'): string => applyNoteEdit(note, datedSectionEdit(note, s, mode));

describe('daily note: the day and its path', () => {
  it('takes the calendar day of the time zone, not of UTC', () => {
    const ms = Date.UTC(2026, 10, 25, 23, 30);
    assert.deepEqual(dayIn(ms, 'UTC'), { year: 2026, month: 11, day: 25 });
    assert.deepEqual(dayIn(ms, 'Europe/Berlin'), { year: 2026, month: 11, day: 26 });
    assert.deepEqual(dayIn(ms, 'America/Los_Angeles'), { year: 2026, month: 11, day: 25 });
    assert.deepEqual(dayIn(Date.UTC(2026, 10, 25, 10), 'Pacific/Kiritimati'), { year: 2026, month: 11, day: 26 });
  });

  it('expands the pattern with padded figures', () => {
    assert.equal(expandPattern(FOAM_DAILY_PATTERN, DAY), 'journal/2026-11-05.md');
    assert.equal(expandPattern('./notes//${year}/${month}/${day}.md', DAY), 'notes/2026/11/05.md');
    assert.equal(expandPattern('running.md', DAY), 'running.md');
  });

  it('refuses patterns that leave the folder or name something other than a note', () => {
    for (const bad of ['../x.md', 'journal/../../x.md', '/etc/x.md', 'C:\\x.md', '\\\\server\\x.md', '~/x.md', 'journal/x.txt',
      'journal/${user}.md', '', 'a\u0000.md', 'journal\\..\\x.md']) {
      assert.ok(patternProblem(bad), bad);
    }
    assert.equal(patternProblem(FOAM_DAILY_PATTERN), undefined);
  });
});

describe('daily note: the path on disk', () => {
  let root: string;
  let folder: string;
  let outside: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'sp-daily-'));
    folder = path.join(root, 'workspace');
    outside = path.join(root, 'outside');
    await fs.mkdir(folder);
    await fs.mkdir(outside);
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('resolves a new note inside the folder', async () => {
    const got = await resolveDailyNote(folder, FOAM_DAILY_PATTERN, DAY);
    assert.ok(got.ok);
    assert.equal(got.file, path.join(await fs.realpath(folder), 'journal', '2026-11-05.md'));
    assert.equal(got.exists, false);
  });

  it('refuses a folder of the path that is a symlink out of the workspace', async () => {
    await fs.symlink(outside, path.join(folder, 'journal'));
    const got = await resolveDailyNote(folder, FOAM_DAILY_PATTERN, DAY);
    assert.equal(got.ok, false);
    assert.match(!got.ok ? got.reason : '', /outside the workspace folder/);
  });

  it('refuses a note that is a symlink to a file outside, or dangling', async () => {
    await fs.mkdir(path.join(folder, 'journal'));
    await fs.writeFile(path.join(outside, 'secret.md'), 'x');
    await fs.symlink(path.join(outside, 'secret.md'), path.join(folder, 'journal', '2026-11-05.md'));
    assert.equal((await resolveDailyNote(folder, FOAM_DAILY_PATTERN, DAY)).ok, false);
    await fs.symlink(path.join(outside, 'missing.md'), path.join(folder, 'journal', '2026-11-06.md'));
    assert.equal((await resolveDailyNote(folder, FOAM_DAILY_PATTERN, { ...DAY, day: 6 })).ok, false);
  });

  it('refuses a link inside the folder to a file that is not markdown', async () => {
    await fs.writeFile(path.join(folder, 'settings.json'), '{}');
    await fs.symlink(path.join(folder, 'settings.json'), path.join(folder, 'today.md'));
    assert.equal((await resolveDailyNote(folder, 'today.md', DAY)).ok, false);
  });

  it('refuses `..` and absolute paths before touching the disk', async () => {
    for (const bad of ['../outside/x.md', path.join(outside, 'x.md')]) {
      const got = await resolveDailyNote(folder, bad, DAY);
      assert.equal(got.ok, false, bad);
    }
  });

  it('accepts a folder whose name only starts with two dots (failed before: "..notes/… is not inside the workspace folder")', async () => {
    const got = await resolveDailyNote(folder, '..notes/${year}-${month}-${day}.md', DAY);
    assert.ok(got.ok, !got.ok ? got.reason : '');
    assert.equal(got.file, path.join(await fs.realpath(folder), '..notes', '2026-11-05.md'));
  });

  it('refuses a path through a file where a folder goes, before anything is written (failed before: resolved, then ENOTDIR at the write)', async () => {
    await fs.writeFile(path.join(folder, 'journal'), 'a file, not a folder');
    const got = await resolveDailyNote(folder, FOAM_DAILY_PATTERN, DAY);
    assert.equal(got.ok, false);
    assert.match(!got.ok ? got.reason : '', /journal\/2026-11-05\.md cannot be made: journal is a file, not a folder\./);
  });

  it('says why a note marked read-only cannot be written; a writable or new one has no problem', async () => {
    const note = path.join(folder, 'today.md');
    assert.equal(await noteWriteProblem(path.join(folder, 'journal', 'new.md'), 'journal/new.md'), undefined);
    await fs.writeFile(note, '# today\n');
    assert.equal(await noteWriteProblem(note, 'today.md'), undefined);
    await fs.chmod(note, 0o444);
    assert.match(await noteWriteProblem(note, 'today.md') ?? '', /^today\.md cannot be written: permission denied: the file is marked read-only/);
  });

  it('accepts a link that stays inside the folder', async () => {
    await fs.mkdir(path.join(folder, 'notes'));
    await fs.symlink(path.join(folder, 'notes'), path.join(folder, 'journal'));
    const got = await resolveDailyNote(folder, FOAM_DAILY_PATTERN, DAY);
    assert.ok(got.ok);
    assert.equal(got.file, path.join(await fs.realpath(folder), 'notes', '2026-11-05.md'));
  });
});

describe('daily note: the dated section', () => {
  it('starts a new note with the daily heading', () => {
    const text = newNoteText(section('- one'));
    assert.deepEqual(headings(text), [{ level: 1, text: '2026-11-05' }, { level: 2, text: 'Social Pulse digest — 2026-11-05' }]);
  });

  it('appends to a note under a dated heading, with a blank line before it', () => {
    const out = put('# 2026-11-05\n\nMy own words.\n', section('- one'));
    assert.equal(out, `# 2026-11-05\n\nMy own words.\n\n## Social Pulse digest — 2026-11-05\n\n- one\n\n${SECTION_END}\n`);
  });

  it("replaces the day's section instead of adding a second one, and keeps what follows", () => {
    const first = put('# Day\n\nMine.\n', section('- old'));
    const withMore = `${first}\n## Later\n\nmore of mine\n`;
    const second = put(withMore, section('- new'));
    assert.equal(second.match(/Social Pulse digest/g)?.length, 1);
    assert.ok(second.includes('- new') && !second.includes('- old'));
    assert.ok(second.includes('## Later\n\nmore of mine'));
    assert.ok(second.startsWith('# Day\n\nMine.\n'));
  });

  it("adds a new section on another day, leaving yesterday's", () => {
    const first = put('', section('- yesterday'));
    const second = put(first, section('- today', { ...DAY, day: 6 }));
    assert.ok(second.includes('- yesterday') && second.includes('- today'));
  });

  it('appends a line to the day\'s section in append mode', () => {
    const first = put('# Day\n', section('- alert one'), 'append');
    const second = put(`${first}\n## Mine\n`, section('- alert two'), 'append');
    assert.ok(second.includes(`- alert one\n\n- alert two\n\n${SECTION_END}\n\n## Mine`), second);
  });

  it('replacing stops at the section\'s end: what the person typed below the digest, with no heading between, stays', () => {
    const first = put('# Day\n', section('- old'));
    const typed = `${first}\nMy thoughts: sell ETH.\n\n### Meeting notes\n\n- ship it\n`;
    const second = put(typed, section('- new'));
    assert.ok(second.includes('- new') && !second.includes('- old'), second);
    assert.ok(second.endsWith('\nMy thoughts: sell ETH.\n\n### Meeting notes\n\n- ship it\n'), second);
  });

  it('a section without its end comment may hold the person\'s words: the new one goes after it, nothing is removed', () => {
    const byHand = '# Day\n\n## Social Pulse digest — 2026-11-05\n\n- old\n\nMy words.\n';
    const out = put(byHand, section('- new'));
    assert.ok(out.startsWith(byHand.trimEnd()), out);
    assert.ok(out.includes('- new') && out.includes(SECTION_END));
  });

  it('never writes inside a code fence: a heading inside a fence is not the section, an open fence comes after', () => {
    const fenced = '# Day\n\n```\n## Social Pulse digest — 2026-11-05\n```\n';
    const out = put(fenced, section('- one'));
    assert.equal(codeBlocks(out).length, 1);
    assert.ok(headings(out).some((h) => h.text === 'Social Pulse digest — 2026-11-05'));
    const open = '# Day\n\ntext\n\n~~~~\nunfinished code';
    const out2 = put(open, section('- one'));
    assert.ok(headings(out2).some((h) => h.text === 'Social Pulse digest — 2026-11-05'), out2);
    assert.ok(out2.endsWith('~~~~\nunfinished code'));
  });

  it('keeps the note\'s CRLF line breaks', () => {
    const out = put('# Day\r\n\r\nMine.\r\n', section('- a\n- b'));
    assert.ok(!/[^\r]\n/.test(out), JSON.stringify(out));
  });
});
