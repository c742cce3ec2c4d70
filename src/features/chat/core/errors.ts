// A failure as text its reader can act on: a model (the tool's name, which tool to call next) or the
// person (the command they typed, what they can do). Never the key (the client's messages cannot
// hold it). Pure.
import { isCancellation, isServiceError, type ServiceErrorKind } from '../../../service/api/errors';
import * as l10n from '../../../shared/format/l10n';
import { errorText } from '../../../service/log';
import { ownMarkdown } from '../../../editor/sinks/neutral';
import { cell, md, own, say, stamp, type MarkdownText } from './render';

/** What to do, by the failure's kind, for a model. */
const WHAT_TO_DO = (): Readonly<Record<ServiceErrorKind, string>> => ({
  'invalid-input': l10n.t('Correct the input and call again.'),
  'unauthorized': l10n.t('The person must set an API key ("Social Pulse: Set API Key") or turn on demo data ("Social Pulse: Toggle Demo Data"); calling again will not help until then.'),
  'plan': l10n.t('The plan does not include this data. On every plan, market data (coins, stocks) works. The person can choose the plan their key has with "Social Pulse: Choose Plan...".'),
  'not-found': l10n.t('Check the name: use the trending topics or category tools to find valid ids, or try the plain name (e.g. "bitcoin", "solana").'),
  'address': l10n.t('The service address in the settings is wrong (socialPulse.baseUrl, or socialPulse.markdownUrl for reports); the person must correct it. Calling again will not help until then.'),
  'rate-limited-minute': l10n.t('The per-minute quota is used up; wait until the time given, then call again. Do not retry in a loop.'),
  'rate-limited-day': l10n.t('The daily quota is used up; no more requests today. Answer from data already fetched.'),
  'server': l10n.t('The service failed; try again in a minute, or answer from data already fetched.'),
  'network': l10n.t('The service could not be reached; try again later.'),
  'timeout': l10n.t('The service did not answer in time; try again later, or ask for less (a shorter interval).'),
  'cancelled': l10n.t('The request was cancelled; nothing more was fetched.'),
  'superseded': l10n.t('The API key, plan or service address changed while this ran, so it was not sent; call again.'),
  'bad-response': l10n.t('The answer could not be read; try again later.'),
});

/** The failure's kind in a person's words. */
const KIND_WORDS = (): Readonly<Record<Exclude<ServiceErrorKind, 'not-found'>, string>> => ({
  'invalid-input': l10n.t('the service could not read the request'),
  'unauthorized': l10n.t('no valid API key'),
  'plan': l10n.t('not on your plan'),
  'address': l10n.t('the service address is wrong'),
  'rate-limited-minute': l10n.t('this minute\'s quota is used up'),
  'rate-limited-day': l10n.t('today\'s quota is used up'),
  'server': l10n.t('the service failed'),
  'network': l10n.t('the service could not be reached'),
  'timeout': l10n.t('the service did not answer in time'),
  'cancelled': l10n.t('cancelled'),
  'superseded': l10n.t('the account changed while it ran'),
  'bad-response': l10n.t('the answer could not be read'),
});

/** What the person can do, by the failure's kind (a command they can type, a command of the palette). */
const NEXT_STEP = (): Readonly<Record<ServiceErrorKind, string>> => ({
  'invalid-input': l10n.t('Check the words; **@pulse** with no words shows examples.'),
  'unauthorized': l10n.t('Add a key with "Social Pulse: Manage API Keys", or turn on demo data with "Social Pulse: Toggle Demo Data".'),
  'plan': l10n.t('Market data (`/coins`) works on every plan. If your key is on a higher plan, choose it with "Social Pulse: Choose Plan...".'),
  'not-found': l10n.t('Check the spelling; `/trending` lists the topics people talk about now.'),
  'address': l10n.t('Correct the service address in the settings (socialPulse.baseUrl, or socialPulse.markdownUrl for reports).'),
  'rate-limited-minute': l10n.t('Ask again in a minute.'),
  'rate-limited-day': l10n.t('The quota resets at midnight UTC.'),
  'server': l10n.t('Try again in a minute.'),
  'network': l10n.t('Check the connection, then try again.'),
  'timeout': l10n.t('Try again later, or ask for less.'),
  'cancelled': l10n.t('Nothing more was fetched.'),
  'superseded': l10n.t('Ask again.'),
  'bad-response': l10n.t('Try again later.'),
});

