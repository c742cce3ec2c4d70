// Profile and post addresses of the five networks, as people copy them from a browser or an app:
// x.com/name/status/123, youtube.com/watch?v=…, youtu.be/…, reddit.com/r/…/comments/…, tiktok.com/@…
import * as l10n from '../format/l10n';
import { creator, post, problem, type LookupResult } from './parts';

/** A web address taken apart: host without www./m./mobile., decoded path segments, query. */
export interface Address {
  host: string;
  segments: string[];
  query: URLSearchParams;
}

/** `site`: a host or a network's own name (x.com, YouTube), not translated. */
const NOT_PROFILE = (site: string): LookupResult =>
  problem(l10n.t('That {0} address is not a profile or a post: paste a creator\'s profile or a post\'s address.', site));

const SHORT_LINK = (site: string): LookupResult =>
  problem(l10n.t('That is a {0} short link: open it in the browser and paste the address it leads to.', site));

/** First path segments of x.com that are pages, not screen names. */
const X_PAGES = new Set(['home', 'explore', 'search', 'notifications', 'messages', 'settings', 'hashtag', 'intent',
  'share', 'compose', 'login', 'logout', 'signup', 'tos', 'privacy', 'jobs', 'communities', 'lists', 'bookmarks', 'i']);

function twitter({ segments: [first, second, third, fourth] }: Address): LookupResult {
  if (!first) return NOT_PROFILE('x.com');
  // x.com/i/web/status/123 and x.com/i/status/123 are what the app's share button copies
  if (first === 'i' && second === 'web' && third === 'status' && fourth) return post('tweet', fourth);
  if (first === 'i' && second === 'status' && third) return post('tweet', third);
  if ((second === 'status' || second === 'statuses') && third) return post('tweet', third);
  if (X_PAGES.has(first.toLowerCase())) return NOT_PROFILE('x.com');
  return creator('twitter', first);
}

function youtube({ host, segments: [first, second], query }: Address): LookupResult {
  if (host === 'youtu.be') return first ? post('youtube-video', first) : NOT_PROFILE('youtu.be');
  if (first === 'watch') {
    const video = query.get('v');
    return video ? post('youtube-video', video) : NOT_PROFILE('YouTube');
  }
  if (['shorts', 'live', 'embed', 'v'].includes(first ?? '') && second) return post('youtube-video', second);
  if (first?.startsWith('@') && first.length > 1) return creator('youtube', first.slice(1));
  if (['channel', 'c', 'user'].includes(first ?? '') && second) return creator('youtube', second);
  return NOT_PROFILE('YouTube');
}

function reddit({ host, segments }: Address): LookupResult {
  if (host === 'redd.it') return segments[0] ? post('reddit-post', segments[0]) : NOT_PROFILE('redd.it');
  const comments = segments.indexOf('comments');
  if (comments >= 0 && segments[comments + 1]) return post('reddit-post', segments[comments + 1]!);
  const [first, second, third] = segments;
  if ((first === 'user' || first === 'u') && second) return creator('reddit', second);
  if (first === 'r' && third === 's') return SHORT_LINK('Reddit');
  if (first === 'r' && second) return problem(l10n.t('A subreddit is not a creator or a post: paste the address of a post or of a user (reddit.com/user/…).'));
  return NOT_PROFILE('Reddit');
}

function tiktok({ host, segments: [first, second, third] }: Address): LookupResult {
  if (host === 'vm.tiktok.com' || host === 'vt.tiktok.com' || first === 't') return SHORT_LINK('TikTok');
  if (!first?.startsWith('@') || first.length < 2) return NOT_PROFILE('TikTok');
  if ((second === 'video' || second === 'photo') && third) return post('tiktok-video', third);
  return creator('tiktok', first.slice(1));
}

/** First path segments of instagram.com that are pages, not user names. */
const INSTAGRAM_PAGES = new Set(['explore', 'accounts', 'stories', 'direct', 'about', 'developer', 'legal', 'web']);
const INSTAGRAM_POSTS = new Set(['p', 'reel', 'reels', 'tv']);

function instagram({ segments }: Address): LookupResult {
  // instagram.com/p/ID/ and the newer instagram.com/NAME/p/ID/
  const at = segments.findIndex((s) => INSTAGRAM_POSTS.has(s));
  if (at >= 0 && at <= 1 && segments[at + 1]) return post('instagram-post', segments[at + 1]!);
  const [first] = segments;
  if (!first || INSTAGRAM_PAGES.has(first.toLowerCase())) return NOT_PROFILE('Instagram');
  return creator('instagram', first);
}

/** Handlers by host (without www., m., mobile.). */
export const SOCIAL_HOSTS: Readonly<Record<string, (address: Address) => LookupResult>> = {
  'x.com': twitter,
  'twitter.com': twitter,
  'youtube.com': youtube,
  'music.youtube.com': youtube,
  'youtu.be': youtube,
  'reddit.com': reddit,
  'old.reddit.com': reddit,
  'new.reddit.com': reddit,
  'redd.it': reddit,
  'tiktok.com': tiktok,
  'vm.tiktok.com': tiktok,
  'vt.tiktok.com': tiktok,
  'instagram.com': instagram,
};
