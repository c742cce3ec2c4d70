// The real network keys (field notes), how their creators and posts are addressed, and how
// post ids are made so that a post can be found again from its id alone.

export interface Network {
  /** Key in `types_*` maps and `post_type`. */
  key: string;
  /** Name in creator ids (`twitter::123`) and creator report paths. */
  name: string;
  /** Share of posts in an average topic. */
  share: number;
  /** How a person names the network, and one of its posts ("X", "X post"). */
  label: string;
  post: string;
}

export const NETWORKS: readonly Network[] = [
  { key: 'tweet', name: 'twitter', share: 0.46, label: 'X', post: 'X post' },
  { key: 'reddit-post', name: 'reddit', share: 0.14, label: 'Reddit', post: 'Reddit post' },
  { key: 'youtube-video', name: 'youtube', share: 0.12, label: 'YouTube', post: 'YouTube video' },
  { key: 'tiktok-video', name: 'tiktok', share: 0.1, label: 'TikTok', post: 'TikTok video' },
  { key: 'instagram-post', name: 'instagram', share: 0.08, label: 'Instagram', post: 'Instagram post' },
  { key: 'news', name: 'news', share: 0.1, label: 'News', post: 'news article' },
];

export const SOCIAL_NETWORKS: readonly Network[] = NETWORKS.filter((n) => n.key !== 'news');
export const NEWS_NETWORK: Network = NETWORKS.find((n) => n.key === 'news')!;

/** A network by its key (`tweet`) or its name (`twitter`). */
export function findNetwork(value: string): Network | undefined {
  const v = value.toLowerCase();
  return NETWORKS.find((n) => n.key === v || n.name === v);
}

/**
 * A demo post's address: shaped as on its network, under `demo.example` (a name reserved for
 * examples, which never resolves), so no demo post passes for a real one or leads to a real account.
 */
export function postLink(network: Network, id: string, creatorName: string, slug: string): string {
  switch (network.key) {
    case 'tweet': return `https://x.demo.example/${creatorName}/status/${id}`;
    case 'reddit-post': return `https://reddit.demo.example/r/${slug.split('-')[0] ?? 'all'}/comments/${id.slice(3)}/${slug}/`;
    case 'youtube-video': return `https://youtube.demo.example/watch?v=${id}`;
    case 'tiktok-video': return `https://tiktok.demo.example/@${creatorName}/video/${id}`;
    case 'instagram-post': return `https://instagram.demo.example/p/${id}/`;
    default: return `https://news.demo.example/${creatorName}/${slug}-${id}`;
  }
}

/** Where a post came from: the subject's key, news or social, its time slot and place in it. */
export interface PostOrigin {
  subjectKey: number;
  news: boolean;
  slot: number;
  index: number;
}

// 32 bits subject key, 1 bit news, 21 bits slot, 3 bits index: 57 bits, below 2^63 and 10^18
// (18 decimal digits after a network's leading digit: 19 digits, as real tweet and TikTok ids).
const SLOT_BITS = 21n;
const INDEX_BITS = 3n;

export function encodePostId(network: Network, o: PostOrigin): string {
  const n = (BigInt(o.subjectKey) << (1n + SLOT_BITS + INDEX_BITS))
    | (BigInt(o.news ? 1 : 0) << (SLOT_BITS + INDEX_BITS))
    | (BigInt(o.slot) << INDEX_BITS)
    | BigInt(o.index);
  switch (network.key) {
    case 'tweet': return `1${n.toString().padStart(18, '0')}`;
    case 'tiktok-video': return `7${n.toString().padStart(18, '0')}`;
    case 'reddit-post': return `t3_${n.toString(36)}`;
    case 'youtube-video': return n.toString(36).padStart(12, '0');
    case 'instagram-post': return `C${n.toString(36)}`;
    default: return `9${n.toString().padStart(18, '0')}`;
  }
}

export function decodePostId(network: Network, id: string): PostOrigin | undefined {
  const forms: Record<string, RegExp> = {
    'tweet': /^1(\d{18})$/,
    'tiktok-video': /^7(\d{18})$/,
    'reddit-post': /^t3_([0-9a-z]{1,12})$/,
    'youtube-video': /^([0-9a-z]{12})$/,
    'instagram-post': /^C([0-9a-z]{1,12})$/,
    'news': /^9(\d{18})$/,
  };
  const m = forms[network.key]?.exec(id);
  if (!m) return undefined;
  const digits = m[1]!;
  const decimal = network.key === 'tweet' || network.key === 'tiktok-video' || network.key === 'news';
  const n = decimal ? BigInt(digits) : [...digits].reduce((acc, ch) => acc * 36n + BigInt(parseInt(ch, 36)), 0n);
  if (n >= 1n << 57n) return undefined;
  return {
    subjectKey: Number(n >> (1n + SLOT_BITS + INDEX_BITS)),
    news: ((n >> (SLOT_BITS + INDEX_BITS)) & 1n) === 1n,
    slot: Number((n >> INDEX_BITS) & ((1n << SLOT_BITS) - 1n)),
    index: Number(n & ((1n << INDEX_BITS) - 1n)),
  };
}
