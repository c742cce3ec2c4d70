// The list of saved keys (ids, labels, which one is active) and the rules for labels and
// secrets. No `vscode` here: unit-tested in plain Node.
//
// Where things live: everything, including this index, is in the editor's SecretStorage:
//   socialPulse.keys          JSON index {keys: [{id, label}], active, removed: [id]}
//   socialPulse.key.<id>      one secret per key
// The index is a secret too (not globalState) because SecretStorage.onDidChange reaches every
// window, so a key added, renamed or switched in one window shows in all of them. It is written
// whole, so two windows changing it in the same moment each write what they read: `removed` and
// mergeIndex let a window put back what another's write lost, without bringing back a removed key.
import * as l10n from '../../shared/format/l10n';
import { oneLine } from '../../shared/format/markdown';

export const MAX_KEYS = 5;
export const INDEX_SECRET = 'socialPulse.keys';
const SECRET_PREFIX = 'socialPulse.key.';
const MAX_LABEL = 40;
const ID = /^[A-Za-z0-9-]{1,64}$/;
/** Removals remembered: a window's write made from an older read lands within moments, not after this many removals. */
const MAX_REMOVED = 20;

export interface KeyEntry {
  readonly id: string;
  readonly label: string;
  /**
   * How many times its secret was replaced (absent: never). With the id it tells whose answers
   * a saved cache holds without anything of the secret (src/editor/connection).
   */
  readonly rotation?: number;
}

export interface KeyIndex {
  readonly keys: readonly KeyEntry[];
  /** Id of the active key; always one of `keys` when `keys` is not empty. */
  readonly active?: string;
  /** Ids of keys removed (the latest last), which a merge never brings back. */
  readonly removed?: readonly string[];
}

export const EMPTY_INDEX: KeyIndex = { keys: [] };

export function secretName(id: string): string {
  return SECRET_PREFIX + id;
}

/** The key id a secret name belongs to, or undefined for other names. */
export function idOfSecret(name: string): string | undefined {
  return name.startsWith(SECRET_PREFIX) ? name.slice(SECRET_PREFIX.length) : undefined;
}

/** Reads a stored index tolerantly: bad entries are dropped, a missing active key is repaired. */
export function parseIndex(text: string | undefined): KeyIndex {
  if (!text) return EMPTY_INDEX;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return EMPTY_INDEX;
  }
  if (typeof raw !== 'object' || raw === null) return EMPTY_INDEX;
  const r = raw as { keys?: unknown; active?: unknown; removed?: unknown };
  const keys: KeyEntry[] = [];
  for (const item of Array.isArray(r.keys) ? r.keys : []) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, label, rotation } = item as { id?: unknown; label?: unknown; rotation?: unknown };
    if (typeof id !== 'string' || !ID.test(id) || keys.some((k) => k.id === id)) continue;
    const clean = typeof label === 'string' ? cleanLabel(label) : '';
    const replaced = Number.isSafeInteger(rotation) && (rotation as number) > 0 ? { rotation: rotation as number } : {};
    keys.push({ id, label: clean || l10n.t('Key {0}', keys.length + 1), ...replaced });
    if (keys.length === MAX_KEYS) break;
  }
  const removed = Array.isArray(r.removed) ? r.removed.filter((id: unknown): id is string => typeof id === 'string' && ID.test(id)) : [];
  return withRemoved(withActive(keys, typeof r.active === 'string' ? r.active : undefined), removed);
}

export function serializeIndex(index: KeyIndex): string {
  const keys = index.keys.map(({ id, label, rotation }) => (rotation ? { id, label, rotation } : { id, label }));
  return JSON.stringify(index.removed?.length ? { keys, active: index.active, removed: index.removed } : { keys, active: index.active });
}

/** Whether two indexes list the same keys, labels, rotations and active key (removals aside). */
export function sameKeys(a: KeyIndex, b: KeyIndex): boolean {
  return serializeIndex({ keys: a.keys, active: a.active }) === serializeIndex({ keys: b.keys, active: b.active });
}

/** `index` remembering the removals `removed` (the latest last; repeats and the oldest past the limit dropped). */
export function withRemoved(index: KeyIndex, removed: readonly string[]): KeyIndex {
  const kept = [...new Set(removed)].slice(-MAX_REMOVED);
  const keys = withActive(index.keys, index.active);
  return kept.length ? { ...keys, removed: kept } : keys;
}

/** `keys` (and `active`, else the active key as it was) in place of the keys of `index`, its removals kept. */
export function withKeys(index: KeyIndex, keys: readonly KeyEntry[], active = index.active): KeyIndex {
  return withRemoved(withActive(keys, active), index.removed ?? []);
}

/**
 * The index as `stored` now, with what this window's `known` index has that another window's write
 * lost (that window read the index before this one wrote it): keys added here come back, keys
 * removed here stay removed, and a key removed on either side is not brought back. A key on both
 * sides keeps the stored label and the higher rotation (a replaced secret stays replaced); the
 * active key is the stored one. At most MAX_KEYS, the stored ones first: a key added here that
 * does not fit (another window filled the list meanwhile) is left out, as parseIndex would.
 */
