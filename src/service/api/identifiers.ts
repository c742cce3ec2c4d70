// Identifier rules (interface section 2.1 and the field notes), checked before any request
// leaves, and the names path templates use for them.
import { CREATOR_NETWORKS } from './values';

export type IdentifierKind =
  | 'topic' | 'category' | 'coin' | 'stock' | 'nft' | 'creatorNetwork' | 'creator' | 'postType' | 'post'
  | 'search' | 'network' | 'id' | 'list' | 'term';

/**
 * The `{name}`s path templates may hold (operations.ts, the markdown variant's paths) and the
 * rule each follows: a template with any other name does not compile.
 */
export const PATH_IDS = {
  topic: 'topic',
  category: 'category',
  coin: 'coin',
  stock: 'stock',
  nft: 'nft',
  creatorNetwork: 'creatorNetwork',
  creator: 'creator',
  postType: 'postType',
  post: 'post',
  slug: 'search',
  // the markdown variant's
  network: 'network',
  id: 'id',
  list: 'list',
  query: 'term',
} as const satisfies Record<string, IdentifierKind>;
export type PathIdName = keyof typeof PATH_IDS;

/** The lists the markdown variant serves (`/list/{list}`). */
export const REPORT_LISTS = ['cryptocurrencies', 'stocks'] as const;
export type ReportList = (typeof REPORT_LISTS)[number];

/**
 * Why a value is not a valid identifier, for callers that word it themselves: this floor cannot
 * reach the person's language (src/shared/lookup/parts.ts says it in their words).
 */
export type IdentifierReason =
  | { reason: 'missing' }
  | { reason: 'tooLong'; length: number }
  /** Not one of the creator networks (`creatorNetwork`). */
  | { reason: 'notNetwork' }
  /** Not shaped as a post type's network key (`postType`). */
  | { reason: 'notPostType' }
  /** Not one of REPORT_LISTS (`list`). */
  | { reason: 'notList' }
  | { reason: 'onlyDots'; value: string }
  /** `char`: the first character the rules of the kind do not allow. */
  | { reason: 'badChar'; char: string };

export type IdentifierProblem = IdentifierReason & {
  /** A sentence in English a person can act on, naming the character that is not allowed: the client's own errors say it. */
  message: string;
};

const WORDS: Readonly<Record<IdentifierKind, string>> = {
  topic: 'topic', category: 'category', coin: 'coin', stock: 'stock', nft: 'NFT collection',
  creatorNetwork: 'network', creator: 'creator', postType: 'post type', post: 'post id', search: 'saved search',
  network: 'network', id: 'id', list: 'list', term: 'search',
};

const TOPIC = /^[\p{L}\p{N} #$]+$/u;
const CATEGORY = /^[\p{L}\p{N} ]+$/u;
/** Numeric asset ids such as `coins:1` or `stocks:7056` are topics too (field notes). */
const ASSET_ID = /^(coins|stocks|nfts):\d+$/;
const SLUG = /^[\p{L}\p{N}_.\-:]+$/u;
/** Network keys of post types: `tweet`, `youtube-video`, `news`... (an open set). */
const POST_TYPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A search may be any phrase, but a path separator or a control character cannot be in a segment. */
const TERM_CHAR = /^[^\u0000-\u001f\u007f/\\]$/u;

/** "a topic", "an NFT collection". */
function withArticle(word: string): string {
  return `${/^(?:[aeiou]|NFT)/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** The same at the start of a sentence. */
function article(word: string): string {
  const s = withArticle(word);
  return s[0]!.toUpperCase() + s.slice(1);
}

function firstBad(value: string, allowed: RegExp): string | undefined {
  for (const ch of value) if (!allowed.test(ch)) return ch;
  return undefined;
}

function describe(ch: string): string {
  if (ch === ' ') return 'a space';
  if (/\s/.test(ch)) return 'a line break or tab';
  const code = ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return `"${ch}" (U+${code})`;
}

/** Returns undefined when `value` is a valid identifier of `kind`, else the problem. */
export function checkIdentifier(kind: IdentifierKind, value: string): IdentifierProblem | undefined {
  const v = value.trim();
  const word = WORDS[kind];
  const bad = (message: string, reason: IdentifierReason): IdentifierProblem => ({ ...reason, message });
  if (!v) return bad(`Type ${withArticle(word)} name.`, { reason: 'missing' });
  if (v.length > 200) return bad(`That ${word} name is too long (${v.length} characters, at most 200).`, { reason: 'tooLong', length: v.length });
  switch (kind) {
    case 'topic': {
      if (ASSET_ID.test(v.toLowerCase()) || TOPIC.test(v)) return undefined;
      // a category's own topic is its name prefixed with an underscore
      if (v.startsWith('_') && CATEGORY.test(v.slice(1))) return undefined;
      const ch = firstBad(v, /^[\p{L}\p{N} #$]$/u) ?? '?';
      return bad(`A topic may contain only letters, numbers, spaces, # and $; ${describe(ch)} is not allowed.`, { reason: 'badChar', char: ch });
    }
    case 'category': {
      if (CATEGORY.test(v)) return undefined;
      const ch = firstBad(v, /^[\p{L}\p{N} ]$/u) ?? '?';
      return bad(`A category may contain only letters, numbers and spaces; ${describe(ch)} is not allowed.`, { reason: 'badChar', char: ch });
    }
    case 'creatorNetwork':
      if ((CREATOR_NETWORKS as readonly string[]).includes(v.toLowerCase())) return undefined;
      return bad(`A creator's network is one of ${CREATOR_NETWORKS.join(', ')}; "${v}" is not.`, { reason: 'notNetwork' });
    case 'postType':
      if (POST_TYPE.test(v.toLowerCase())) return undefined;
      return bad(`A post type is a network key such as tweet, youtube-video or news; "${v}" is not.`, { reason: 'notPostType' });
    case 'list':
      if ((REPORT_LISTS as readonly string[]).includes(v.toLowerCase())) return undefined;
      return bad(`A list is one of ${REPORT_LISTS.join(', ')}; "${v}" is not.`, { reason: 'notList' });
    default:
      break;
  }
  // "." and ".." pass the character rules but would walk the path up once they are in a URL
  if (/^\.+$/.test(v)) return bad(`${article(word)} cannot be made only of dots ("${v}").`, { reason: 'onlyDots', value: v });
  if (kind === 'term') {
    const ch = firstBad(v, TERM_CHAR);
    return ch === undefined ? undefined : bad(`A search may not contain ${describe(ch)}.`, { reason: 'badChar', char: ch });
  }
  if (SLUG.test(v)) return undefined;
  const ch = firstBad(v, /^[\p{L}\p{N}_.\-:]$/u) ?? '?';
  return bad(`${article(word)} may contain only letters, numbers, _ . - and :; ${describe(ch)} is not allowed.`, { reason: 'badChar', char: ch });
}

/** The identifier as it is sent: names that match case-insensitively go in lower case. */
export function normalizeIdentifier(kind: IdentifierKind, value: string): string {
  const v = value.trim();
  switch (kind) {
    case 'topic':
    case 'category':
    case 'creatorNetwork':
    case 'postType':
    case 'list':
      return v.toLowerCase();
    default:
      return v;
  }
}

/** Topics match case-insensitively: they are sent in lower case. */
export function normalizeTopic(value: string): string {
  return normalizeIdentifier('topic', value);
}

export function normalizeCategory(value: string): string {
  return normalizeIdentifier('category', value);
}
