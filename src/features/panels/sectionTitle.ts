// The panel's tab title from the answer that names its item best (the ref's title is a guess
// made before any data: an id, a name typed or a truncated post title).
import { truncate } from '../../shared/format/markdown';
import type { SectionData } from '../../shared/protocol/messages';
import type { SectionId } from '../../shared/protocol/views';
import { labelText, type LabelText } from '../../editor/sinks/neutral';

const TAB_TITLE_MAX = 60;

export function sectionTitle<S extends SectionId>(section: S, data: SectionData[S]): LabelText | undefined {
  let title: string | undefined;
  switch (section) {
    case 'summary':
      title = (data as SectionData['summary']).title;
      break;
    case 'profile': {
      const p = data as SectionData['profile'];
      title = p.creator_display_name || p.creator_name;
      break;
    }
    case 'post':
      title = (data as SectionData['post']).title;
      break;
    case 'search':
      title = (data as SectionData['search']).summary?.name;
      break;
    default:
      return undefined;
  }
  const text = truncate(title ?? '', TAB_TITLE_MAX);
  return text ? labelText(text) : undefined;
}
