// Networks (`twitter`) and post types (`reddit-post`) as the service names them, in the words a
// person reads ("X", "Reddit post"). Trees, panels and the webview share these names.
import * as l10n from './l10n';

// each a function: the words are looked up when shown, once the person's language is installed
const NETWORK_LABELS: Readonly<Record<string, () => string>> = {
  twitter: () => 'X', youtube: () => 'YouTube', reddit: () => 'Reddit', tiktok: () => 'TikTok', instagram: () => 'Instagram', news: () => l10n.t('News'),
  threads: () => 'Threads',
};

const POST_TYPE_LABELS: Readonly<Record<string, () => string>> = {
  'tweet': () => l10n.t('X post'), 'youtube-video': () => l10n.t('YouTube video'), 'reddit-post': () => l10n.t('Reddit post'),
  'tiktok-video': () => l10n.t('TikTok video'), 'instagram-post': () => l10n.t('Instagram post'), 'news': () => l10n.t('News'),
  'threads-post': () => l10n.t('Threads post'),
};

/** A network or post type as a person reads it; an unknown one as the service sent it. */
export function networkLabel(name: string): string {
  const n = name.toLowerCase();
  if (Object.hasOwn(POST_TYPE_LABELS, n)) return POST_TYPE_LABELS[n]!();
  return Object.hasOwn(NETWORK_LABELS, n) ? NETWORK_LABELS[n]!() : name;
}
