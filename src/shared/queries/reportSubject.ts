// Which items have a report and how an item reference names the report's subject.
import type { RequestOptions, SocialApi } from '../../service/api/service';
import type { ReportSubject } from '../../service/api/types';
import * as l10n from '../format/l10n';
import type { ItemRef } from '../items';
import { creatorParts, postParts, searchTermOf } from '../items';

/**
 * The report subject of an item, or undefined for items without one (a coin, stock or NFT
 * collection, the NFT table) or known only by asking (saved searches). The coins and stocks
 * tables have the service's lists.
 */
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
    case 'search': {
      const term = searchTermOf(ref);
      return term === undefined ? undefined : { kind: 'search', query: term };
    }
    case 'coin':
      return ref.id ? undefined : { kind: 'list', list: 'cryptocurrencies' };
    case 'stock':
      return ref.id ? undefined : { kind: 'list', list: 'stocks' };
    case 'nft':
      return undefined;
  }
}

export interface ResolvedSubject {
  subject: ReportSubject | undefined;
  /** A saved search the service's list no longer has (deleted, here or elsewhere). */
  gone?: true;
  /** Requests the saved searches' list counted (0 when it was not asked for, or came from the cache). */
  requests: number;
}

/** Like reportSubject; a saved search's report is the one on its terms (from the cached list). */
export async function resolveReportSubject(client: Pick<SocialApi, 'searchesList'>, ref: ItemRef, options: RequestOptions): Promise<ResolvedSubject> {
  if (ref.kind !== 'search' || searchTermOf(ref) !== undefined) return { subject: reportSubject(ref), requests: 0 };
  const list = await client.searchesList(options);
  const saved = list.data.find((s) => s.id === ref.id);
  if (!saved) {
    // a cached list may predate the search (saved on another device): only the service's own list says it is gone
    if (options.refresh || list.requests > 0) return { subject: undefined, gone: true, requests: list.requests };
    const again = await resolveReportSubject(client, ref, { ...options, refresh: true });
    return { ...again, requests: list.requests + again.requests };
  }
  return {
    subject: saved.search_json.terms.length ? { kind: 'search', query: saved.search_json.terms.join(' ') } : undefined,
    requests: list.requests,
  };
}

/** 'topic "Bitcoin"', for messages, in the person's language. */
export function subjectWords(ref: ItemRef): string {
  const title = ref.title || ref.id;
  switch (ref.kind) {
    case 'topic': return l10n.t('topic "{0}"', title);
    case 'category': return l10n.t('category "{0}"', title);
    case 'coin': return l10n.t('coin "{0}"', title);
    case 'stock': return l10n.t('stock "{0}"', title);
    case 'nft': return l10n.t('NFT collection "{0}"', title);
    case 'creator': return l10n.t('creator "{0}"', title);
    case 'post': return l10n.t('post "{0}"', title);
    case 'search': return l10n.t('saved search "{0}"', title);
  }
}
