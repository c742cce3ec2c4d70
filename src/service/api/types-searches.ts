// Saved searches, searching posts and the notices of data changes (field notes, "The whole
// reference").
import type { Extras, PerNetwork, Post } from './types';

/** What a search looks for: its terms and the terms rolled up into them (an update sends both again). */
export interface SearchJson {
  terms: string[];
  rollups?: string[];
}

export interface SavedSearch extends Extras {
  /** The slug it is addressed by (`/searches/{slug}`). */
  id: string;
  name: string;
  search_json: Required<SearchJson>;
  /** Priority searches are refreshed more often; a plan allows only a few. */
  priority?: boolean;
  /** unix seconds */
  created?: number;
}

/** The answer to a deletion the service made: which search is gone. */
export interface SearchDeletion extends Extras {
  id: string;
  deleted: true;
}

/** A saved search's output: activity of its terms over the last 24 hours and their top posts. */
export interface SearchSummary extends Extras {
  id: string;
  name?: string;
  terms: string[];
  interactions_24h?: number;
  num_posts?: number;
  num_contributors?: number;
  /** percent positive, weighted by interactions */
  sentiment?: number;
  types_count: PerNetwork<number>;
  types_interactions: PerNetwork<number>;
  posts: Post[];
}

/** A change that may alter historical series of an asset. */
export interface SystemChange extends Extras {
  /** `topic`, `coin`, `stock`... */
  asset_type: string;
  /** Absent when the notice names its subject only (`asset_name`). */
  asset_id?: number | string;
  asset_name?: string;
  /** `search_terms` (the last 72 hours change) or `full_historical` (the whole history does). */
  change: string;
  description?: string;
  /** unix seconds */
  time: number;
}
