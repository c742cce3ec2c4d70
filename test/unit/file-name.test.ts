// A file name made from a long topic or title stays within the 255 bytes ext4 and APFS allow, cut
// between characters: against the real file system, where the old names failed to save.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { capNamePart, NAME_PART_BYTES } from '../../src/shared/format/fileName';
import { fileNameText } from '../../src/editor/sinks/neutral';
import { reportFileName } from '../../src/editor/toNotes/core/reportOut';
import { writeFileWhole } from '../../src/editor/fileWrite';
import { folderEachTest } from '../shared/tempFolder';

const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

describe('file names cut to what a file system takes', () => {
  const tmp = folderEachTest('pulse-file-name-');

  it('cuts long ASCII, CJK and emoji names at 100 bytes, never inside a character', () => {
    assert.equal(capNamePart('a'.repeat(300)), 'a'.repeat(100));
    // 3 bytes each: 33 fit in 100
    assert.equal(capNamePart('比特币'.repeat(40)), '比特币'.repeat(11));
    // a family emoji is 25 bytes (four people joined): four fit whole, never a part of one
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    assert.equal(capNamePart(family.repeat(10)), family.repeat(4));
    // a flag is two 4-byte characters: 12 whole flags, never half of one
    assert.equal(capNamePart('\u{1F1EF}\u{1F1F5}'.repeat(20)), '\u{1F1EF}\u{1F1F5}'.repeat(12));
    assert.equal(capNamePart('short name'), 'short name');
    for (const name of ['a'.repeat(300), '币'.repeat(100), '😀'.repeat(80)]) assert.ok(bytes(capNamePart(name)) <= NAME_PART_BYTES);
  });

  it('suggests a report, CSV or notebook name that saves, from a 300-character topic or 100 CJK characters', () => {
    for (const topic of ['bitcoin '.repeat(40), '比特币'.repeat(34), '🚀 moon '.repeat(50)]) {
      const name = reportFileName({ kind: 'topic', id: topic, title: topic }, 'csv', true);
      assert.ok(bytes(fileNameText(topic, 'item')) <= NAME_PART_BYTES, topic);
      assert.ok(!fileNameText(topic, 'item').endsWith('-'));
      fs.writeFileSync(path.join(tmp.dir, name), 'saved');
      assert.equal(fs.readFileSync(path.join(tmp.dir, name), 'utf8'), 'saved');
    }
  });

  it('writes a chosen file whose own name is near the limit (its temporary file\'s name is cut too)', async () => {
    for (const name of [`${'a'.repeat(250)}.md`, `${'币'.repeat(83)}.md`, `${'😀'.repeat(62)}.md`]) {
      const file = path.join(tmp.dir, name);
      await writeFileWhole(file, Buffer.from('whole'));
      assert.equal(fs.readFileSync(file, 'utf8'), 'whole');
    }
    assert.deepEqual(fs.readdirSync(tmp.dir).filter((f) => f.endsWith('.tmp')), []);
  });
});
