// The notebook renderer's words. It runs in the notebook's webview, where VS Code hands no l10n
// bundle, so it asks the extension host for this extension's (package.json's notebookRenderer
// entry: requiresMessaging "optional") and draws in the person's language once it has it, and its
// times in the zone the host shows times in (socialPulse.timeZone, as the host resolved it).
import { isShownZone, type ShownZone } from '../format/zone';

/** The renderer's id in package.json. */
export const CELL_RENDERER_ID = 'socialPulse.cellRenderer';

export interface WordsRequest {
  type: 'words?';
}

export interface WordsReply {
  type: 'words';
  /** English message → the person's language (empty: English). */
  bundle: Record<string, string>;
  /** The zone times are shown in, as the panels are sent it. */
  timeZone: ShownZone;
}

export function isWordsRequest(m: unknown): m is WordsRequest {
  return typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'words?';
}

export function isWordsReply(m: unknown): m is WordsReply {
  if (typeof m !== 'object' || m === null || (m as { type?: unknown }).type !== 'words') return false;
  const { bundle, timeZone } = m as { bundle?: unknown; timeZone?: unknown };
  return typeof bundle === 'object' && bundle !== null && !Array.isArray(bundle)
    && Object.values(bundle).every((v) => typeof v === 'string') && isShownZone(timeZone);
}
