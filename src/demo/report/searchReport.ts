// The markdown variant's report on a search query (`/search/{query}`): the activity of what the
// query names over the last 24 hours and the posts that match it, as searching answers them.
import type { Dataset } from '../data/dataset';
import { activityOf, matchingPosts, subjectsOf } from '../data/searchResults';
import { count, isoTime, type Cell, type ReportDoc } from './doc';

const POSTS = 10;
const POST_COLUMNS = ['post_created', 'post_type', 'post_title', 'creator_name', 'interactions_24h', 'post_link'];

export function searchReport(data: Dataset, query: string, now: number): ReportDoc {
  const subjects = subjectsOf(data, [query, ...query.split(/\s+/)]);
  const activity = activityOf(data, subjects, now);
  const posts = matchingPosts(data, subjects, now, POSTS);
  return {
    heading: `Search: ${query}`,
    byline: `Posts matching \`${query}\` in the last 24 hours, generated ${isoTime(now)}.`,
    sections: [
      { kind: 'table', title: 'Activity', table: {
        columns: ['metric', 'value'],
        rows: [
          ['Interactions (24h)', count(activity.interactions_24h)],
          ['Posts (24h)', count(activity.num_posts)],
          ['Contributors', count(activity.num_contributors)],
        ],
      } },
      { kind: 'list', title: 'Top posts', items: posts.length
        ? posts.map((p) => `${String(p.post_title)} (${String(p.post_type)}, ${count(p.interactions_24h)} interactions in 24h)`)
        : ['No posts match this search.'] },
    ],
    csv: { columns: POST_COLUMNS, rows: posts.map((p) => POST_COLUMNS.map((c) => (p[c] ?? null) as Cell)) },
    json: { query, ...activity, posts, generated: now },
  };
}
