// A synced list (the alert rules, the pins) may hold entries this version cannot read: written by
// a newer version on another machine (a metric or a kind it adds), or left broken. Each write of
// the list puts them back as they were, after the entries it rewrote, so they are not deleted
// everywhere Settings Sync reaches by a change made here. Pure.

/** The entries of `raw` that `readable` refuses (objects only, at most `max`), as they were stored. */
export function unreadableEntries(raw: unknown, readable: (entry: unknown) => boolean, max: number): unknown[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((entry) => typeof entry === 'object' && entry !== null && !readable(entry)).slice(0, max);
}
