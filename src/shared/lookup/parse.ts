// One parser for whatever a person types or pastes into a lookup: a name, a `network/name` or
// `type/id`, a creator or post id (`twitter::123`), a profile or post address of a network, or
// an address of the service's own web app. Pure: the pickers only show what it returns.
import * as l10n from '../format/l10n';
import { truncate } from '../format/markdown';
import type { ItemKind, ItemRef } from '../items';
import { NETWORK_NAMES, networkNamed, POST_TYPES, postTypeNamed } from './networks';
import { creator, named, nft, post, problem, search, shown, stock, typeAName, type LookupResult } from './parts';
import { SOCIAL_HOSTS, type Address } from './socialUrls';
import { webApp } from './webAppUrls';

export type { LookupResult } from './parts';

/** Longer than any name or address a person means: refused without reading it. */
const MAX_INPUT = 2048;

const WEB_APP_HOSTS = new Set(['lunarcrush.com', 'app.lunarcrush.com', 'lunarcrush.ai']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** `x.com/…`, `www.youtube.com/…`: a known host pasted without https:// */
const BARE_HOST = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?=[/?#]|$)/i;

/** The host as the handlers know it: lower case, without www., m. or mobile. */
function siteOf(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, '').replace(/^(www|m|mobile)\./, '');
}

function isKnownHost(host: string): boolean {
  return Object.hasOwn(SOCIAL_HOSTS, host) || WEB_APP_HOSTS.has(host);
}

function segmentsOf(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
}

function parseAddress(text: string, expect: ItemKind): LookupResult {
  let url: URL;
  try {
    url = new URL(SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return problem(l10n.t('{0} is not a web address Social Pulse can read.', shown(text)));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return problem(l10n.t('Only web addresses (https://…) can be pasted here.'));
  const host = siteOf(url.hostname);
  const segments = segmentsOf(url.pathname);
  if (!segments) return problem(l10n.t('That address has a broken %-escape in its path: copy it again from the browser.'));
  const address: Address = { host, segments, query: url.searchParams };
  if (WEB_APP_HOSTS.has(host)) return webApp(address, expect);
  if (Object.hasOwn(SOCIAL_HOSTS, host)) return SOCIAL_HOSTS[host]!(address);
  return problem(l10n.t('Social Pulse reads addresses from x.com, twitter.com, youtube.com, reddit.com, tiktok.com, instagram.com and lunarcrush.com, not from {0}.',
    truncate(host, 40)));
}

/** `twitter/elonmusk`, `tweet/123`, `twitter::123`, `tweet::123`, or undefined when it is neither. */
function parsePair(text: string, expect: ItemKind): LookupResult | undefined {
  const pair = /^([a-z][a-z0-9-]*)(?:\/|::)(.*)$/i.exec(text);
  if (!pair) return undefined;
  const [, first = '', rest = ''] = pair;
  const network = networkNamed(first);
  if (network) return creator(network, rest);
  const type = postTypeNamed(first);
  if (type) return post(type, rest);
  // a person opening a creator or post means one; anyone else may have typed a name with a slash
  if (expect === 'creator' || expect === 'post') {
    return problem(l10n.t('"{0}" is neither a network nor a post type Social Pulse knows (networks: {1}; post types: {2}).',
      first.slice(0, 40), NETWORK_NAMES.join(', '), POST_TYPES.join(', ')));
  }
  return undefined;
}

/** A name with nothing around it, read as the kind the person is looking for. */
function parseName(text: string, expect: ItemKind): LookupResult {
  switch (expect) {
    case 'topic':
    case 'category':
      return named(expect, text);
    case 'coin':
    case 'stock': {
      // a lone `$` is the first key of `$BTC`: nothing typed yet
      const symbol = text.replace(/^\$/, '');
      if (!symbol) return problem(typeAName(expect));
      return expect === 'coin' ? named('coin', symbol) : stock(symbol);
    }
    case 'nft':
      return nft(text);
    case 'search':
      return search(text);
    case 'creator':
      return problem(l10n.t('Say which network: twitter/{0} (or youtube/, reddit/, tiktok/, instagram/), or paste the profile\'s address.',
        text.replace(/^@/, '').slice(0, 40)));
    case 'post':
      return problem(l10n.t('Say which kind of post: tweet/ID (or youtube-video/, reddit-post/, tiktok-video/, instagram-post/), or paste the post\'s address.'));
  }
}

/**
 * What `input` refers to. A bare name is read as `expect` (`bitcoin` is a topic when looking for
 * topics, a coin when looking for coins); `$BTC` is a coin or stock symbol; addresses and the
 * `network/name`, `type/id` forms say their own kind.
 */
export function parseLookup(input: string, expect: ItemKind): LookupResult {
  const text = input.trim();
  if (!text) return problem(typeAName(expect));
  if (text.length > MAX_INPUT) return problem(l10n.t('That is too long for a name or an address ({0} characters).', text.length));
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return parseAddress(text, expect);
  const bareHost = BARE_HOST.exec(text)?.[0];
  if (bareHost && isKnownHost(siteOf(bareHost))) return parseAddress(text, expect);
  if (scheme && text.slice(scheme.length).startsWith('://')) return problem(l10n.t('Only web addresses (https://…) can be pasted here.'));
  return parsePair(text, expect) ?? parseName(text, expect);
}

/** "the topic "bitcoin"", in the person's words. */
function theItem(ref: ItemRef): string {
  const title = shown(ref.title);
  switch (ref.kind) {
    case 'topic': return l10n.t('the topic {0}', title);
    case 'category': return l10n.t('the category {0}', title);
    case 'coin': return l10n.t('the coin {0}', title);
    case 'stock': return l10n.t('the stock {0}', title);
    case 'nft': return l10n.t('the NFT collection {0}', title);
    case 'creator': return l10n.t('the creator {0}', title);
    case 'post': return l10n.t('the post {0}', title);
    case 'search': return l10n.t('the saved search {0}', title);
  }
}

/** "That is the creator "x", not a topic.": a sentence per kind looked for, `item` from theItem. */
function notOfKind(item: string, kind: ItemKind): string {
  switch (kind) {
    case 'topic': return l10n.t('That is {0}, not a topic.', item);
    case 'category': return l10n.t('That is {0}, not a category.', item);
    case 'coin': return l10n.t('That is {0}, not a coin.', item);
    case 'stock': return l10n.t('That is {0}, not a stock.', item);
    case 'nft': return l10n.t('That is {0}, not an NFT collection.', item);
    case 'creator': return l10n.t('That is {0}, not a creator.', item);
    case 'post': return l10n.t('That is {0}, not a post.', item);
    case 'search': return l10n.t('That is {0}, not a saved search.', item);
  }
}

/** Like parseLookup, but only a ref of `kind` is accepted: anything else says what it is. */
export function parseLookupOf(input: string, kind: ItemKind): LookupResult {
  const result = parseLookup(input, kind);
  if (!('ref' in result) || result.ref.kind === kind) return result;
  return problem(notOfKind(theItem(result.ref), kind));
}
