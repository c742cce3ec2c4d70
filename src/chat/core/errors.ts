// A failure as text a model can act on and a person can read: what happened, then what to do.
// Never the key (the client's messages cannot hold it). Pure.
import { isCancellation, isServiceError, type ServiceErrorKind } from '../../api/errors';
import { errorText } from '../../log';
import { cell, md, own, utc, type MarkdownText } from './render';

const WHAT_TO_DO = {
  'invalid-input': 'Correct the input and call again.',
  'unauthorized': 'The person must set an API key ("Social Pulse: Set API Key") or turn on demo data ("Social Pulse: Toggle Demo Data"); calling again will not help until then.',
  'plan': 'The plan does not include this data. On every plan, market data (coins, stocks) works. The person can choose the plan their key has with "Social Pulse: Choose Plan...".',
  'not-found': 'Check the name: use the trending topics or category tools to find valid ids, or try the plain name (e.g. "bitcoin", "solana").',
  'rate-limited-minute': 'The per-minute quota is used up; wait until the time given, then call again. Do not retry in a loop.',
  'rate-limited-day': 'The daily quota is used up; no more requests today. Answer from data already fetched.',
  'server': 'The service failed; try again in a minute, or answer from data already fetched.',
  'network': 'The service could not be reached; try again later.',
  'timeout': 'The service did not answer in time; try again later, or ask for less (a shorter interval).',
  'cancelled': 'The request was cancelled; nothing more was fetched.',
  'bad-response': 'The answer could not be read; try again later.',
} as const satisfies Readonly<Record<ServiceErrorKind, string>>;

export function describeError(e: unknown, tool: MarkdownText, now: number): MarkdownText {
  if (isServiceError(e)) {
    const retry = e.retryAt !== undefined ? md` It may succeed after ${utc(e.retryAt)} (in ${Math.max(1, Math.round((e.retryAt - now) / 1000))} s).` : '';
    return md`**${tool} failed (${e.kind}):** ${cell(e.message, 400)}${retry}\n\nWhat to do: ${own(WHAT_TO_DO[e.kind])}`;
  }
  if (isCancellation(e)) return md`**${tool} was cancelled.** Nothing more was fetched.`;
  return md`**${tool} failed:** something unexpected went wrong (${cell(errorText(e), 200)}). See the Social Pulse log; try again later.`;
}