export function mergeIndex(stored: KeyIndex, known: KeyIndex): KeyIndex {
  const removed = [...(stored.removed ?? []), ...(known.removed ?? [])];
  const gone = new Set(removed);
  const added = known.keys.filter((k) => !stored.keys.some((s) => s.id === k.id));
  const keys = [...stored.keys, ...added].filter((k) => !gone.has(k.id)).slice(0, MAX_KEYS).map((k) => {
    const rotation = Math.max(k.rotation ?? 0, known.keys.find((o) => o.id === k.id)?.rotation ?? 0);
    return rotation ? { ...k, rotation } : k;
  });
  return withRemoved(withActive(keys, stored.active), removed);
}

/** An index whose active id names one of its keys (the first when `active` does not). */
export function withActive(keys: readonly KeyEntry[], active: string | undefined): KeyIndex {
  if (keys.length === 0) return EMPTY_INDEX;
  return { keys, active: keys.some((k) => k.id === active) ? active : keys[0]!.id };
}

/**
 * Format characters (zero-width spaces and joiners, soft hyphens, byte order marks, bidi marks),
 * which show nothing: a name of them alone is blank, and `Work` with one is another name that
 * looks the same.
 */
const FORMAT = /(?![\u200C\u200D])\p{Cf}/gu;
/** Joiners shape what they join ("👩‍💻", Persian words): kept between two visible characters, dropped elsewhere. */
const LOOSE_JOINERS = /(?<![^\s\u200C\u200D])[\u200C\u200D]+|[\u200C\u200D]+(?![^\s\u200C\u200D])/gu;
/** Control characters other than whitespace, which a typed or pasted name is refused for. */
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/u;

/** A name as shown and stored: visible characters only (oneLine drops bidi and control characters), on one line. */
export function cleanLabel(label: string): string {
  return oneLine(label.replace(FORMAT, '').replace(LOOSE_JOINERS, ''));
}

/**
 * Whether a label is more likely a pasted key than a name: one word of 16 or more characters
 * mixing letters and digits, as keys are. Labels are shown unmasked (status bar, pickers).
 */
export function looksLikeKey(label: string): boolean {
  const s = cleanLabel(label);
  return s.length >= 16 && /^[\x21-\x7e]+$/.test(s) && /[A-Za-z]/.test(s) && /\d/.test(s);
}

/**
 * A problem with `label` for a key (other than `exceptId`), or undefined when it is fine.
 * `secrets`: the key being named and every saved one, none of which the name may contain (names
 * are shown unmasked and logged).
 */
export function checkLabel(label: string, index: KeyIndex, exceptId?: string, secrets: readonly string[] = []): string | undefined {
  if (CONTROL.test(label)) return l10n.t('The name contains control characters.');
  const clean = cleanLabel(label);
  if (!clean) return l10n.t('Give the key a name, for example Work or Personal.');
  if (clean.length > MAX_LABEL) return l10n.t('Use at most {0} characters for the name.', MAX_LABEL);
  const holdsKey = secrets.some((secret) => {
    const key = secret.trim();
    return key.length >= 8 && clean.includes(key);
  });
  if (holdsKey || looksLikeKey(clean)) {
    return l10n.t('That looks like a key, not a name: names are shown unmasked. Use a name such as Work or Personal.');
  }
  const taken = index.keys.find((k) => k.id !== exceptId && k.label.toLowerCase() === clean.toLowerCase());
  if (taken) return l10n.t('A key named "{0}" exists already: choose another name.', taken.label);
  return undefined;
}

/**
 * A problem with a pasted secret, or undefined when it looks like a key. The message never
 * repeats the secret.
 */
export function checkSecret(secret: string): string | undefined {
  const s = secret.trim();
  if (!s) return l10n.t('Paste the key from the service\'s key page.');
  if (/^bearer\s/i.test(s)) return l10n.t('Paste only the key, without the word "Bearer".');
  if (wrapped(s)) return l10n.t('Paste only the key, without quotes or a variable name.');
  if (/\s/.test(s)) return l10n.t('A key has no spaces or line breaks: check what was pasted.');
  if (!/^[\x21-\x7e]+$/.test(s)) return l10n.t('A key contains only letters, digits and punctuation: check what was pasted.');
  if (s.length < 8) return l10n.t('That is too short to be a key: check what was pasted.');
  if (s.length > 512) return l10n.t('That is too long to be a key: check what was pasted.');
  return undefined;
}

/**
 * A key copied with what held it: quotes or angle brackets at either end (both, or one when the
 * copy from JSON or code took only the opening `"`), or a variable's name (`NAME=key`, `"key"`,
 * `<key>`, `"key`). Refused rather than cut: what is saved is what was pasted.
 */
function wrapped(s: string): boolean {
  // a key's own `=` can only be padding at its end
  return /^["'`<]|["'`>]$/.test(s) || /=[^=]/.test(s);
}

/** How a key is shown: never more than its last four characters. */
export function mask(secret: string): string {
  const s = secret.trim();
  return s.length >= 8 ? `••••${s.slice(-4)}` : '••••';
}

/** Replaces any occurrence of the secret in text from elsewhere (e.g. a service message). */
export function redact(text: string, secret: string): string {
  const s = secret.trim();
  return s ? text.split(s).join(mask(s)) : text;
}
