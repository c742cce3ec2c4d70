// Creators and single posts beyond the interface summary (field notes, "The whole reference").
import type { Creator, Extras, NetworkKey } from './types';

export interface CreatorListItem extends Creator {
  /** `twitter`, `youtube`... */
  creator_network?: string;
  /** Posts in the last 24 hours. */
  creator_posts?: number;
}

/** A topic a creator's posts are about. */
export interface TopicInfluence extends Extras {
  topic: string;
  count?: number;
  percent?: number;
  rank?: number;
}

export interface CreatorProfile extends Creator {
  topic_influence: TopicInfluence[];
}

export interface CreatorPoint extends Extras {
  time: number;
  followers?: number;
  interactions?: number;
  posts_active?: number;
  creator_rank?: number;
}

/** A post's primary image as the service describes it; width and height in pixels. */
export interface PostImage extends Extras {
  src: string;
  width?: number;
  height?: number;
}

/** A post as `/posts/{type}/{id}/v1` answers it: its fields at the top level, no envelope. */
export interface PostDetail extends Extras {
  id: string;
  type: NetworkKey;
  title: string;
  description?: string;
  extraText?: string;
  /** Reactions by kind: favorites, retweets, views, likes, upvotes... (an open set). */
  metrics: Record<string, number>;
  image?: PostImage;
  video?: string;
  images: string[];
  creator_id?: string;
  creator_name?: string;
  creator_display_name?: string;
  creator_avatar?: string;
  topics: string[];
  categories: string[];
}
