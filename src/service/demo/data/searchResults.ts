// What searching finds: each term (and rollup) read as a topic, the posts about them and the
// activity they add up to.
import type { Dataset, Subject } from './dataset';
import { candidates, postItem, top } from './posts';
import { rolling24 } from './pulse';
import { topicSummary } from './summaries';

const DAY = 86400;
/** Terms beyond these add nothing to a summary but work for the emulator. */
const MAX_SUBJECTS = 10;

type Item = Record<string, unknown>;

/** The topics a search's terms name, each at most once; a term with no letter or number names none. */
export function subjectsOf(data: Dataset, terms: readonly string[]): Subject[] {
  const out = new Map<string, Subject>();
  for (const term of terms) {
    const topic = term.toLowerCase().replace(/[^\p{L}\p{N} #$]/gu, ' ').replace(/\s+/g, ' ').trim();
    const s = /[\p{L}\p{N}]/u.test(topic) ? data.termSubject(topic) : undefined;
    if (s && out.size < MAX_SUBJECTS) out.set(topic, s);
  }
  return [...out.values()];
}

/** Recently popular posts about any of `subjects`: the last 24 hours, most interactions first. */
export function matchingPosts(data: Dataset, subjects: readonly Subject[], now: number, limit: number): Item[] {
  const all = subjects.flatMap((s) => candidates(data, s, now - DAY, now, now, false));
  return top(all, limit, true).map((c, i) => postItem(data, c, i));
}

function add(into: Record<string, number>, from: unknown): void {
  for (const [k, v] of Object.entries(from as Record<string, number>)) into[k] = (into[k] ?? 0) + v;
}

/** The activity of the subjects together over the last 24 hours. */
export function activityOf(data: Dataset, subjects: readonly Subject[], now: number): Item {
  let interactions = 0;
  let posts = 0;
  let contributors = 0;
  let weighted = 0;
  const count: Record<string, number> = {};
  const byNetwork: Record<string, number> = {};
  for (const s of subjects) {
    const day = rolling24(s.pulse, now);
    interactions += day.interactions;
    posts += day.posts_active;
    contributors += day.contributors_active;
    weighted += day.sentiment * day.interactions;
    const summary = topicSummary(data, s, now);
    add(count, summary.types_count);
    add(byNetwork, summary.types_interactions);
  }
  return {
    interactions_24h: interactions,
    num_posts: posts,
    num_contributors: contributors,
    ...(interactions ? { sentiment: Math.round(weighted / interactions) } : {}),
    types_count: count,
    types_interactions: byNetwork,
  };
}
