// The creator, post and saved-search panels' part of the one message protocol: what their
// sections carry, and the commands a panel's buttons run on its item. The actions carry no
// text: the host acts on its own panel's item, so a webview cannot rename or delete another.
import type { Post } from '../../service/api/types';
import type { CreatorProfile, PostDetail } from '../../service/api/types-people';
import type { SearchSummary, SystemChange } from '../../service/api/types-searches';
import { isOneOf } from './check';

/** A term searched (`Search Posts…`) has its posts only; a saved search has its summary too. */
export interface SearchData {
  term?: string;
  summary?: SearchSummary;
  posts: Post[];
}

/** Changes to the panel's subject in the last 72 hours, newest first. */
export interface ChangesData {
  changes: SystemChange[];
}

export interface PeopleSectionData {
  profile: CreatorProfile;
  post: PostDetail;
  search: SearchData;
  changes: ChangesData;
}

export type PeopleSectionId = keyof PeopleSectionData;

export const ITEM_ACTIONS = ['openReport', 'saveSearch', 'renameSearch', 'editSearchTerms', 'searchPriority', 'deleteSearch', 'addAlert'] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];

export interface ItemActionMessage {
  type: 'itemAction';
  action: ItemAction;
}

export function isItemActionMessage(v: Record<string, unknown>): v is Record<string, unknown> & ItemActionMessage {
  return v.type === 'itemAction' && isOneOf(ITEM_ACTIONS, v.action) && Object.keys(v).length === 2;
}
