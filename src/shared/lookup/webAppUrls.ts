// Addresses of the service's own web app (lunarcrush.com, app.lunarcrush.com), of its markdown
// variant (lunarcrush.ai) and of its API (…/api4/public/topic/bitcoin/v1): the item they show.
// The web app's forms are partly guessed: /topic/bitcoin, /categories/defi, /coins/btc/bitcoin,
// /stocks/aapl, /nfts/cryptopunks, /creator/twitter/elonmusk, /posts/tweet/123, /searches/slug,
// and the older /discover/bitcoin, /discover/btc-bitcoin and /influencers/name.
import * as l10n from '../format/l10n';
import type { ItemKind } from '../items';
import { NETWORK_NAMES, networkNamed, POST_TYPES, postTypeNamed } from './networks';
import { creator, named, nft, post, problem, search, stock, type LookupResult } from './parts';
import type { Address } from './socialUrls';

/** Slugs write spaces as hyphens (`/topic/solana-meme-coin`); topics and categories have none. */
function unslug(slug: string): string {
  return slug.replace(/-/g, ' ');
}

/**
 * `/discover/…` names any item: read as the kind the person is looking for. A coin's page there
 * is `symbol-name` (`btc-bitcoin`).
 */
function discover(slug: string, expect: ItemKind): LookupResult {
  switch (expect) {
    case 'coin': return named('coin', slug.split('-')[0]!);
    case 'category': return named('category', unslug(slug));
    case 'stock': return stock(slug.split('-')[0]!);
    case 'nft': return nft(slug);
    default: return named('topic', unslug(slug));
  }
}

function notAnItemPage(): LookupResult {
  return problem(l10n.t('That address is not the page of a topic, category, coin, stock, NFT collection, creator or post: open one on the site and paste its address.'));
}

export function webApp({ segments }: Address, expect: ItemKind): LookupResult {
  // the API's own addresses: /api4/public/topic/bitcoin/v1 reads as /topic/bitcoin
  const path = segments[0] === 'api4' ? segments.slice(segments[1] === 'public' ? 2 : 1) : [...segments];
  if (path.length > 1 && /^v\d+$/.test(path[path.length - 1]!)) path.pop();
  const [page = '', first, second] = path;
  if (!first) return notAnItemPage();
  switch (page.toLowerCase()) {
    case 'topic':
    case 'topics':
      return named('topic', unslug(first));
    case 'category':
    case 'categories':
      return named('category', unslug(first));
    case 'coin':
    case 'coins':
      return named('coin', first);
    case 'stock':
    case 'stocks':
      return stock(first);
    case 'nft':
    case 'nfts':
      return nft(first);
    case 'searches':
      return search(first);
    case 'discover':
      return discover(first, expect);
    case 'influencer':
    case 'influencers':
      // the app's older creator pages were for twitter only
      return second ? creatorOn(first, second) : creator('twitter', first);
    case 'creator':
    case 'creators':
      return second ? creatorOn(first, second) : problem(l10n.t('That creator address has no network: it should end in /creator/NETWORK/NAME.'));
    case 'post':
    case 'posts':
      return second ? postOf(first, second) : problem(l10n.t('That post address has no id: it should end in /posts/TYPE/ID.'));
    default:
      return notAnItemPage();
  }
}

function creatorOn(network: string, name: string): LookupResult {
  const known = networkNamed(network);
  return known ? creator(known, name) : problem(l10n.t('The network in that address is not one Social Pulse knows (networks: {0}; post types: {1}).',
    NETWORK_NAMES.join(', '), POST_TYPES.join(', ')));
}

function postOf(type: string, id: string): LookupResult {
  const known = postTypeNamed(type);
  return known ? post(known, id) : problem(l10n.t('The post type in that address is not one Social Pulse knows (networks: {0}; post types: {1}).',
    NETWORK_NAMES.join(', '), POST_TYPES.join(', ')));
}
