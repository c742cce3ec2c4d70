// #pulseReport: the service's markdown report on a topic, category, creator or post. Pure.
import { isOneOf } from '../../../../service/api/values';
import * as l10n from '../../../../shared/format/l10n';
import { ownMarkdown } from '../../../../editor/sinks/neutral';
import { categoryRef, creatorRef, kindNoun, postRef, topicRef } from '../../../../shared/items';
import { fetchReport } from '../../../../shared/queries/report';
import { blocks, cell, count, say, serviceMarkdown } from '../render';
import { CREATOR_NETWORKS, REPORT_KINDS, type ReportKind } from '../specs';
import { Bad, identifier, int, oneOf, text, topicName } from './read';
import { defineTool } from './record';
import { dataNote } from './shared';

export interface ReportInput { kind: ReportKind; id: string; network?: string; maxChars: number }

function reportIdRequired(kind: ReportKind): string {
  switch (kind) {
    case 'topic': return l10n.t('"id" is required: the topic\'s name.');
    case 'category': return l10n.t('"id" is required: the category\'s name.');
    case 'creator': return l10n.t('"id" is required: the creator\'s screen name or id.');
    case 'post': return l10n.t('"id" is required: the post\'s id.');
  }
}

export const report = defineTool('report', {
  input: (o): ReportInput => {
    const kind = oneOf(o, 'kind', REPORT_KINDS, 'topic');
    const raw = text(o, 'id', () => reportIdRequired(kind));
    const maxChars = int(o, 'maxChars', 500, 20000, 6000);
    if (kind === 'topic') return { kind, id: topicName(raw, 'id'), maxChars };
    if (kind === 'category') return { kind, id: identifier('category', raw, 'id'), maxChars };
    const network = text(o, 'network', () => (kind === 'creator' ? l10n.t('"network" is required: the creator\'s network, one of {0}.', CREATOR_NETWORKS.join(', ')) : l10n.t('"network" is required: the post type, such as tweet, youtube-video or news.')));
    if (kind === 'creator') {
      const n = network.toLowerCase();
      if (!isOneOf(CREATOR_NETWORKS, n)) throw new Bad(l10n.t('"network" must be one of {0}.', CREATOR_NETWORKS.join(', ')));
      return { kind, id: identifier('creator', raw, 'id'), network: n, maxChars };
    }
    return { kind, id: identifier('post', raw, 'id'), network: identifier('postType', network, 'network'), maxChars };
  },
  // the markdown variant; on a plan without it, a snapshot from the summary (one more)
  calls: (i) => [{ op: i.kind === 'category' ? 'category' : 'topic', what: say(l10n.t('the markdown report on {0} "{1}"'), ownMarkdown(kindNoun(i.kind)), cell(i.id, 60)) }],
  run: async (i, m, c) => {
    const ref = i.kind === 'topic' ? topicRef(i.id) : i.kind === 'category' ? categoryRef(i.id)
      : i.kind === 'creator' ? creatorRef({ network: i.network!, id: i.id }) : postRef({ type: i.network!, id: i.id });
    const got = await m.report(fetchReport({ client: c, ref, format: 'markdown', options: m.options }));
    const full = got.data.text;
    const cut = full.length > i.maxChars ? `${full.slice(0, i.maxChars).replace(/\n[^\n]*$/, '')}\n` : full;
    return {
      body: blocks([
        // a snapshot says what it is in its own text (noteBesideText)
        say(l10n.t('## Report: {0}'), cell(got.data.title, 100)),
        // the report is the service's markdown: as data, with only http(s) links live
        dataNote(),
        serviceMarkdown(cut.trim()),
        cut.length < full.length ? say(l10n.t('_Report cut at {0} of {1} characters (maxChars takes up to 20,000); the Insert Report button puts all of it into the active note._'), count(cut.length), count(full.length)) : undefined,
      ]),
      refs: [ref],
    };
  },
});
