// A save that fails says so in plain words (what, where, why) and never "saved": real failures of
// the file system, not made-up errors.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { updateFile, writeFailureText, writeFileWhole, writeRefusalCause } from '../../src/editor/fileWrite';
import { writeSectionToFile } from '../../src/editor/toNotes/dailyNoteFile';
import { makeFileReadOnly, makeReadOnly } from '../shared/readOnlyFolder';
import { folderEachTest } from '../shared/tempFolder';

async function failure(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (e) {
    return e;
  }
  assert.fail('the write went through');
}

describe('a failed write in plain words', () => {
  const tmp = folderEachTest('pulse-write-failure-');

  it('a read-only folder: the file is named, not saved, and the cause is permission', async () => {
    const folder = path.join(tmp.dir, 'locked');
    fs.mkdirSync(folder);
    const writable = makeReadOnly(folder);
    try {
      const file = path.join(folder, 'report.md');
      const text = writeFailureText(await failure(() => writeFileWhole(file, Buffer.from('x'))), file);
      assert.equal(text, `Social Pulse could not write ${file}, so it is not saved: permission denied (this account may not write there).`);
      assert.equal(writeFailureText(await failure(() => updateFile(file, () => 'note')), file).endsWith('permission denied (this account may not write there).'), true);
    } finally {
      writable();
    }
  });

  it('a path under a file: the cause is a file where a folder should be; a missing folder says so', async () => {
    fs.writeFileSync(path.join(tmp.dir, 'plain'), 'a file');
    const file = path.join(tmp.dir, 'plain', 'report.csv');
    assert.match(writeFailureText(await failure(() => writeFileWhole(file, Buffer.from('x'))), file), /: a part of the path is a file, not a folder\.$/);
    const missing = path.join(tmp.dir, 'gone', 'report.csv');
    assert.match(writeFailureText(await failure(() => writeFileWhole(missing, Buffer.from('x'))), missing), /: the folder does not exist\.$/);
  });

  it('a note marked read-only: an open note whose save failed is told why in the words a closed one gets (before: "this account may not write there")', async () => {
    const note = path.join(tmp.dir, '2026-12-03.md');
    fs.writeFileSync(note, '# Notes\n');
    const writable = makeFileReadOnly(note);
    try {
      const section = { title: 'Social Pulse digest', day: { year: 2026, month: 12, day: 3 }, body: 'Quiet day.' };
      const closed = writeFailureText(await failure(() => writeSectionToFile(note, section, 'replace')), note);
      const cause = 'permission denied: the file is marked read-only; make it writable and try again, or choose another file';
      assert.equal(closed, `Social Pulse could not write ${note}, so it is not saved: ${cause}.`);
      assert.equal(await writeRefusalCause(note), cause);
    } finally {
      writable();
    }
    assert.equal(await writeRefusalCause(note), undefined, 'writable again');
  });

  it('a cause with no words of ours keeps the system\'s message', () => {
    assert.equal(writeFailureText(Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }), '/x'), 'Social Pulse could not write /x, so it is not saved: EIO: i/o error.');
  });
});
