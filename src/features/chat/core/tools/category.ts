// #pulseCategory: the categories list, or one category's summary and its top topics. Pure.
import * as l10n from '../../../../shared/format/l10n';
import { categoryRef, topicRef } from '../../../../shared/items';
import { blocks, cell, codeCell, label, leftOut, md, say, table, value } from '../render';
import { absent, bool, identifier, int, text } from './read';
import { defineTool, type PlannedCall } from './record';
import { headline, networkTable } from './shared';

export interface CategoryInput { category?: string; includeTopics: boolean; limit: number }

export const category = defineTool('category', {
  input: (o): CategoryInput => ({
    category: absent(o, 'category') ? undefined : identifier('category', text(o, 'category', () => l10n.t('"category" is required: a category name.')), 'category'),
    includeTopics: bool(o, 'includeTopics', true),
    limit: int(o, 'limit', 1, 50, 10),
  }),
  calls: (i) => {
    if (!i.category) return [{ op: 'categoriesList', what: say(l10n.t('the categories list')) }];
    const calls: PlannedCall[] = [{ op: 'category', what: say(l10n.t('the summary of category "{0}"'), cell(i.category, 60)) }];
    if (i.includeTopics) calls.push({ op: 'categoryTopics', what: say(l10n.t('the topics of category "{0}"'), cell(i.category, 60)) });
    return calls;
  },
  run: async (i, m, c) => {
    if (!i.category) {
      const a = await m.take(c.categoriesList(m.options));
      const list = [...a.data].sort((x, y) => (x.category_rank ?? 1e9) - (y.category_rank ?? 1e9));
      const rows = list.slice(0, i.limit).map((k) => [value('category_rank', k.category_rank), md`${cell(k.title, 40)} (${codeCell(k.category, 40)})`,
        value('interactions_24h', k.interactions_24h), value('num_posts', k.num_posts), value('social_dominance', k.social_dominance)]);
      return {
        body: blocks([say(l10n.t('## Categories')), table([label('category_rank'), 'category (id)', label('interactions_24h'), label('num_posts'), label('social_dominance')], rows,
          say(l10n.t('_The categories list is empty._'))),
          leftOut(rows.length, list.length, 'ask with a larger limit, at most 50')]),
        refs: list.slice(0, i.limit).map((k) => categoryRef(k.category, k.title)),
      };
    }
    const name = i.category;
    const s = await m.take(c.category(name, m.options));
    const parts = [headline(s.data, 'category'), networkTable(s.data)];
    const refs = [categoryRef(s.data.topic || name, s.data.title)];
    if (i.includeTopics) {
      const t = await m.take(c.categoryTopics(name, m.options));
      const list = [...t.data].sort((x, y) => (x.topic_rank ?? 1e9) - (y.topic_rank ?? 1e9));
      const rows = list.slice(0, i.limit).map((k) => [value('topic_rank', k.topic_rank), md`${cell(k.title, 40)} (${codeCell(k.topic, 40)})`,
        value('interactions_24h', k.interactions_24h), value('num_posts', k.num_posts), value('social_dominance', k.social_dominance)]);
      parts.push(blocks([say(l10n.t('### Top topics in this category')), table([label('topic_rank'), 'topic (id)', label('interactions_24h'), label('num_posts'), label('social_dominance')], rows,
        say(l10n.t('_No topics in this category._'))),
        leftOut(rows.length, list.length, 'ask with a larger limit, at most 50')]));
      refs.push(...list.slice(0, i.limit).map((k) => topicRef(k.topic, k.title)));
    }
    return { body: blocks(parts), refs };
  },
});
