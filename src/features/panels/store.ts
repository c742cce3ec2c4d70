// The latest answer of each section a panel holds on the host, the source of its markdown and CSV
// exports. Later pages of a list append to what is held, as the webview appends its copy.
import type { AnswerMeta, MarketPage, SectionData } from '../../shared/protocol/messages';
import type { SectionId } from '../../shared/protocol/views';
import type { PanelData } from '../../shared/render/panelData';

function appendPage<T>(held: { data: MarketPage<T> } | undefined, page: MarketPage<T>, meta: AnswerMeta): { data: MarketPage<T>; meta: AnswerMeta } {
  return { data: page.page === 0 || !held ? page : { ...page, rows: held.data.rows.concat(page.rows) }, meta };
}

export class PanelStore {
  readonly data: PanelData = {};

  receive<S extends SectionId>(section: S, data: SectionData[S], meta: AnswerMeta): void {
    if (section === 'coins') {
      const page = data as SectionData['coins'];
      const held = this.data.coins;
      this.data.coins = page.page === 0 || !held
        ? { data: { ...page, coins: [...page.coins] }, meta }
        : { data: { ...page, coins: held.data.coins.concat(page.coins) }, meta };
    } else if (section === 'stocks') {
      this.data.stocks = appendPage(this.data.stocks, data as SectionData['stocks'], meta);
    } else if (section === 'nfts') {
      this.data.nfts = appendPage(this.data.nfts, data as SectionData['nfts'], meta);
    } else {
      (this.data as Record<string, unknown>)[section] = { data, meta };
    }
  }
}
