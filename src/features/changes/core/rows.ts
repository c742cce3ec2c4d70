// The rows of Social Pulse: Show Data Changes, newest first, and what is said when a chosen one
// is not something Social Pulse opens. Pure.
import * as l10n from '../../../shared/format/l10n';
import type { SystemChange } from '../../../service/api/types-searches';
import { formatAge, secondsToMs } from '../../../shared/format/time';
import type { ItemRef } from '../../../shared/items';
import { formatDateTime } from '../../../shared/protocol/display';
import { pickText, tNotice, type NoticeText, type PickText } from '../../../editor/sinks/neutral';
import { changeRef } from '../../../shared/queries/changes';

/** The decoder's word for a kind or a change the service left out. */
const UNKNOWN = 'unknown';

export interface ChangeRow {
  label: PickText;
  description: PickText;
  detail: PickText;
  /** Service text: the subject's name as sent, for the sentences that quote it. */
  name: string;
  ref?: ItemRef;
}

/** `search_terms` → "search terms"; other kinds are shown as sent. */
function changeWords(change: string): string {
  if (change === 'full_historical') return l10n.t('whole history');
  if (change === 'search_terms') return l10n.t('search terms (last 72 hours)');
  if (change === UNKNOWN) return l10n.t('unknown change');
  return change.replace(/_/g, ' ');
}

function kindWords(kind: string): string {
  return kind === UNKNOWN ? l10n.t('unknown kind') : kind;
}

function changeRow(c: SystemChange, now: number): ChangeRow {
  const when = secondsToMs(c.time);
  const name = c.asset_name || String(c.asset_id ?? '');
  return {
    label: pickText(name),
    description: pickText([kindWords(c.asset_type), changeWords(c.change), when ? formatAge(when, now) : undefined].filter(Boolean).join(' · ')),
    detail: pickText([c.description ?? '', formatDateTime(c.time)].filter(Boolean).join(' — ')),
    name,
    ref: changeRef(c),
  };
}

/** The service's changes as rows, newest first (the service's order is its own). */
export function changeRows(changes: readonly SystemChange[], now: number): ChangeRow[] {
  return [...changes].sort((a, b) => b.time - a.time).map((c) => changeRow(c, now));
}

/** Said when the chosen change's subject has no panel. */
export function notOpenedNotice(row: ChangeRow): NoticeText {
  return tNotice(l10n.t('Social Pulse: "{0}" is not something Social Pulse opens.'), row.name);
}
