// The latest answer of each section a panel holds on the host: the source of its markdown and
// CSV exports, so a copy is built from data, never scraped from the screen.
import type { AnswerMeta, SectionData } from '../protocol/messages';
import type { SectionId } from '../protocol/views';

export type PanelData = { [S in SectionId]?: { data: SectionData[S]; meta: AnswerMeta } };
