// "Copy as Markdown" of the creator, post and search panels: the parts the topic panel's note
// has no place for. Service text goes through mdText, as in markdown.ts.
import { mdText } from '../format/markdown';
import { formatNumber } from '../format/numbers';
import type { FigureId } from '../figures/catalogue';
import { figure } from '../figures/catalogue';
import { exactFigure, reportHeader } from '../figures/format';
import { safeLinkUrl } from '../protocol/display';
import type { PanelData } from './panelData';

/** "Followers 1,200 · Creator rank 4 · …": each figure's label with its unit and its exact value. */
function facts(list: readonly [FigureId, number | undefined][]): string {
  return list.map(([id, v]) => `${figure(id).unit === 'percent' ? reportHeader(id) : figure(id).label} ${exactFigure(v)}`).join(' · ');
}

function profilePart(d: PanelData): string[] {
  const p = d.profile?.data;
  if (!p) return [];
  const topics = p.topic_influence.map((t) => mdText(t.topic)).join(', ');
  return [[
    `## Profile\n\n${mdText(p.creator_display_name || p.creator_name)}${p.creator_name ? ` (@${mdText(p.creator_name)})` : ''}, ${mdText(p.creator_id)}`,
    facts([['followers', p.creator_followers], ['creator_rank', p.creator_rank], ['interactions_24h', p.interactions_24h]]),
    topics ? `Topics: ${topics}` : undefined,
  ].filter(Boolean).join('  \n')];
}

function postPart(d: PanelData): string[] {
  const p = d.post?.data;
  if (!p) return [];
  const metrics = Object.entries(p.metrics).map(([k, v]) => `${mdText(k)} ${formatNumber(v)}`).join(' · ');
  const media = [p.video, p.image?.src, ...p.images].map((u) => safeLinkUrl(u)).filter((u): u is string => !!u);
  return [[
    `## Post\n\n${mdText(p.description || p.title)}`,
    `By ${mdText(p.creator_display_name || p.creator_name || 'unknown')} · ${mdText(p.type)}`,
    metrics ? `Reactions: ${metrics}` : undefined,
    media.length ? `Media: ${media.map((u) => `<${u}>`).join(', ')}` : undefined,
    p.topics.length ? `Topics: ${p.topics.map(mdText).join(', ')}` : undefined,
  ].filter(Boolean).join('  \n')];
}

function searchPart(d: PanelData): string[] {
  const s = d.search?.data.summary;
  if (!s) return [];
  return [`## Summary\n\nTerms: ${s.terms.map(mdText).join(', ')}  \n`
    + facts([['interactions_24h', s.interactions_24h], ['num_posts', s.num_posts], ['num_contributors', s.num_contributors], ['sentiment', s.sentiment]])];
}

export function peopleParts(d: PanelData): string[] {
  return [...profilePart(d), ...postPart(d), ...searchPart(d)];
}
