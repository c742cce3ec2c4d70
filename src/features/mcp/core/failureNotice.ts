// What a failed tool endpoint check says, headed by how far it got: a redirect, another protocol
// version or a refused key reached the endpoint, and saying it could not be reached sends the
// person to check their network. Pure.
import * as l10n from '../../../shared/format/l10n';
import type { McpProbeResult } from '../../../editor/connection/mcpProbe';
import { tNotice, type NoticeText } from '../../../editor/sinks/neutral';

/** The notification for a failure: its head, then its reason. */
export function failureNotice(result: McpProbeResult & { ok: false }): NoticeText {
  switch (result.reach) {
    case 'unsent': return tNotice(l10n.t('Social Pulse tool endpoint not checked: {0}'), result.reason);
    case 'refused': return tNotice(l10n.t('Social Pulse tool endpoint reachable, but it refused the check: {0}'), result.reason);
    case 'other': return tNotice(l10n.t('Social Pulse tool endpoint answered, but not as a tool endpoint should: {0}'), result.reason);
    case 'unanswered': return tNotice(l10n.t('Social Pulse tool endpoint not reachable: {0}'), result.reason);
  }
}
