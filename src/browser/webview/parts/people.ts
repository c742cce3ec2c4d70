// Posts, news and creators: who wrote what, on which network, how it felt and how far it went.
// A post's title opens its panel and a creator's name theirs; the web link is the button
// beside the title. Links open through the host (http(s) only); images load only over https,
// and only while `socialPulse.loadRemoteImages` is on: off, an avatar shows the creator's
// initial and a news image a placeholder.
import * as l10n from '../../../shared/format/l10n';
import { networkLabel } from '../../../shared/format/networks';
import type { Creator, Post } from '../../../service/api/types';
import { formatFigure } from '../../../shared/figures/format';
import { sentimentTone, sentimentWords } from '../../../shared/format/sentiment';
import { creatorRef, kindNoun, postRef, type ItemRef } from '../../../shared/items';
import { formatDateTime, initialOf, networkOf, remoteImage, safeImageUrl, safeLinkUrl, type RemoteImage } from '../../../shared/protocol/display';
import { h, icon, linkButton } from '../dom';
import { post } from '../host';
import { explained, labelled } from './figure';

export interface PostsOptions {
  /** News: each post with its image. */
  withImage: boolean;
  remoteImages: boolean;
  /** What an empty list says. */
  empty: string;
}

function noAvatar(name: string | undefined): HTMLElement {
  return h('span', { class: 'avatar none', attrs: { 'aria-hidden': 'true' } }, initialOf(name) ?? icon('account'));
}

export function avatar(url: string | undefined, name: string | undefined, remoteImages: boolean): HTMLElement {
  const image = remoteImage(url, remoteImages);
  if (!image) return noAvatar(name);
  const img = h('img', { class: 'avatar', attrs: { ...image, alt: '', width: 32, height: 32 } });
  // avatars move or expire: show the initial rather than a broken image
  img.addEventListener('error', () => img.replaceWith(noAvatar(name)), { once: true });
  return img;
}

function postImage(image: RemoteImage): HTMLElement {
  const img = h('img', { class: 'post-image', attrs: { ...image, alt: '' } });
  img.addEventListener('error', () => img.remove(), { once: true });
  return img;
}

/** Where a news image would be, had the setting let it load. */
function imagePlaceholder(): HTMLElement {
  return h('span', { class: 'post-image none', attrs: { 'aria-hidden': 'true' } }, icon('file-media'));
}

/** An icon button that opens `url` in the browser; nothing when it is not http(s). */
export function browserButton(url: string | undefined): HTMLElement | undefined {
  const safe = safeLinkUrl(url);
  if (!safe) return undefined;
  return h('button', {
    class: 'icon-button',
    attrs: { type: 'button', title: l10n.t('Open in browser: {0}', safe), 'aria-label': l10n.t('Open in browser') },
    on: { click: () => post({ type: 'openLink', url: safe }) },
  }, icon('link-external'));
}

function openItemButton(label: string, ref: ItemRef | undefined, cls: string): HTMLElement {
  if (!ref) return h('span', { class: cls }, label);
  const b = linkButton(label, () => post({ type: 'openItem', ref }), l10n.t('Open {0} {1}', kindNoun(ref.kind), ref.title));
  b.classList.add(cls);
  return b;
}

/** A creator's panel from a service id such as `twitter::123`; none when the id has no network. */
function creatorOf(creatorId: string | undefined, name: string): ItemRef | undefined {
  return creatorId && networkOf(creatorId) ? creatorRef(creatorId, name) : undefined;
}

function sentimentBadge(score: number | undefined): HTMLElement {
  const words = sentimentWords(score);
  const tone = sentimentTone(score);
  return h('span', { class: `badge sentiment ${tone}`, attrs: explained('post_sentiment') },
    typeof score === 'number' ? l10n.t('{0} ({1})', words, formatFigure('post_sentiment', score)) : words);
}

function newsImage(p: Post, remoteImages: boolean): HTMLElement | undefined {
  const image = remoteImage(p.post_image, remoteImages);
  if (image) return postImage(image);
  return safeImageUrl(p.post_image) ? imagePlaceholder() : undefined;
}

function postItem(p: Post, o: PostsOptions): HTMLElement {
  const name = p.creator_display_name || p.creator_name || l10n.t('unknown creator');
  const title = p.post_title || l10n.t('(untitled)');
  return h('li', { class: 'post' },
    o.withImage ? newsImage(p, o.remoteImages) : undefined,
    h('div', { class: 'post-main' },
      h('div', { class: 'byline' }, avatar(p.creator_avatar, p.creator_display_name || p.creator_name, o.remoteImages),
        h('span', { class: 'who' }, openItemButton(name, creatorOf(p.creator_id, name), 'creator-name'),
          p.creator_name && p.creator_display_name ? h('span', { class: 'handle' }, ` @${p.creator_name}`) : undefined),
        h('span', { class: 'muted', attrs: explained('followers') }, p.creator_followers === undefined ? '' : labelled('followers', p.creator_followers)),
        h('span', { class: 'badge network' }, networkLabel(p.post_type || networkOf(p.creator_id)) || l10n.t('unknown network'))),
      h('div', { class: 'post-head' },
        openItemButton(title, p.post_type && p.id ? postRef({ type: p.post_type, id: p.id }, title) : undefined, 'post-title'),
        browserButton(p.post_link)),
      p.post_description ? h('p', { class: 'post-text' }, p.post_description) : undefined,
      h('div', { class: 'post-facts' },
        sentimentBadge(p.post_sentiment),
        h('span', { attrs: explained('interactions_24h') }, labelled('interactions_24h', p.interactions_24h)),
        p.interactions_total === undefined ? undefined : h('span', { attrs: explained('interactions_total') }, labelled('interactions_total', p.interactions_total)),
        h('span', { class: 'muted' }, formatDateTime(p.post_created)))));
}

export function drawPosts(body: HTMLElement, posts: readonly Post[], o: PostsOptions): void {
  body.append(posts.length === 0 ? h('p', { class: 'empty' }, o.empty)
    : h('ul', { class: o.withImage ? 'posts news' : 'posts' }, ...posts.map((p) => postItem(p, o))));
}

export function drawCreators(body: HTMLElement, creators: readonly Creator[], remoteImages: boolean): void {
  if (creators.length === 0) {
    body.append(h('p', { class: 'empty' }, l10n.t('No creators in this answer.')));
    return;
  }
  body.append(h('ul', { class: 'creators' }, ...creators.map((c) => h('li', { class: 'creator' },
    avatar(c.creator_avatar, c.creator_display_name || c.creator_name, remoteImages),
    h('div', {},
      h('div', {}, openItemButton(c.creator_display_name || c.creator_name || c.creator_id,
        creatorOf(c.creator_id, c.creator_display_name || c.creator_name || c.creator_id), 'creator-name'),
        c.creator_display_name && c.creator_name ? h('span', { class: 'handle' }, ` @${c.creator_name}`) : undefined),
      h('div', { class: 'muted' },
        [networkLabel(networkOf(c.creator_id)) || l10n.t('unknown network'),
          c.creator_followers === undefined ? undefined : labelled('followers', c.creator_followers),
          c.creator_rank === undefined ? undefined : labelled('creator_rank', c.creator_rank),
          labelled('interactions_24h', c.interactions_24h)].filter(Boolean).join(' · ')))))));
}
