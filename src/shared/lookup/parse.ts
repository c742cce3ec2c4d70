// One parser for whatever a person types or pastes into a lookup: a name, a `network/name` or
// `type/id`, a creator or post id (`twitter::123`), a profile or post address of a network, or
// an address of the service's own web app. Pure: the pickers only show what it returns.
import { truncate } from '../format/markdown';
import { KIND_NOUNS, type ItemKind } from '../items';
import { networkNamed, postTypeNamed } from './networks';
import { aNoun, creator, FORMS_HINT, named, nft, post, problem, search, shown, stock, type LookupResult } from './parts';
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
  return host in SOCIAL_HOSTS || WEB_APP_HOSTS.has(host);
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
    return problem(`${shown(text)} is not a web address Social Pulse can read.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return problem('Only web addresses (https://…) can be pasted here.');
  const host = siteOf(url.hostname);
  const segments = segmentsOf(url.pathname);
  if (!segments) return problem('That address has a broken %-escape in its path: copy it again from the browser.');
  const address: Address = { host, segments, query: url.searchParams };
  if (WEB_APP_HOSTS.has(host)) return webApp(address, expect);
  const handler = SOCIAL_HOSTS[host];
  if (handler) return handler(address);
  return problem(`Social Pulse reads addresses from x.com, twitter.com, youtube.com, reddit.com, tiktok.com, instagram.com and lunarcrush.com, not from ${truncate(host, 40)}.`);
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
    return problem(`"${first.slice(0, 40)}" is neither a network nor a post type Social Pulse knows (${FORMS_HINT}).`);
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
      return named('coin', text.replace(/^\$(?=.)/, ''));
    case 'stock':
      return stock(text.replace(/^\$(?=.)/, ''));
    case 'nft':
      return nft(text);
    case 'search':
      return search(text);
    case 'creator':
      return problem(`Say which network: twitter/${text.replace(/^@/, '').slice(0, 40)} (or youtube/, reddit/, tiktok/, instagram/), or paste the profile's address.`);
    case 'post':
      return problem('Say which kind of post: tweet/ID (or youtube-video/, reddit-post/, tiktok-video/, instagram-post/), or paste the post\'s address.');
  }
}

/**
 * What `input` refers to. A bare name is read as `expect` (`bitcoin` is a topic when looking for
 * topics, a coin when looking for coins); `$BTC` is a coin or stock symbol; addresses and the
 * `network/name`, `type/id` forms say their own kind.
 */
export function parseLookup(input: string, expect: ItemKind): LookupResult {
  const text = input.trim();
  if (!text) return problem(`Type ${aNoun(expect)} name.`);
  if (text.length > MAX_INPUT) return problem(`That is too long for a name or an address (${text.length} characters).`);
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return parseAddress(text, expect);
  const bareHost = BARE_HOST.exec(text)?.[0];
  if (bareHost && isKnownHost(siteOf(bareHost))) return parseAddress(text, expect);
  if (scheme && text.slice(scheme.length).startsWith('://')) return problem('Only web addresses (https://…) can be pasted here.');
  return parsePair(text, expect) ?? parseName(text, expect);
}

/** Like parseLookup, but only a ref of `kind` is accepted: anything else says what it is. */
export function parseLookupOf(input: string, kind: ItemKind): LookupResult {
  const result = parseLookup(input, kind);
  if (!('ref' in result) || result.ref.kind === kind) return result;
  return problem(`That is the ${KIND_NOUNS[result.ref.kind]} ${shown(result.ref.title)}, not ${aNoun(kind)}.`);
}
