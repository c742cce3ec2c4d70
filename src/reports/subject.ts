// Which items have a report and how an item reference names the report's subject.
import type { ReportSubject } from '../api/types';
import type { ItemRef } from '../items';
import { creatorParts, postParts } from '../items';

/** The report subject of an item, or undefined for items without one (markets, saved searches, the coins table). */
export function reportSubject(ref: ItemRef): ReportSubject | undefined {
  switch (ref.kind) {
    case 'topic':
      return ref.id ? { kind: 'topic', topic: ref.id } : undefined;
    case 'category':
      return ref.id ? { kind: 'category', category: ref.id } : undefined;
    case 'creator': {
      const parts = creatorParts(ref);
      return parts && { kind: 'creator', network: parts.network, id: parts.id };
    }
    case 'post': {
      const parts = postParts(ref);
      return parts && { kind: 'post', postType: parts.type, id: parts.id };
    }
    case 'coin':
    case 'stock':
    case 'nft':
    case 'search':
      return undefined;
  }
}

/** "topic bitcoin", for messages. */
export function subjectWords(ref: ItemRef): string {
  return `${ref.kind} "${ref.title || ref.id}"`;
}
