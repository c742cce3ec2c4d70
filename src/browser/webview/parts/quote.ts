// A market panel's key figures (only those the answer has) and the way to the asset's social data.
import { shownDirection } from '../../../shared/format/direction';
import * as l10n from '../../../shared/format/l10n';
import { quoteFigures, type QuoteData } from '../../../shared/protocol/marketQuote';
import { topicRef } from '../../../shared/items';
import { fixLabel } from '../../../shared/protocol/fixes';
import { button, h, linkButton } from '../dom';
import { post } from '../host';
import { figureTerm } from './figure';

/** Open the topic, or say why not: on a plan without social data the topic panel would only be refused. */
function socialLine(quote: QuoteData): HTMLElement | undefined {
  const social = quote.social;
  if (!social) return undefined;
  if (social.allowed) {
    return h('p', { class: 'social-link' }, linkButton(l10n.t('Social activity →'),
      () => post({ type: 'openItem', ref: topicRef(social.topic) }), l10n.t('Posts, creators and sentiment of the topic "{0}"', social.topic)));
  }
  const fix = fixLabel('choosePlan');
  return h('p', { class: 'social-link muted' },
    l10n.t('Social activity (posts, creators, sentiment) needs a plan with social data; yours has market data only. '),
    button(fix.label, () => post({ type: 'fix', action: 'choosePlan' }), { icon: fix.icon, class: 'button secondary small' }));
}

export function drawQuote(body: HTMLElement, quote: QuoteData): void {
  const figures = quoteFigures(quote.item);
  body.append(figures.length
    ? h('dl', { class: 'figures' }, ...figures.map(({ figure: f, value }) => {
      // a quote's sentiment and dominance are its list's, not a topic summary's: the definition says where they were read
      const read = f.figure === 'sentiment' || f.figure === 'social_dominance' ? { op: quote.kind } : undefined;
      const el = figureTerm(f.figure, value, { currency: 'base_crypto' in quote.item ? quote.item.base_crypto : undefined, read });
      if (f.format === 'change') el.classList.add({ up: 'up', down: 'down', flat: 'same' }[shownDirection(value ?? undefined) ?? 'flat']);
      return el;
    }))
    : h('p', { class: 'empty' }, l10n.t('The service sent no market figures for this item.')));
  const social = socialLine(quote);
  if (social) body.append(social);
}
