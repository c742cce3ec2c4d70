// The market panel of a coin, a stock or an NFT collection: key figures, the series chart and,
// for coins, the meta. The item's kind decides the sections; the social data is a link away.
import * as l10n from '../../../shared/format/l10n';
import { figure } from '../../../shared/figures/catalogue';
import { briefFigure, formatFigure } from '../../../shared/figures/format';
import { cellValue, rowCurrency } from '../../../shared/protocol/marketLists';
import { quoteTitle, type QuoteData } from '../../../shared/protocol/marketQuote';
import { noPriceNote, seriesLacksPrice } from '../../../shared/protocol/seriesPrice';
import type { DataMessage, ErrorMessage, StateMessage } from '../../../shared/protocol/messages';
import type { MetricKey } from '../../../shared/protocol/metrics';
import { DEFAULT_SERIES, type SectionId } from '../../../shared/protocol/views';
import { kindLabel } from '../../../shared/items';
import { button, h } from '../dom';
import { post } from '../host';
import { addAlertButton, alertOnChartPoint } from '../parts/alertMenu';
import { changesNotice, drawChanges } from '../parts/changes';
import { SeriesChart } from '../parts/chart';
import { drawCoinMeta } from '../parts/coinMeta';
import { PageHeader } from '../parts/header';
import { drawQuote } from '../parts/quote';
import { SectionFrame } from '../section';
import type { ViewContext, ViewController } from './view';

/** Prices first; the chart falls back to the first metric the points have (NFT series have no price). */
const MARKET_METRICS: readonly MetricKey[] = ['close', 'market_cap'];

/** "Coin · $60,000.00 · +1.20% 24 h" */
function headerFacts(quote: QuoteData, kindWord: string): string[] {
  const priceKey = quote.kind === 'nft' ? 'floor_price' : 'price';
  const price = cellValue(quote.item, priceKey);
  const change = quote.item.percent_change_24h;
  const facts = [kindWord];
  if (typeof price === 'number') facts.push(`${figure(priceKey).label} ${formatFigure(priceKey, price, { currency: rowCurrency(quote.item) })}`);
  if (typeof change === 'number') facts.push(briefFigure('percent_change_24h', change));
  return facts;
}

export class MarketView implements ViewController {
  readonly root: HTMLElement;
  private readonly header: PageHeader;
  private readonly frames = new Map<SectionId, SectionFrame>();
  private readonly chart: SeriesChart;
  private readonly changes = changesNotice();
  private readonly kindWord: string;

  constructor(private readonly ctx: ViewContext) {
    const { ref } = ctx;
    this.kindWord = kindLabel(ref.kind);
    this.header = new PageHeader('market', ref.title || ref.id);
    this.header.setFacts(this.kindWord);
    this.header.addActions(button(l10n.t('Pin to Watchlist'), () => post({ type: 'pin' }), { icon: 'pin', class: 'button secondary' }), addAlertButton());
    this.frames.set('quote', new SectionFrame({ section: 'quote', title: l10n.t('Market'), tables: [{ table: 'quote', label: l10n.t('Export market figures as CSV') }] }));
    this.frames.set('series', new SectionFrame({ section: 'series', title: l10n.t('Time series'), tables: [{ table: 'series', label: l10n.t('Export time series as CSV') }] }));
    if (ref.kind === 'coin') {
      this.frames.set('meta', new SectionFrame({ section: 'meta', title: l10n.t('About'), tables: [{ table: 'blockchains', label: l10n.t('Export blockchains as CSV') }] }));
    }
    this.frame('series').controls.append(this.changes);
    this.chart = new SeriesChart(this.frame('series').controls, ctx.ui.series ?? DEFAULT_SERIES, ctx.ui.metrics ?? MARKET_METRICS, {
      load: (query) => {
        ctx.save({ series: query });
        post({ type: 'load', section: 'series', query });
      },
      metrics: (keys) => ctx.save({ metrics: keys }),
      zoom: { initial: ctx.ui.zoom, save: (zoom) => ctx.save({ zoom }) },
      pointsTable: { initial: ctx.ui.pointsTable === true, save: (shown) => ctx.save({ pointsTable: shown }) },
    }, ref.kind === 'nft' ? l10n.t('The service\'s week (series v1)') : undefined, {
      // a coin's price as candles first; other subjects' lines, with candles a click away where their series has prices
      initial: ctx.ui.priceChart ?? { mode: ref.kind === 'coin' ? 'candles' : 'line', log: false },
      save: (choice) => ctx.save({ priceChart: choice }),
    });
    alertOnChartPoint(this.frame('series').body, () => this.chart.plotted);
    this.root = h('div', { class: `view view-market view-${ref.kind}` }, this.header.root, ...[...this.frames.values()].map((f) => f.root));
  }

  dispose(): void {
    this.chart.dispose();
  }

  start(): void {
    for (const section of this.frames.keys()) {
      if (section === 'series') post({ type: 'load', section, query: this.ctx.ui.series ?? DEFAULT_SERIES });
      else if (section === 'quote' || section === 'meta') post({ type: 'load', section });
    }
    post({ type: 'load', section: 'changes' });
  }

  onState(m: StateMessage): void {
    this.frames.get(m.section)?.loading();
  }

  onError(m: ErrorMessage): void {
    // a quote that failed leaves no price of an earlier one in the heading
    if (m.section === 'quote') this.header.setFacts(this.kindWord);
    // the notice of changes has no frame: an aside, without it the chart stands as it is
    this.frames.get(m.section)?.error(m.error);
  }

  onData(m: DataMessage): void {
    switch (m.section) {
      case 'quote': {
        const quote = m.data;
        this.header.setTitle(quoteTitle(quote.item, this.ctx.ref));
        this.header.setFacts(...headerFacts(quote, this.kindWord));
        return this.frame('quote').data(m.meta, (body) => drawQuote(body, quote));
      }
      case 'series':
        return this.frame('series').data(m.meta, (body) => {
          this.chart.draw(body, m.data);
          // where the price line would be, before the chart of what the series does carry
          if (seriesLacksPrice(this.ctx.ref.kind, m.data.points)) body.prepend(h('p', { class: 'note no-price' }, noPriceNote(this.ctx.ref.kind)));
        });
      case 'meta':
        return this.frame('meta').data(m.meta, (body) => drawCoinMeta(body, m.data));
      case 'changes':
        return drawChanges(this.changes, m.data);
      default:
        return undefined;
    }
  }

  private frame(section: SectionId): SectionFrame {
    const f = this.frames.get(section);
    if (!f) throw new Error(`no section ${section}`);
    return f;
  }
}
