// The notes folder: the workspace folder the person last wrote the digest into with "Write Today's
// Digest Now", kept in this machine's state (shared by the profile's windows). Today's note is
// written there by every path that writes it (the scheduled digest, the command, an alert's line),
// so a code repository open in another window never gets `journal/<day>.md`. Only the person's own
// command sets it: a folder's settings cannot.
import type { Memento } from '../machineState';

export const NOTES_FOLDER_KEY = 'socialPulse.digest.notesFolder';

/** The notes folder's address (a `file:` URI's text), once the person has written a digest. */
export function rememberedNotesFolder(machine: Memento): string | undefined {
  const value = machine.get<unknown>(NOTES_FOLDER_KEY);
  return typeof value === 'string' && value ? value : undefined;
}

export async function rememberNotesFolder(machine: Memento, folder: string): Promise<void> {
  if (rememberedNotesFolder(machine) !== folder) await machine.update(NOTES_FOLDER_KEY, folder);
}

/**
 * Whether this window can write the scheduled digest: it has the notes folder open, or none is
 * known yet (then its first folder is the place, as before the person chose one).
 */
export function holdsNotesFolder(notesFolder: string | undefined, folders: readonly { uri: { toString(): string } }[]): boolean {
  return notesFolder === undefined || folders.some((f) => f.uri.toString() === notesFolder);
}
