// A creator's profile (avatar, names, network, followers, rank, interactions) and the topics
// their posts are about, each a link to its topic panel.
import * as l10n from '../../../shared/format/l10n';
import { networkLabel } from '../../../shared/format/networks';
import type { CreatorProfile } from '../../../service/api/types-people';
import { formatNumber, formatPercent } from '../../../shared/format/numbers';
import type { ItemRef } from '../../../shared/items';
import { networkOf } from '../../../shared/protocol/display';
import { h, linkButton } from '../dom';
import { post } from '../host';
import { avatar } from './people';
import { figureTerm } from './figure';

export function drawProfile(body: HTMLElement, p: CreatorProfile, ref: ItemRef, remoteImages: boolean): void {
  const network = networkLabel(networkOf(p.creator_id) || networkOf(ref.id)) || l10n.t('unknown network');
  const name = p.creator_display_name || p.creator_name || p.creator_id;
  body.append(
    h('div', { class: 'profile' }, avatar(p.creator_avatar, name, remoteImages),
      h('div', {},
        h('div', { class: 'profile-name' }, h('strong', {}, name),
          p.creator_name && p.creator_name !== name ? h('span', { class: 'handle' }, ` @${p.creator_name}`) : undefined),
        h('div', { class: 'muted' }, h('span', { class: 'badge network' }, network), ` ${p.creator_id}`))),
    h('dl', { class: 'figures' },
      figureTerm('followers', p.creator_followers),
      figureTerm('creator_rank', p.creator_rank),
      figureTerm('interactions_24h', p.interactions_24h)));
}

/** "1 post", "1,204 posts"; nothing when the service sent no count. */
function postCount(n: number | undefined): string | undefined {
  if (n === undefined) return undefined;
  return n === 1 ? l10n.t('1 post') : l10n.t('{0} posts', formatNumber(n));
}

export function drawInfluence(body: HTMLElement, p: CreatorProfile): void {
  const topics = p.topic_influence.filter((t) => typeof t.topic === 'string' && t.topic.trim() && t.topic.length <= 300);
  if (!topics.length) {
    body.append(h('p', { class: 'empty' }, l10n.t('The service lists no topics for this creator.')));
    return;
  }
  body.append(h('ul', { class: 'chips influence' }, ...topics.map((t) => {
    const share = t.percent === undefined ? undefined : formatPercent(t.percent);
    const ref: ItemRef = { kind: 'topic', id: t.topic.toLowerCase(), title: t.topic };
    return h('li', {},
      linkButton(t.topic, () => post({ type: 'openItem', ref }), l10n.t('Open topic {0}', t.topic)),
      share || t.count !== undefined ? h('span', { class: 'muted' }, ` ${[share, postCount(t.count)].filter(Boolean).join(', ')}`) : undefined);
  })));
}
