// "Copy as Markdown" of the creator, post and search panels: the parts the topic panel's note
// has no place for. Service text goes through mdText, as in markdown.ts.
import * as l10n from '../format/l10n';
import { mdText } from '../format/markdown';
import { writeTerms } from '../format/terms';
import { networkLabel } from '../format/networks';
import { formatNumber } from '../format/numbers';
import type { FigureId } from '../figures/catalogue';
import { figure } from '../figures/catalogue';
import { exactFigure, reportHeader } from '../figures/format';
import { safeLinkUrl } from '../protocol/display';
import type { PostDetail } from '../../service/api/types-people';
import type { PanelData } from './panelData';

/** "Followers 1,200 · Creator rank 4 · …": each figure's label with its unit and its exact value. */
function facts(list: readonly [FigureId, number | undefined][]): string {
  return list.map(([id, v]) => l10n.t('{0} {1}', figure(id).unit === 'percent' ? reportHeader(id) : figure(id).label, exactFigure(v))).join(' · ');
}

function profilePart(d: PanelData): string[] {
  const p = d.profile?.data;
  if (!p) return [];
  const topics = p.topic_influence.map((t) => mdText(t.topic)).join(', ');
  return [[
    `## ${l10n.t('Profile')}\n\n${mdText(p.creator_display_name || p.creator_name)}${p.creator_name ? ` (@${mdText(p.creator_name)})` : ''}, ${mdText(p.creator_id)}`,
    facts([['followers', p.creator_followers], ['creator_rank', p.creator_rank], ['interactions_24h', p.interactions_24h]]),
    topics ? l10n.t('Topics: {0}', topics) : undefined,
  ].filter(Boolean).join('  \n')];
}

/** "By Ada · X": who wrote the post and where. */
function byline(p: PostDetail): string {
  const who = p.creator_display_name || p.creator_name;
  const network = mdText(networkLabel(p.type) || l10n.t('unknown network'));
  return who ? l10n.t('By {0} · {1}', mdText(who), network) : l10n.t('By an unknown creator · {0}', network);
}

function postPart(d: PanelData): string[] {
  const p = d.post?.data;
  if (!p) return [];
  const metrics = Object.entries(p.metrics).map(([k, v]) => `${mdText(k)} ${formatNumber(v)}`).join(' · ');
  const media = [p.video, p.image?.src, ...p.images].map((u) => safeLinkUrl(u)).filter((u): u is string => !!u);
  return [[
    `## ${l10n.t('Post')}\n\n${mdText(p.description || p.title)}`,
    byline(p),
    metrics ? l10n.t('Reactions: {0}', metrics) : undefined,
    media.length ? l10n.t('Media: {0}', media.map((u) => `<${u}>`).join(', ')) : undefined,
    p.topics.length ? l10n.t('Topics: {0}', p.topics.map(mdText).join(', ')) : undefined,
  ].filter(Boolean).join('  \n')];
}

function searchPart(d: PanelData): string[] {
  const s = d.search?.data.summary;
  if (!s) return [];
  return [`## ${l10n.t('Summary')}\n\n${l10n.t('Terms: {0}', mdText(writeTerms(s.terms)))}  \n`
    + facts([['interactions_24h', s.interactions_24h], ['num_posts', s.num_posts], ['num_contributors', s.num_contributors], ['sentiment', s.sentiment]])];
}

export function peopleParts(d: PanelData): string[] {
  return [...profilePart(d), ...postPart(d), ...searchPart(d)];
}
