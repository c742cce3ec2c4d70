// One post as the service describes it: who wrote it, its title and text, its image (loaded as
// the panels load remote images: over https, while socialPulse.loadRemoteImages is on), its
// media as links (http(s) only), its reactions by kind, its topics and categories.
import * as l10n from '../../../shared/format/l10n';
import { networkLabel } from '../../../shared/format/networks';
import type { PostDetail } from '../../../service/api/types-people';
import { formatNumber } from '../../../shared/format/numbers';
import { creatorRef } from '../../../shared/items';
import { networkOf, safeLinkUrl, sizedRemoteImage } from '../../../shared/protocol/display';
import { append, h, linkButton } from '../dom';
import { post } from '../host';
import { avatar } from './people';
import { figure, links } from './summary';

/** `retweets` → "Retweets": any kind the service sends is shown. */
function metricLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** The post's image at the size the service gave; nothing when it must not load (its address is under Media). */
function picture(p: PostDetail, remoteImages: boolean): HTMLElement | undefined {
  const image = sizedRemoteImage(p.image, remoteImages);
  if (!image) return undefined;
  const img = h('img', { class: 'post-detail-image', attrs: { ...image, alt: '' } });
  img.addEventListener('error', () => img.remove(), { once: true });
  return img;
}

function media(p: PostDetail): HTMLElement | undefined {
  const urls = [...new Set([p.video, p.image?.src, ...p.images].map((u) => safeLinkUrl(u)).filter((u): u is string => !!u))];
  if (!urls.length) return undefined;
  return h('div', { class: 'related' }, h('h3', {}, l10n.t('Media')),
    h('ul', { class: 'media-links' }, ...urls.map((url) => h('li', {},
      linkButton(url, () => post({ type: 'openLink', url }), l10n.t('Open in browser: {0}', url))))));
}

function byline(p: PostDetail, remoteImages: boolean): HTMLElement {
  const name = p.creator_display_name || p.creator_name || l10n.t('unknown creator');
  const ref = p.creator_id && networkOf(p.creator_id) ? creatorRef(p.creator_id, name) : undefined;
  return h('div', { class: 'byline' }, avatar(p.creator_avatar, name, remoteImages),
    h('span', { class: 'who' },
      ref ? linkButton(name, () => post({ type: 'openItem', ref }), l10n.t('Open creator {0}', name)) : h('strong', {}, name),
      p.creator_name && p.creator_display_name ? h('span', { class: 'handle' }, ` @${p.creator_name}`) : undefined),
    h('span', { class: 'badge network' }, networkLabel(p.type ?? '') || l10n.t('unknown network')));
}

export function drawPost(body: HTMLElement, p: PostDetail, remoteImages: boolean): void {
  const metrics = Object.entries(p.metrics).filter(([, v]) => typeof v === 'number' && Number.isFinite(v));
  append(body,
    byline(p, remoteImages),
    h('p', { class: 'post-detail-title' }, p.title || l10n.t('(untitled)')),
    p.description && p.description !== p.title ? h('p', { class: 'post-detail-text' }, p.description) : undefined,
    p.extraText && p.extraText !== p.title && p.extraText !== p.description ? h('p', { class: 'post-detail-text muted' }, p.extraText) : undefined,
    picture(p, remoteImages),
    metrics.length
      ? h('dl', { class: 'figures' }, ...metrics.map(([k, v]) => figure(metricLabel(k), formatNumber(v))))
      : h('p', { class: 'empty' }, l10n.t('The service sent no reactions for this post.')),
    media(p));
}

export function drawPostSubjects(body: HTMLElement, p: PostDetail): void {
  const topics = links(l10n.t('Topics'), p.topics, 'topic');
  const categories = links(l10n.t('Categories'), p.categories, 'category');
  body.append(topics || categories ? h('div', { class: 'related-wrap' }, topics, categories)
    : h('p', { class: 'empty' }, l10n.t('The service lists no topics or categories for this post.')));
}
