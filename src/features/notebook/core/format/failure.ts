// A failed cell's output, as markdown: what went wrong in the client's words (they say what to do),
// the service's own reason when it sent one (service text: escaped), and what the attempt spent.
import { ERROR_POLICY, isServiceError } from '../../../../service/api/errors';
import { errorMessage } from '../../../../shared/queries/errorWords';
import * as l10n from '../../../../shared/format/l10n';
import { mdInline } from '../../../../shared/format/markdown';
import { safeMarkdown } from '../../../../shared/render/safeMarkdown';

const FIX_WORDS = {
  key: () => l10n.t('Check the API key (Social Pulse: Manage API Keys).'),
  plan: () => l10n.t('Choose the plan your key has (Social Pulse: Choose Plan).'),
  address: () => l10n.t('Correct the service address in the settings (socialPulse.baseUrl, or socialPulse.markdownUrl for reports), then run the cell again.'),
  retry: () => l10n.t('Run the cell again later.'),
} as const;

export function failureMarkdown(error: unknown): string {
  if (!isServiceError(error)) {
    return safeMarkdown(`**${l10n.t('This cell could not run.')}** ${l10n.t('Something went wrong: {0}. See the Social Pulse log.', mdInline(error instanceof Error ? error.message : String(error)))}`);
  }
  const lines = [`**${l10n.t('This cell could not run ({0}).', error.kind)}** ${mdInline(errorMessage(error))}`];
  if (error.serviceMessage && !error.message.includes(error.serviceMessage)) lines.push(l10n.t('The service said: “{0}”', mdInline(error.serviceMessage)));
  const fix = ERROR_POLICY[error.kind].fix;
  if (fix) lines.push(FIX_WORDS[fix]());
  if (error.requests > 0) lines.push(`*${error.requests === 1 ? l10n.t('The attempt spent 1 request.') : l10n.t('The attempt spent {0} requests.', error.requests)}*`);
  return safeMarkdown(lines.join('\n\n'));
}

/** The problems the parser found, each with where it is in the cell. */
export function problemsMarkdown(problems: readonly { message: string; start: number; end: number }[], text: string): string {
  const where = (offset: number): string => {
    const before = text.slice(0, offset).split('\n');
    return l10n.t('line {0}, column {1}', before.length, before[before.length - 1]!.length + 1);
  };
  const head = problems.length === 1 ? l10n.t('This cell has a problem; nothing was asked of the service.') : l10n.t('This cell has {0} problems; nothing was asked of the service.', problems.length);
  return safeMarkdown([`**${head}**`,
    ...problems.map((p) => `- ${mdInline(p.message)} (${where(p.start)})`)].join('\n\n'));
}
