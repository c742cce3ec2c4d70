// #pulseFeed: a topic's top posts, news or creators. Pure.
import * as l10n from '../../../../shared/format/l10n';
import { networkLabel } from '../../../../shared/format/networks';
import { sentimentWords } from '../../../../shared/format/sentiment';
import { creatorRef, postRef, topicRef } from '../../../../shared/items';
import { ago, blocks, cell, code, codeCell, label, leftOut, md, missing, own, say, table, value } from '../render';
import { FEED_KINDS, type FeedKind } from '../specs';
import { int, oneOf, text, topicName } from './read';
import { defineTool } from './record';
import { dataNote } from './shared';

export interface FeedInput { topic: string; kind: FeedKind; limit: number }

export const feed = defineTool('feed', {
  input: (o): FeedInput => ({
    topic: topicName(text(o, 'topic', () => l10n.t('"topic" is required: a topic name.'))),
    kind: oneOf(o, 'kind', FEED_KINDS, 'posts'),
    limit: int(o, 'limit', 1, 25, 10),
  }),
  calls: (i) => {
    const op = i.kind === 'posts' ? 'topicPosts' : i.kind === 'news' ? 'topicNews' : 'topicCreators';
    const what = i.kind === 'posts' ? l10n.t('the top posts of topic "{0}"') : i.kind === 'news' ? l10n.t('the top news of topic "{0}"') : l10n.t('the top creators of topic "{0}"');
    return [{ op, what: say(what, cell(i.topic, 60)) }];
  },
  run: async (i, m, c) => {
    const ref = topicRef(i.topic);
    if (i.kind === 'creators') {
      const a = await m.take(c.topicCreators(i.topic, m.options));
      const list = [...a.data].sort((x, y) => (x.creator_rank ?? 1e9) - (y.creator_rank ?? 1e9));
      const rows = list.slice(0, i.limit).map((cr) => [
        value('creator_rank', cr.creator_rank), cell(cr.creator_display_name || cr.creator_name, 40), codeCell(cr.creator_id, 50),
        value('followers', cr.creator_followers), value('interactions_24h', cr.interactions_24h),
      ]);
      return {
        body: blocks([say(l10n.t('## Top creators on topic {0}'), code(i.topic)), table([label('creator_rank'), 'creator', 'id (network::id)', label('followers'), label('interactions_24h')], rows,
          say(l10n.t('_No creators on this topic._'))),
          leftOut(rows.length, list.length, 'ask with a larger limit, at most 25')]),
        refs: [ref, ...list.slice(0, i.limit).map((cr) => creatorRef(cr.creator_id, cr.creator_display_name || cr.creator_name))],
      };
    }
    const a = i.kind === 'news'
      ? await m.take(c.topicNews(i.topic, m.options))
      : await m.take(c.topicPosts(i.topic, {}, m.options));
    const list = [...a.data].sort((x, y) => (y.interactions_24h ?? 0) - (x.interactions_24h ?? 0));
    const now = m.oldest ?? Date.now();
    const shown = list.slice(0, i.limit);
    const rows = shown.map((p) => [
      p.post_created ? ago(p.post_created * 1000, now) : missing,
      cell(networkLabel(p.post_type), 20), cell(p.creator_display_name || p.creator_name, 30), cell(p.post_title, 100),
      value('interactions_24h', p.interactions_24h), p.post_sentiment !== undefined ? md`${value('post_sentiment', p.post_sentiment)} (${cell(sentimentWords(p.post_sentiment))})` : missing,
    ]);
    const links = shown.filter((p) => p.post_link && /^https:\/\//.test(p.post_link)).map((p) => p.post_link!);
    return {
      body: blocks([
        say(l10n.t('## Top {0} on topic {1} (by interactions)'), own(i.kind), code(i.topic)),
        table(['age', 'network', 'creator', 'title', label('interactions_24h'), label('post_sentiment')], rows, say(i.kind === 'news' ? l10n.t('_No news on this topic._') : l10n.t('_No posts on this topic._'))),
        leftOut(rows.length, list.length, 'ask with a larger limit, at most 25'),
        dataNote(),
      ]),
      refs: [ref, ...shown.map((p) => postRef({ type: p.post_type, id: p.id }, p.post_title))],
      extraSources: links,
    };
  },
});
