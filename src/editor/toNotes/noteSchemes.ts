// Where a note Social Pulse writes into lives: a file on disk (in a remote window too: the extension
// runs on the remote machine, where its notes are files) or a new, untitled one. A diff's side
// (git:), an output, a notebook's cell or another extension's read-only view is no note: a change
// there is refused, after the request it would have cost.
export const NOTE_SCHEMES: readonly string[] = ['file', 'untitled'];

export function isNoteScheme(scheme: string): boolean {
  return NOTE_SCHEMES.includes(scheme);
}

/** The markdown notes a lens that writes into them is offered on, as a document selector. */
export const MARKDOWN_NOTES: readonly { language: string; scheme: string }[] = NOTE_SCHEMES.map((scheme) => ({ language: 'markdown', scheme }));
