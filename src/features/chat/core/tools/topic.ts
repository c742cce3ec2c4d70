// #pulseTopic: a topic's summary (with sentiment by network) and what's up with it. Pure.
import * as l10n from '../../../../shared/format/l10n';
import { topicRef } from '../../../../shared/items';
import { blocks, cell, code, joined, label, md, say, value, type MarkdownText } from '../render';
import { TOPIC_PARTS, type TopicPart } from '../specs';
import { listOf, text, topicName } from './read';
import { defineTool, type PlannedCall } from './record';
import { headline, networkTable } from './shared';

export interface TopicInput { topic: string; include: TopicPart[] }

export const topic = defineTool('topic', {
  input: (o): TopicInput => ({ topic: topicName(text(o, 'topic', () => l10n.t('"topic" is required: a topic name such as "bitcoin" or "ai".'))), include: listOf(o, 'include', TOPIC_PARTS, TOPIC_PARTS, 2) }),
  calls: (i) => {
    const calls: PlannedCall[] = [];
    if (i.include.includes('summary')) calls.push({ op: 'topic', what: say(l10n.t('the summary of topic "{0}" (with sentiment by network)'), cell(i.topic, 60)) });
    if (i.include.includes('whatsup')) calls.push({ op: 'topicWhatsup', what: say(l10n.t('what\'s up with "{0}" (AI summary of the talk)'), cell(i.topic, 60)) });
    return calls;
  },
  run: async (i, m, c) => {
    const parts: (MarkdownText | undefined)[] = [];
    let ref = topicRef(i.topic);
    if (i.include.includes('summary')) {
      const s = await m.take(c.topic(i.topic, m.options));
      ref = topicRef(s.data.topic || i.topic, s.data.title);
      parts.push(headline(s.data, 'topic'), networkTable(s.data));
    } else parts.push(say(l10n.t('## Topic {0}'), code(i.topic)));
    if (i.include.includes('whatsup')) {
      const w = await m.take(c.topicWhatsup(i.topic, m.options));
      const themes = (heading: MarkdownText, list: typeof w.data.supportive): MarkdownText | undefined => list.length
        ? md`**${heading}**\n${joined(list.map((t) => md`- **${cell(t.title, 60)}**${t.percent !== undefined ? md` (${label('theme_share')} ${value('theme_share', t.percent)})` : ''}: ${cell(t.description, 240)}`), '\n')}`
        : undefined;
      parts.push(blocks([
        say(l10n.t("### What's up")), cell(w.data.summary, 600) || say(l10n.t('_No summary for this topic._')),
        themes(say(l10n.t('Supportive themes')), w.data.supportive), themes(say(l10n.t('Critical themes')), w.data.critical),
      ]));
    }
    return { body: blocks(parts), refs: [ref] };
  },
});
