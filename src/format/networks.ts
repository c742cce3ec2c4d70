// Networks (`twitter`) and post types (`reddit-post`) as the service names them, in the words a
// person reads ("X", "Reddit post"). Trees, panels and the webview share these names.

const NETWORK_LABELS: Readonly<Record<string, string>> = {
  twitter: 'X', youtube: 'YouTube', reddit: 'Reddit', tiktok: 'TikTok', instagram: 'Instagram', news: 'News', threads: 'Threads',
};

const POST_TYPE_LABELS: Readonly<Record<string, string>> = {
  'tweet': 'X post', 'youtube-video': 'YouTube video', 'reddit-post': 'Reddit post', 'tiktok-video': 'TikTok video',
  'instagram-post': 'Instagram post', 'news': 'News', 'threads-post': 'Threads post',
};

/** A network or post type as a person reads it; an unknown one as the service sent it. */
export function networkLabel(name: string): string {
  const n = name.toLowerCase();
  return POST_TYPE_LABELS[n] ?? NETWORK_LABELS[n] ?? name;
}
