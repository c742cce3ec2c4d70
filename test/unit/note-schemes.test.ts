// "Add today's figures" is offered, and fetches, only where the note can take the section: a file
// on disk or an untitled note. A git diff's side of a note holding a report is read-only: a lens
// there spent a request and the edit was refused without a word.
import * as assert from 'node:assert/strict';
import { isNoteScheme, MARKDOWN_NOTES } from '../../src/editor/toNotes/noteSchemes';

describe('the notes a lens that writes into them is offered on', () => {
  it('a markdown file on disk or an untitled one, and nothing else', () => {
    assert.deepEqual(MARKDOWN_NOTES, [{ language: 'markdown', scheme: 'file' }, { language: 'markdown', scheme: 'untitled' }]);
  });

  it('a diff\'s side, an output, a notebook\'s cell or a settings file is no note to write into', () => {
    for (const scheme of ['file', 'untitled']) assert.ok(isNoteScheme(scheme), scheme);
    for (const scheme of ['git', 'output', 'vscode-notebook-cell', 'vscode-userdata', 'gitlens', 'review', '']) assert.equal(isNoteScheme(scheme), false, scheme);
  });
});
