// #pulseTrending: the trending topics list, ranked, with each topic's move since yesterday. Pure.
import * as l10n from '../../../../shared/format/l10n';
import { rankMove } from '../../../../shared/format/rank';
import { topicRef } from '../../../../shared/items';
import { blocks, cell, codeCell, label, leftOut, md, missing, say, table, value, type MarkdownText } from '../render';
import { int } from './read';
import { defineTool } from './record';

export interface TrendingInput { limit: number }

/** "▲3", "▼2"; "unchanged" as the report's topics table says it, so it never reads as the "—" of no previous rank. */
function moveCell(rank: number | undefined, previous: number | undefined): MarkdownText {
  const m = rankMove(rank, previous);
  if (!m) return missing;
  return cell(m.delta === 0 ? m.words : m.symbol);
}

export const trending = defineTool('trending', {
  input: (o): TrendingInput => ({ limit: int(o, 'limit', 1, 50, 10) }),
  calls: () => [{ op: 'topicsList', what: say(l10n.t('the trending topics list')) }],
  run: async (i, m, c) => {
    const a = await m.take(c.topicsList(m.options));
    const rows = a.data.slice(0, i.limit).map((t) => [
      value('topic_rank', t.topic_rank), md`${cell(t.title, 40)} (${codeCell(t.topic, 40)})`, moveCell(t.topic_rank, t.topic_rank_24h_previous),
      value('interactions_24h', t.interactions_24h), value('num_posts', t.num_posts), value('num_contributors', t.num_contributors),
    ]);
    return {
      body: blocks([
        say(l10n.t('## Trending social topics')),
        table([label('topic_rank'), 'topic (id)', 'Δ rank 24 h', label('interactions_24h'), label('num_posts'), label('num_contributors')], rows, say(l10n.t('_The trending topics list is empty._'))),
        leftOut(rows.length, a.data.length, 'ask with a larger limit, at most 50'),
        rows.length ? say(l10n.t('Δ rank: ▲ places gained since 24 h ago. Pass a topic id to the topic tool for its details.')) : undefined,
      ]),
      refs: a.data.slice(0, i.limit).map((t) => topicRef(t.topic, t.title)),
    };
  },
});
