// Which items have a report and how an item reference names the report's subject. Creator ids
// are `network::id` and post ids `type::id` (as the trees build them).
import type { ReportSubject } from '../api/types';
import type { ItemRef } from '../items';

function split(id: string): [string, string] | undefined {
  const i = id.indexOf('::');
  if (i <= 0 || i + 2 >= id.length) return undefined;
  return [id.slice(0, i), id.slice(i + 2)];
}

/** The report subject of an item, or undefined for items without one (coins, the coins table). */
export function reportSubject(ref: ItemRef): ReportSubject | undefined {
  switch (ref.kind) {
    case 'topic':
      return ref.id ? { kind: 'topic', topic: ref.id } : undefined;
    case 'category':
      return ref.id ? { kind: 'category', category: ref.id } : undefined;
    case 'creator': {
      const parts = split(ref.id);
      return parts && { kind: 'creator', network: parts[0], id: parts[1] };
    }
    case 'post': {
      const parts = split(ref.id);
      return parts && { kind: 'post', postType: parts[0], id: parts[1] };
    }
    case 'coin':
      return undefined;
  }
}

/** "topic bitcoin", for messages. */
export function subjectWords(ref: ItemRef): string {
  return `${ref.kind} "${ref.title || ref.id}"`;
}
