// Decoders of the market answers: coin lists and coins, and time series.
import { readRecord } from './decode-fields';
import type { Json, Notes } from './decode-fields';
import { listOf, oneOf, repaired, seriesOf, str } from './decode-envelope';
import type { Spec } from './decode-envelope';
import type { Coin, TimeSeriesPoint } from './types';

const POINT: Spec<TimeSeriesPoint> = {
  time: 'num', contributors_active: 'num', contributors_created: 'num', interactions: 'num',
  posts_active: 'num', posts_created: 'num', sentiment: 'num', spam: 'num', market_cap: 'num',
  volume_24h: 'num', alt_rank: 'num', galaxy_score: 'num', circulating_supply: 'num', open: 'num',
  high: 'num', low: 'num', close: 'num', market_dominance: 'num', social_dominance: 'num',
};
const COIN: Spec<Coin> = {
  id: 'numOrStr', symbol: 'str', name: 'str', topic: 'str', price: 'num', price_btc: 'num',
  volume_24h: 'num', volatility: 'num', circulating_supply: 'num', max_supply: 'num',
  percent_change_1h: 'num', percent_change_24h: 'num', percent_change_7d: 'num', market_cap: 'num',
  market_cap_rank: 'num', interactions_24h: 'num', social_volume_24h: 'num', social_dominance: 'num',
  market_dominance: 'num', galaxy_score: 'num', galaxy_score_previous: 'num', alt_rank: 'num',
  alt_rank_previous: 'num', sentiment: 'num', categories: 'str', last_updated_price: 'num',
};

/** An asset record (coin, stock, NFT collection): an id and a name or symbol, each repaired from the other. */
function asset<T extends { id: number | string; name: string }>(spec: Spec<T>, symbol: boolean) {
  return (notes: Notes) => (raw: Json): T | undefined => {
    const rec = readRecord(raw, spec, notes);
    if (rec.id === undefined || rec.id === '') return undefined;
    const name = str(rec.name);
    const sym = symbol ? str(rec.symbol) : undefined;
    if (!sym && !name) return undefined;
    if (symbol) {
      repaired(rec, 'symbol', name?.toUpperCase(), 'the name', notes);
      repaired(rec, 'name', sym, 'the symbol', notes);
    }
    return rec as unknown as T;
  };
}

const coin = asset(COIN, true);

export const MARKET_DECODERS = {
  timeSeries: seriesOf(POINT),
  coinList: listOf('coin list', coin),
  coin: oneOf('no coin id or name', coin),
};