/**
 * Who reads a failure: a model, or the person, who reads `command` (`/topic`), what was not found
 * (`missing`) and the known names close to it (`near`, already written).
 */
export type Audience = 'model' | { command: MarkdownText; missing?: string; near?: MarkdownText };

/** What a failure names for a question asked in words, not a command: @pulse, as the person addressed it (the words around it are bold). */
export const QUESTION_ASKER = own('@pulse');

/** What the person can do about a failure of this kind. */
export function nextStep(kind: ServiceErrorKind): MarkdownText {
  return ownMarkdown(NEXT_STEP()[kind]);
}

/** The person's Stop, in the words the chat says it with wherever a turn is stopped. */
export function cancelledWords(): MarkdownText {
  return say(l10n.t('Cancelled: nothing more was fetched.'));
}

function forPerson(e: unknown, to: Exclude<Audience, 'model'>, now: number): MarkdownText {
  if (isCancellation(e)) return cancelledWords();
  if (!isServiceError(e)) return say(l10n.t('**{0} failed:** something unexpected went wrong ({1}). See the Social Pulse log; try again later.'), to.command, cell(errorText(e), 200));
  if (e.kind === 'not-found') {
    const what = to.missing === undefined ? say(l10n.t('**{0} found nothing by that name.**'), to.command) : say(l10n.t('**{0} found nothing named "{1}".**'), to.command, cell(to.missing, 60));
    const near = to.near ? say(l10n.t('Did you mean {0}?'), to.near) : nextStep('not-found');
    return md`${what}\n\n${near}`;
  }
  const retry = e.retryAt !== undefined ? say(l10n.t(' It may succeed after {0} (in {1} s).'), stamp(e.retryAt), Math.max(1, Math.round((e.retryAt - now) / 1000))) : '';
  return md`${say(l10n.t('**{0} failed: {1}.**'), to.command, ownMarkdown(KIND_WORDS()[e.kind]))}${retry}\n\n${nextStep(e.kind)}`;
}

export function describeError(e: unknown, tool: MarkdownText, now: number, audience: Audience = 'model'): MarkdownText {
  if (audience !== 'model') return forPerson(e, audience, now);
  if (isServiceError(e)) {
    const retry = e.retryAt !== undefined ? say(l10n.t(' It may succeed after {0} (in {1} s).'), stamp(e.retryAt), Math.max(1, Math.round((e.retryAt - now) / 1000))) : '';
    // the retry time is said once, above; a request never sent has nothing to quote but what to do
    const words = e.kind === 'superseded' ? '' : e.retryAt !== undefined && e.reason !== undefined ? e.reason : e.message;
    const what = say(l10n.t('What to do: {0}'), ownMarkdown(WHAT_TO_DO()[e.kind]));
    if (!words) return md`${say(l10n.t('**{0} failed ({1}).**'), tool, ownMarkdown(e.kind))}\n\n${what}`;
    return md`${say(l10n.t('**{0} failed ({1}):** {2}'), tool, ownMarkdown(e.kind), cell(words, 400))}${retry}\n\n${what}`;
  }
  if (isCancellation(e)) return say(l10n.t('**{0} was cancelled.** Nothing more was fetched.'), tool);
  return say(l10n.t('**{0} failed:** something unexpected went wrong ({1}). See the Social Pulse log; try again later.'), tool, cell(errorText(e), 200));
}

/**
 * Whether a call ended as cancelled: the person declined a tool's confirmation (VS Code rejects
 * the call with its CancellationError, named "Canceled") or stopped the turn. A model's error
 * that only mentions a cancel in its words is a failure, not the person's cancel.
 */
export function endedCancelled(e: unknown): boolean {
  return isCancellation(e) || (e instanceof Error && e.name === 'Canceled');
}
