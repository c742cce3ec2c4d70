// A dated section written into a note that is not open in the editor: on disk, whole
// (src/editor/fileWrite.ts), the section applied again to a change another writer made since it was read; a
// missing note is created with the heading a daily note starts with. Plain Node: the crash bench
// (bench/crash-bench.ts) kills a process in the middle of this very write.
import { updateFile, type Updated } from '../fileWrite';
import { applyNoteEdit, datedSectionEdit, newNoteText, type DatedSection, type SectionMode } from './dailyNote';

export function writeSectionToFile(file: string, section: DatedSection, mode: SectionMode): Promise<Updated> {
  return updateFile(file, (before) => (before === undefined ? newNoteText(section) : applyNoteEdit(before, datedSectionEdit(before, section, mode))));
}
