// A coin's meta: its summary and description as text, its links (http/https only, opened by the
// host), its videos as the one text the service sends, and the contracts on each blockchain with
// a Copy button (the host owns the clipboard).
import * as l10n from '../../../shared/format/l10n';
import type { MetaData } from '../../../shared/protocol/marketQuote';
import { coinLinks } from '../../../shared/protocol/coinLinks';
import { button, h, linkButton } from '../dom';
import { post } from '../host';
import { sectorName, sectorNames } from '../../../shared/protocol/sectorNames';
import { scrollX } from './scrollX';

function blockchains(meta: MetaData): HTMLElement {
  const th = (label: string): HTMLElement => h('th', { attrs: { scope: 'col' } }, label);
  return scrollX(h('table', { class: 'data blockchains' },
    h('caption', { class: 'sr-only' }, l10n.t('Contracts of the coin on each blockchain')),
    h('thead', {}, h('tr', {}, th(l10n.t('Network')), th(l10n.t('Type')), th(l10n.t('Contract address')), th(l10n.t('Decimals')), h('td'))),
    h('tbody', {}, ...meta.blockchain.map((b) => h('tr', {},
      h('th', { attrs: { scope: 'row' } }, b.network ? sectorName(b.network) : '—'),
      h('td', {}, b.type ?? '—'),
      h('td', { class: 'address' }, b.address ?? l10n.t('native (no contract)')),
      h('td', { class: 'num' }, b.decimals === undefined ? '—' : String(b.decimals)),
      h('td', {}, b.address
        ? button(b.network ? l10n.t('Copy the {0} address', sectorName(b.network)) : l10n.t('Copy the address'), () => post({ type: 'copyAddress', address: b.address! }), { icon: 'copy', iconOnly: true })
        : undefined))))));
}

export function drawCoinMeta(body: HTMLElement, meta: MetaData): void {
  const about = [meta.short_summary, meta.description].filter((t): t is string => !!t?.trim());
  // the summary often opens the description: shown once
  const texts = about.length === 2 && about[1]!.startsWith(about[0]!) ? [about[1]!] : about;
  for (const text of texts) body.append(h('p', { class: 'about' }, text));
  if (meta.market_categories) body.append(h('p', { class: 'muted' }, l10n.t('Sectors: {0}', sectorNames(meta.market_categories))));
  // one text, shown as the service wrote it (its addresses are not links: they are not checked as the links above are)
  if (meta.videos?.trim()) body.append(h('p', { class: 'about muted' }, l10n.t('Videos: {0}', meta.videos.trim())));
  const links = coinLinks(meta);
  if (links.length) {
    body.append(h('ul', { class: 'links', attrs: { 'aria-label': l10n.t('Links') } }, ...links.map((l) => h('li', {},
      linkButton(l.label, () => post({ type: 'openLink', url: l.url }), l.url)))));
  }
  if (meta.blockchain.length) body.append(h('h3', {}, l10n.t('Blockchains')), blockchains(meta));
  if (!texts.length && !links.length && !meta.blockchain.length) body.append(h('p', { class: 'empty' }, l10n.t('The service has no description, links or contracts for this coin.')));
}
