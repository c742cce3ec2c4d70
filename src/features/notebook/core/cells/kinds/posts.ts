// `creator twitter/elonmusk posts 7d`, `topic bitcoin posts 1d`: a topic's, category's or creator's posts.
import * as l10n from '../../../../../shared/format/l10n';
import { runPosts } from '../runPosts';
import type { CellKind } from './kind';
import { titleOf } from './titles';

export const posts: CellKind<'posts'> = {
  describe: (q) => (q.days <= 1 ? l10n.t('{0}: posts, last 24 hours', titleOf(q.subject)) : l10n.t('{0}: posts, last {1} days', titleOf(q.subject), q.days)),
  cost: () => 1,
  names: (q) => [q.subject],
  answer: async (q, run) => ({ table: await runPosts(run.deps.client, q.subject, q.days, run.now(), run.options, run.tally) }),
};
