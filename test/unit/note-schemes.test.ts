// "Add today's figures" is offered, and fetches, only where the note can take the section: an
// untitled note or a file on a file system VS Code can write, as VS Code says (a virtual
// workspace's too: GitHub Repositories' vscode-vfs got no lens). A git diff's side of a note holding
// a report is read-only: a lens there spent a request and the edit was refused without a word.
import * as assert from 'node:assert/strict';
import { isNoteScheme, MARKDOWN_DOCUMENTS } from '../../src/editor/toNotes/noteSchemes';

/** vscode.workspace.fs as a window with these file systems answers: writable or not; absent ones unknown. */
const fileSystems = (known: Record<string, boolean>) => ({
  isWritableFileSystem: (scheme: string): boolean | undefined => (Object.hasOwn(known, scheme) ? known[scheme] : undefined),
});

describe('the notes a lens that writes into them is offered on', () => {
  const fs = fileSystems({ 'file': true, 'vscode-vfs': true, 'vscode-remote': true, 'memfs': true, 'git': false, 'readonly-vfs': false });

  it('an untitled note, or a file on any file system VS Code can write: the disk, a virtual workspace, another extension\'s', () => {
    for (const scheme of ['untitled', 'file', 'vscode-vfs', 'vscode-remote', 'memfs']) assert.ok(isNoteScheme(scheme, fs), scheme);
  });

  it('a read-only file system (a diff\'s side), or none (an output, a notebook\'s cell, a view), is no note to write into', () => {
    for (const scheme of ['git', 'readonly-vfs', 'output', 'vscode-notebook-cell', 'gitlens', 'review', '']) assert.equal(isNoteScheme(scheme, fs), false, scheme);
    assert.equal(isNoteScheme('vscode-vfs', fileSystems({ 'vscode-vfs': false })), false, 'a virtual workspace without write access');
  });

  it('asks about markdown on every scheme, as file systems come with extensions', () => {
    assert.deepEqual(MARKDOWN_DOCUMENTS, { language: 'markdown' });
  });
});
