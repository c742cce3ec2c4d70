// A failed cell's output, as markdown: what went wrong in the client's words (they say what to do),
// the service's own reason when it sent one (service text: escaped), and what the attempt spent.
import { ERROR_POLICY, isServiceError } from '../../api/errors';
import { mdInline } from '../../format/markdown';
import { safeMarkdown } from '../../render/safeMarkdown';

const FIX_WORDS = { key: 'Check the API key (Social Pulse: Manage API Keys).', plan: 'Choose the plan your key has (Social Pulse: Choose Plan).', retry: 'Run the cell again later.' } as const;

export function failureMarkdown(error: unknown): string {
  if (!isServiceError(error)) {
    return safeMarkdown(`**This cell could not run.** Something went wrong: ${mdInline(error instanceof Error ? error.message : String(error))}. See the Social Pulse log.`);
  }
  const lines = [`**This cell could not run (${error.kind}).** ${mdInline(error.message)}`];
  if (error.serviceMessage && !error.message.includes(error.serviceMessage)) lines.push(`The service said: “${mdInline(error.serviceMessage)}”`);
  const fix = ERROR_POLICY[error.kind].fix;
  if (fix) lines.push(FIX_WORDS[fix]);
  if (error.requests > 0) lines.push(`*The attempt spent ${error.requests} request${error.requests === 1 ? '' : 's'}.*`);
  return safeMarkdown(lines.join('\n\n'));
}

/** The problems the parser found, each with where it is in the cell. */
export function problemsMarkdown(problems: readonly { message: string; start: number; end: number }[], text: string): string {
  const where = (offset: number): string => {
    const before = text.slice(0, offset).split('\n');
    return `line ${before.length}, column ${before[before.length - 1]!.length + 1}`;
  };
  return safeMarkdown([`**This cell has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}; nothing was asked of the service.**`,
    ...problems.map((p) => `- ${mdInline(p.message)} (${where(p.start)})`)].join('\n\n'));
}
