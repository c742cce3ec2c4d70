// A note changed on disk is written whole, and a change another writer (a sync client, another
// editor) made between our read and our write is kept: the section is applied to it again, never
// written over it. Against a real temporary folder.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { replaceFile, FileChanged, updateFile, writeFailureText, writeFileWhole } from '../../src/editor/fileWrite';
import { folderEachTest } from '../shared/tempFolder';

describe('files written whole, checked for a change since they were read', () => {
  const tmp = folderEachTest('pulse-file-write-');

  const leftovers = (): string[] => fs.readdirSync(tmp.dir, { recursive: true }).map(String).filter((f) => f.endsWith('.tmp'));
  const append = (line: string) => (text: string | undefined): string => `${text ?? '# Note\n'}${line}\n`;

  it('creates a missing note with its folders, and changes an existing one, leaving no temporary file', async () => {
    const note = path.join(tmp.dir, 'journal', '2026-11-26.md');
    assert.deepEqual(await updateFile(note, append('digest')), { created: true, text: '# Note\ndigest\n' });
    assert.deepEqual(await updateFile(note, append('alert')), { created: false, text: '# Note\ndigest\nalert\n' });
    assert.equal(fs.readFileSync(note, 'utf8'), '# Note\ndigest\nalert\n');
    assert.deepEqual(leftovers(), []);
  });

  it('keeps a note\'s byte-order mark, and a chosen file\'s permissions, when it writes over them', async () => {
    const note = path.join(tmp.dir, 'bom.md');
    fs.writeFileSync(note, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('# Note\n')]));
    await updateFile(note, (text) => {
      assert.equal(text, '# Note\n', 'the change reads the text after the mark');
      return `${text ?? ''}digest\n`;
    });
    assert.deepEqual([...fs.readFileSync(note).subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.equal(fs.readFileSync(note, 'utf8'), '\ufeff# Note\ndigest\n');
    if (process.platform === 'win32') return;
    const chosen = path.join(tmp.dir, 'private-export.md');
    fs.writeFileSync(chosen, 'old');
    fs.chmodSync(chosen, 0o600);
    await writeFileWhole(chosen, new TextEncoder().encode('new'));
    assert.equal(fs.statSync(chosen).mode & 0o777, 0o600);
    assert.equal(fs.readFileSync(chosen, 'utf8'), 'new');
  });

  it('refuses a note that is not UTF-8 (Windows-1252, UTF-16) and leaves its bytes as they were', async () => {
    const cases: [string, Buffer][] = [
      ['latin1.md', Buffer.from('# Caf\xe9 cr\xe8me\n', 'latin1')],
      ['utf16le.md', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# Notes\n', 'utf16le')])],
      ['utf16-no-bom.md', Buffer.from('# Notes\n', 'utf16le')],
    ];
    for (const [name, bytes] of cases) {
      const file = path.join(tmp.dir, name);
      fs.writeFileSync(file, bytes);
      await assert.rejects(updateFile(file, append('digest')), /is not UTF-8 text \(another encoding, such as Windows-1252 or UTF-16\?\), so Social Pulse left it as it was/, name);
      assert.deepEqual(fs.readFileSync(file), bytes, name);
    }
    const utf8 = path.join(tmp.dir, 'utf8.md');
    fs.writeFileSync(utf8, '# Café crème\n');
    await updateFile(utf8, append('digest'));
    assert.equal(fs.readFileSync(utf8, 'utf8'), '# Café crème\ndigest\n');
  });

  it('removes the temporary files a writer killed mid-write left beside the file, once they are a minute old', async () => {
    const note = path.join(tmp.dir, 'note.md');
    const chosen = path.join(tmp.dir, 'export.md');
    fs.writeFileSync(note, '# Note\n');
    // five minutes before now on the file system's clock
    const old = (fs.statSync(note).mtimeMs - 5 * 60_000) / 1000;
    // what a killed write leaves: half the new text in a hidden file beside the target
    for (const name of ['.note.md.0123456789ab.tmp', '.export.md.0a1b2c3d4e5f.tmp']) {
      fs.writeFileSync(path.join(tmp.dir, name), '# Note\nhal');
      fs.utimesSync(path.join(tmp.dir, name), old, old);
    }
    // another window writing the note right now, and files that only look alike
    const young = '.note.md.ba9876543210.tmp';
    fs.writeFileSync(path.join(tmp.dir, young), '# Note\n');
    for (const name of ['.other.md.0123456789ab.tmp', 'note.md.tmp']) {
      fs.writeFileSync(path.join(tmp.dir, name), 'theirs');
      fs.utimesSync(path.join(tmp.dir, name), old, old);
    }
    await updateFile(note, append('digest'));
    await writeFileWhole(chosen, new TextEncoder().encode('# Export\n'));
    assert.deepEqual(leftovers().sort(), ['.other.md.0123456789ab.tmp', young, 'note.md.tmp'].sort());
  });

  it("takes no other window's temporary file when this machine's clock is minutes off the file system's (a network share)", async () => {
    const note = path.join(tmp.dir, 'note.md');
    fs.writeFileSync(note, '# Note\n');
    const young = '.note.md.ba9876543210.tmp';
    fs.writeFileSync(path.join(tmp.dir, young), '# Note\n');
    const realNow = Date.now;
    for (const skew of [10 * 60_000, -10 * 60_000]) {
      Date.now = () => realNow() + skew;
      try {
        await updateFile(note, append(`skew ${skew}`));
      } finally {
        Date.now = realNow;
      }
      assert.deepEqual(leftovers(), [young], `a clock ${skew / 60_000} min off`);
    }
  });

  it('keeps a change another writer made between the read and the write, and applies the section to it', async () => {
    const note = path.join(tmp.dir, 'note.md');
    fs.writeFileSync(note, '# Note\nmine\n');
    let reads = 0;
    const written = await updateFile(note, (text) => {
      // a sync client writes the file just after this read
      if (reads++ === 0) fs.writeFileSync(note, `${text ?? ''}from my phone\n`);
      return `${text ?? ''}digest\n`;
    });
    assert.equal(reads, 2, 'read again after the change');
    assert.equal(fs.readFileSync(note, 'utf8'), '# Note\nmine\nfrom my phone\ndigest\n');
    assert.equal(written.text, '# Note\nmine\nfrom my phone\ndigest\n');
  });

  it('does not write over a note another writer created after it was found missing', async () => {
    const note = path.join(tmp.dir, 'new.md');
    let reads = 0;
    await updateFile(note, (text) => {
      if (reads++ === 0) fs.writeFileSync(note, '# Made elsewhere\n');
      return `${text ?? '# Ours\n'}digest\n`;
    });
    assert.equal(fs.readFileSync(note, 'utf8'), '# Made elsewhere\ndigest\n');
  });

  it('leaves a note that keeps changing as the other writer left it, and says so', async () => {
    const note = path.join(tmp.dir, 'busy.md');
    fs.writeFileSync(note, 'v0\n');
    let n = 0;
    await assert.rejects(updateFile(note, (text) => {
      fs.writeFileSync(note, `v${++n}\n`);
      return `${text ?? ''}digest\n`;
    }), /kept changing while it was written .* left as they wrote it/);
    assert.equal(fs.readFileSync(note, 'utf8'), `v${n}\n`, 'nothing of the other writer lost');
    assert.deepEqual(leftovers(), []);
  });

  it('leaves a note the person made read-only as it was, and says it is marked read-only and what to do', async () => {
    const note = path.join(tmp.dir, '2026-12-03.md');
    fs.writeFileSync(note, '# 2026-12-03\n\nmine\n');
    fs.chmodSync(note, 0o444); // chmod a-w: refused to an administrator too, who may write anything
    const refused = await updateFile(note, append('digest')).then(() => undefined, (e: unknown) => e);
    assert.ok(refused, 'the section is not written');
    assert.match(writeFailureText(refused, note), /could not write .*2026-12-03\.md, so it is not saved: permission denied: the file is marked read-only; make it writable and try again, or choose another file\.$/);
    assert.equal(fs.readFileSync(note, 'utf8'), '# 2026-12-03\n\nmine\n');
    if (process.platform !== 'win32') assert.equal(fs.statSync(note).mode & 0o777, 0o444);
    assert.deepEqual(leftovers(), []);
  });

  it('leaves a chosen file the person made read-only as it was (Save Report As, an export), directly or through its link, and says what to do', async () => {
    const chosen = path.join(tmp.dir, 'report.md');
    fs.writeFileSync(chosen, '# Kept\n');
    fs.chmodSync(chosen, 0o444);
    const link = path.join(tmp.dir, 'linked.md');
    fs.symlinkSync(chosen, link);
    for (const target of [chosen, link]) {
      const refused = await writeFileWhole(target, Buffer.from('# Report\n')).then(() => undefined, (e: unknown) => e);
      assert.ok(refused, `${target} is not replaced`);
      assert.equal(writeFailureText(refused, target),
        `Social Pulse could not write ${target}, so it is not saved: permission denied: the file is marked read-only; make it writable and try again, or choose another file.`);
    }
    assert.equal(fs.readFileSync(chosen, 'utf8'), '# Kept\n');
    assert.ok(fs.lstatSync(link).isSymbolicLink(), 'the link is still a link');
    if (process.platform !== 'win32') assert.equal(fs.statSync(chosen).mode & 0o777, 0o444);
    assert.deepEqual(leftovers(), []);
  });

  it('replaces a file only while it holds what was read, and keeps its permissions', async () => {
    const file = path.join(tmp.dir, 'a.md');
    fs.writeFileSync(file, 'old');
    fs.chmodSync(file, 0o640);
    await assert.rejects(replaceFile(file, Buffer.from('other'), Buffer.from('new')), FileChanged);
    assert.equal(fs.readFileSync(file, 'utf8'), 'old');
    await replaceFile(file, Buffer.from('old'), Buffer.from('new'));
    assert.equal(fs.readFileSync(file, 'utf8'), 'new');
    if (process.platform !== 'win32') assert.equal(fs.statSync(file).mode & 0o777, 0o640);
    await assert.rejects(replaceFile(file, undefined, Buffer.from('x')), FileChanged, 'a file expected absent is not written over');
    assert.deepEqual(leftovers(), []);
  });

  it('writes a chosen file whole, through its link if it is one', async () => {
    const real = path.join(tmp.dir, 'real.csv');
    fs.writeFileSync(real, 'old');
    const link = path.join(tmp.dir, 'link.csv');
    fs.symlinkSync(real, link);
    await writeFileWhole(link, Buffer.from('new'));
    assert.equal(fs.readFileSync(real, 'utf8'), 'new');
    assert.ok(fs.lstatSync(link).isSymbolicLink(), 'the link stays a link');
    await writeFileWhole(path.join(tmp.dir, 'fresh.json'), Buffer.from('{}'));
    assert.equal(fs.readFileSync(path.join(tmp.dir, 'fresh.json'), 'utf8'), '{}');
    assert.deepEqual(leftovers(), []);
  });
});
