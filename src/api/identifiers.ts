// Identifier rules of interface section 2.1, checked before any request leaves.

export type IdentifierKind = 'topic' | 'category' | 'coin' | 'network' | 'id';

export interface IdentifierProblem {
  /** A sentence a person can act on, naming the character that is not allowed. */
  message: string;
}

const TOPIC = /^[\p{L}\p{N} #$]+$/u;
const CATEGORY = /^[\p{L}\p{N} ]+$/u;
/** Numeric asset ids such as `coins:1` or `stocks:7056` are topics too (field notes). */
const ASSET_ID = /^(coins|stocks|nfts):\d+$/;
const SLUG = /^[\p{L}\p{N}_.\-:]+$/u;

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
  if (!v) return { message: `Type a ${kind} name.` };
  if (v.length > 200) return { message: `That ${kind} name is too long (${v.length} characters, at most 200).` };
  if (kind === 'topic') {
    if (ASSET_ID.test(v.toLowerCase()) || TOPIC.test(v)) return undefined;
    // a category's own topic is its name prefixed with an underscore
    if (v.startsWith('_') && CATEGORY.test(v.slice(1))) return undefined;
    const bad = firstBad(v, /^[\p{L}\p{N} #$]$/u);
    return { message: `A topic may contain only letters, numbers, spaces, # and $; ${describe(bad ?? '?')} is not allowed.` };
  }
  if (kind === 'category') {
    if (CATEGORY.test(v)) return undefined;
    const bad = firstBad(v, /^[\p{L}\p{N} ]$/u);
    return { message: `A category may contain only letters, numbers and spaces; ${describe(bad ?? '?')} is not allowed.` };
  }
  // "." and ".." pass the character rule but would walk the path up once they are in a URL
  if (/^\.+$/.test(v)) return { message: `A ${kind} cannot be made only of dots ("${v}").` };
  if (SLUG.test(v)) return undefined;
  const bad = firstBad(v, /^[\p{L}\p{N}_.\-:]$/u);
  return { message: `A ${kind} may contain only letters, numbers, _ . - and :; ${describe(bad ?? '?')} is not allowed.` };
}

/** Topics match case-insensitively: they are sent in lower case. */
export function normalizeTopic(value: string): string {
  return value.trim().toLowerCase();
}

export function normalizeCategory(value: string): string {
  return value.trim().toLowerCase();
}
