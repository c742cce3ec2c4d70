// The latest answer of each section a panel holds on the host, the source of its markdown and CSV
// exports. Later pages of a list append to what is held, as the webview appends its copy. It
// holds what the page shows: a section whose load failed, or a new connection, leaves nothing.
import type { AnswerMeta, MarketPage, SectionData } from '../../shared/protocol/messages';
import type { SectionId } from '../../shared/protocol/views';

/** Each answer with whether it came from the demo, as known when it arrived. */
export type HeldData = { [S in SectionId]?: { data: SectionData[S]; meta: AnswerMeta; demo: boolean } };

function appendPage<T>(held: { data: MarketPage<T> } | undefined, page: MarketPage<T>, meta: AnswerMeta, demo: boolean): { data: MarketPage<T>; meta: AnswerMeta; demo: boolean } {
  return { data: page.page === 0 || !held ? page : { ...page, rows: held.data.rows.concat(page.rows) }, meta, demo };
}

export class PanelStore {
  private held: HeldData = {};

  get data(): HeldData {
    return this.held;
  }

  /** Whether any answer held is the demo's: an export of them says so. */
  get demo(): boolean {
    return Object.values(this.held).some((h) => h.demo);
  }

  get empty(): boolean {
    return Object.keys(this.held).length === 0;
  }

  receive<S extends SectionId>(section: S, data: SectionData[S], meta: AnswerMeta, demo: boolean): void {
    if (section === 'coins') {
      const page = data as SectionData['coins'];
      const held = this.held.coins;
      this.held.coins = page.page === 0 || !held
        ? { data: { ...page, coins: [...page.coins] }, meta, demo }
        : { data: { ...page, coins: held.data.coins.concat(page.coins) }, meta, demo };
    } else if (section === 'stocks') {
      this.held.stocks = appendPage(this.held.stocks, data as SectionData['stocks'], meta, demo);
    } else if (section === 'nfts') {
      this.held.nfts = appendPage(this.held.nfts, data as SectionData['nfts'], meta, demo);
    } else {
      (this.held as Record<string, unknown>)[section] = { data, meta, demo };
    }
  }

  /** The section's load failed: the page shows its error, not the answer before. */
  drop(section: SectionId): void {
    delete this.held[section];
  }

  clear(): void {
    this.held = {};
  }
}

