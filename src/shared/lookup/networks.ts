// The networks creators are on and the post types posts have, as the service names them, with
// the other names people use for them.

export const NETWORK_NAMES = ['twitter', 'youtube', 'reddit', 'tiktok', 'instagram'] as const;
export type Network = (typeof NETWORK_NAMES)[number];

const NETWORK_ALIASES: Readonly<Record<string, Network>> = { x: 'twitter' };

export const POST_TYPES = ['tweet', 'youtube-video', 'reddit-post', 'tiktok-video', 'instagram-post', 'news'] as const;

/** The service's name for a network typed in any case or by another name. */
export function networkNamed(name: string): Network | undefined {
  const n = name.toLowerCase();
  if ((NETWORK_NAMES as readonly string[]).includes(n)) return n as Network;
  return Object.hasOwn(NETWORK_ALIASES, n) ? NETWORK_ALIASES[n] : undefined;
}

export function postTypeNamed(name: string): string | undefined {
  const n = name.toLowerCase();
  return (POST_TYPES as readonly string[]).includes(n) ? n : undefined;
}
