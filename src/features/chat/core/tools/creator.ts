// #pulseCreator: a creator's profile, the topics they influence and their latest posts. Pure.
import type { CreatorNetwork } from '../../../../service/api/values';
import * as l10n from '../../../../shared/format/l10n';
import { networkLabel } from '../../../../shared/format/networks';
import { creatorRef } from '../../../../shared/items';
import { blocks, cell, code, codeCell, figure, joined, label, leftOut, md, missing, percent, say, stamp, table, value } from '../render';
import { CREATOR_NETWORKS } from '../specs';
import { bool, identifier, int, oneOf, text } from './read';
import { defineTool, type PlannedCall } from './record';
import { dataNote } from './shared';

export interface CreatorInput { network: CreatorNetwork; creator: string; includePosts: boolean; limit: number }

export const creator = defineTool('creator', {
  input: (o): CreatorInput => ({
    network: oneOf(o, 'network', CREATOR_NETWORKS),
    creator: identifier('creator', text(o, 'creator', () => l10n.t('"creator" is required: the creator\'s screen name or id.')), 'creator'),
    includePosts: bool(o, 'includePosts', false),
    limit: int(o, 'limit', 1, 25, 5),
  }),
  calls: (i) => {
    const calls: PlannedCall[] = [{ op: 'creator', what: say(l10n.t('the {0} creator "{1}"'), cell(networkLabel(i.network)), cell(i.creator, 60)) }];
    if (i.includePosts) calls.push({ op: 'creatorPosts', what: say(l10n.t('the latest posts of "{0}"'), cell(i.creator, 60)) });
    return calls;
  },
  run: async (i, m, c) => {
    const a = await m.take(c.creator(i.network, i.creator, m.options));
    const p = a.data;
    const ref = creatorRef({ network: i.network, id: i.creator }, p.creator_display_name || p.creator_name);
    const influence = [...p.topic_influence].sort((x, y) => (y.count ?? 0) - (x.count ?? 0));
    const parts = [
      md`## ${cell(p.creator_display_name || p.creator_name, 60)} (${i.network} ${code(p.creator_name, 40)})`,
      md`${joined([p.creator_rank !== undefined ? md`${label('creator_rank')} ${value('creator_rank', p.creator_rank)}` : undefined, md`${label('followers')} ${value('followers', p.creator_followers)}`, md`${label('interactions_24h')} ${value('interactions_24h', p.interactions_24h)}`], ' · ')}.`,
      influence.length ? blocks([say(l10n.t('### Topics this creator influences')), table(['topic', 'posts', '% of posts'], influence.slice(0, 10).map((t) => [codeCell(t.topic, 40), figure(t.count), percent(t.percent)]), missing), leftOut(Math.min(10, influence.length), influence.length, 'the 10 with most posts are listed')]) : undefined,
    ];
    const extra: string[] = [];
    if (i.includePosts) {
      const posts = await m.take(c.creatorPosts(i.network, i.creator, {}, m.options));
      const list = [...posts.data].sort((x, y) => (y.post_created ?? 0) - (x.post_created ?? 0));
      const rows = list.slice(0, i.limit).map((q) => [q.post_created ? stamp(q.post_created * 1000) : missing, cell(networkLabel(q.post_type), 20), cell(q.post_title, 100), value('interactions_24h', q.interactions_24h)]);
      parts.push(blocks([say(l10n.t('### Latest posts')), table(['created', 'network', 'title', label('interactions_24h')], rows, say(l10n.t('_No posts by this creator._'))), leftOut(rows.length, list.length, 'ask with a larger limit, at most 25'), dataNote()]));
      extra.push(...list.slice(0, i.limit).map((q) => q.post_link).filter((l): l is string => !!l && /^https:\/\//.test(l)));
    }
    return { body: blocks(parts), refs: [ref], extraSources: extra };
  },
});
