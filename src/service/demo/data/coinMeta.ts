// A coin's meta (`/coins/{coin}/meta/v1`): its description, links and the chains its contract
// lives on, made from the coin alone.
import type { Asset } from './assets';
import type { Dataset } from './dataset';
import { image, link, say, type Flavor } from './flavor';
import { noise } from './prng';

interface Chain {
  type: string;
  network: string;
  decimals: number;
  address: (key: number) => string | null;
}

const HEX = '0123456789abcdef';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function digits(key: number, salt: number, alphabet: string, length: number): string {
  return Array.from({ length }, (_, i) => alphabet[Math.floor(noise(key, i, salt) * alphabet.length)]).join('');
}

const EVM = (key: number): string => `0x${digits(key, 401, HEX, 40)}`;
const CHAINS: Readonly<Record<string, Chain>> = {
  'ethereum-ecosystem': { type: 'ERC20', network: 'ethereum', decimals: 18, address: EVM },
  'solana-ecosystem': { type: 'SPL', network: 'solana', decimals: 9, address: (key) => digits(key, 403, BASE58, 44) },
  'bnb-chain': { type: 'BEP20', network: 'binance-smart-chain', decimals: 18, address: EVM },
  'base-ecosystem': { type: 'ERC20', network: 'base', decimals: 18, address: EVM },
  'tron-ecosystem': { type: 'TRC20', network: 'tron', decimals: 6, address: (key) => `T${digits(key, 405, BASE58, 33)}` },
};

function blockchains(a: Asset): Record<string, unknown>[] {
  const sectors = a.sectors.split(',');
  const tokens = sectors.filter((s) => s in CHAINS).map((s) => CHAINS[s]!);
  // a layer 1 that is not a token elsewhere lives on its own chain, with no contract address
  if (sectors.includes('layer-1') && !sectors.includes('stablecoin')) {
    return [{ type: 'layer1', network: a.topic.replace(/ /g, '-'), address: null, decimals: a.symbol === 'BTC' ? 8 : 18 }];
  }
  const chains = tokens.length ? tokens : [CHAINS['ethereum-ecosystem']!];
  return chains.map((c, i) => ({ type: c.type, network: c.network, address: c.address(a.pulse.key + i), decimals: c.decimals }));
}

const video = (flavor: Flavor, key: number, salt: number): string => link(flavor, `https://www.youtube.com/watch?v=${digits(key, salt, BASE58, 11)}`);

/** As the real service sends them: one text, addresses separated by commas, empty when there are none. */
function videos(flavor: Flavor, key: number): string {
  const n = noise(key, 1, 409);
  if (n >= 0.3) return '';
  return n < 0.1 ? `${video(flavor, key, 411)}, ${video(flavor, key, 413)}` : video(flavor, key, 411);
}

export function coinMeta(data: Dataset, a: Asset, t: number): Record<string, unknown> {
  const { flavor } = data;
  const slug = a.topic.replace(/ /g, '-');
  const key = a.pulse.key;
  const kinds = a.sectors.split(',').map((s) => s.replace(/-/g, ' ')).join(', ');
  const meta: Record<string, unknown> = {
    id: a.id,
    name: say(flavor, a.name, a.id),
    symbol: a.symbol,
    market_categories: a.sectors,
    updated: Math.floor(t / 86400) * 86400 - Math.floor(noise(key, 0, 407) * 86400 * 30),
    blockchain: blockchains(a),
    short_summary: say(flavor, `${a.name} (${a.symbol}) is a ${kinds} project.`, key),
    description: say(flavor, `${a.name} launched in ${new Date(a.launched * 1000).getUTCFullYear()}.\n\n`
      + `It is tracked in these sectors: ${kinds}. Its supply ${a.maxSupply === null ? 'has no fixed cap' : 'is capped'}.`, key + 1),
    website_link: link(flavor, `https://${slug}.example.org`),
    whitepaper_link: link(flavor, `https://${slug}.example.org/whitepaper.pdf`),
    github_link: link(flavor, `https://github.com/${slug}`),
    twitter_link: link(flavor, `https://x.com/${a.symbol.toLowerCase()}`),
    reddit_link: link(flavor, `https://www.reddit.com/r/${slug.replace(/-/g, '')}`),
    coingecko_link: link(flavor, `https://www.coingecko.com/en/coins/${slug}`),
    coinmarketcap_link: link(flavor, `https://coinmarketcap.com/currencies/${slug}/`),
    header_text: say(flavor, `${a.name}: ${kinds}`, key + 2),
    videos: videos(flavor, key),
  };
  const header = image(flavor, `https://images.example.net/coins/${a.id}/header.jpg`, a.id);
  if (header !== undefined) meta.header_image = header;
  return meta;
}
