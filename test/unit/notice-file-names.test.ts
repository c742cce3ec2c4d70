// A note's file name is chosen by whoever named the file (or a workspace's setting naming today's
// note): in a notification it is text, never a link VS Code runs, a second line or reversed text.
import * as assert from 'node:assert/strict';
import { snapshotReadOnlyNotice } from '../../src/features/hovers/core/snapshotNotice';
import { addedToNoteNotice } from '../../src/features/alerts/core/addedNotice';

/** The link syntax VS Code's notifications run (as in sinks-neutral.test.ts). */
const NOTIFICATION_LINK = /\[([^\]]+)\](\(((?:https?:\/\/|command:|file:)[^)\s]+)(?: (["'])(.+?)(\4))?\))/gi;
const HOSTILE_NAME = 'notes [run](command:workbench.action.terminal.new)\n\u202Edm.txt\u202C.md';
const HOSTILE_WHY = 'permission denied [open](https://evil.example)\r\nsecond line';
const BIDI_OR_BREAK = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\r\n]/;

function assertNeutral(text: string): void {
  assert.deepEqual([...text.matchAll(NOTIFICATION_LINK)].map((m) => m[0]), [], text);
  assert.doesNotMatch(text, BIDI_OR_BREAK);
}

describe('notices that name a note by its file name', () => {
  it('the snapshot not inserted into a read-only note: the name is one line of text with no link', () => {
    const notice = snapshotReadOnlyNotice({ path: `/home/me/${HOSTILE_NAME}`, toString: () => 'file:///home/me/x.md' });
    assertNeutral(notice);
    assert.equal(notice, 'Social Pulse: the snapshot was not inserted: notes ［run］(command:workbench.action.terminal.new) dm.txt.md is read-only.');
  });

  it('a note with no path segment is named by its whole address, neutralised too', () => {
    const notice = snapshotReadOnlyNotice({ path: '', toString: () => 'untitled:[x](command:evil)\n' });
    assertNeutral(notice);
    assert.equal(notice, 'Social Pulse: the snapshot was not inserted: untitled:［x］(command:evil) is read-only.');
  });

  it('a fired alert added to a note not saved: the note\'s name and the reason are text with no link', () => {
    const notice = addedToNoteNotice(`journal/${HOSTILE_NAME}`, HOSTILE_WHY);
    assertNeutral(notice);
    assert.equal(notice, 'Added to journal/notes ［run］(command:workbench.action.terminal.new) dm.txt.md, not saved: permission denied ［open］(https://evil.example) second line.');
    const saved = addedToNoteNotice(`journal/${HOSTILE_NAME}`, undefined);
    assertNeutral(saved);
    assert.equal(saved, 'Added to journal/notes ［run］(command:workbench.action.terminal.new) dm.txt.md.');
  });
});
