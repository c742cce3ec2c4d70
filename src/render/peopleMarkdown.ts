// "Copy as Markdown" of the creator, post and search panels: the parts the topic panel's note
// has no place for. Service text goes through mdText, as in markdown.ts.
import { mdText } from '../format/markdown';
import { formatNumber } from '../format/numbers';
import { sentimentPercentWords } from '../format/sentiment';
import { safeLinkUrl } from '../protocol/display';
import type { PanelData } from './panelData';

function profilePart(d: PanelData): string[] {
  const p = d.profile?.data;
  if (!p) return [];
  const topics = p.topic_influence.map((t) => mdText(t.topic)).join(', ');
  return [[
    `## Profile\n\n${mdText(p.creator_display_name || p.creator_name)}${p.creator_name ? ` (@${mdText(p.creator_name)})` : ''}, ${mdText(p.creator_id)}`,
    `Followers ${formatNumber(p.creator_followers)} · rank ${formatNumber(p.creator_rank)} · ${formatNumber(p.interactions_24h)} interactions in 24 h`,
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
  return [`## Summary\n\nTerms: ${s.terms.map(mdText).join(', ')}  \n${formatNumber(s.interactions_24h)} interactions, `
    + `${formatNumber(s.num_posts)} posts, ${formatNumber(s.num_contributors)} contributors in 24 h; sentiment ${sentimentPercentWords(s.sentiment) ?? '—'}`];
}

export function peopleParts(d: PanelData): string[] {
  return [...profilePart(d), ...postPart(d), ...searchPart(d)];
}
