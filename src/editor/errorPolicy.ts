// The editor layer's error policy, for trees and panels alike: what is not an error at all, what
// passes by itself, what only the person can fix and which fix each view offers for it, and the
// message a person reads. Pure (no `vscode`): unit-tested in plain Node.
import * as l10n from '../shared/format/l10n';
import { ERROR_POLICY, isCancellation, isServiceError, needsPerson } from '../service/api/errors';
import { errorMessage } from '../shared/queries/errorWords';
import { fixLabel, type FixAction } from '../shared/protocol/fixes';
import type { ErrorInfo } from '../shared/protocol/messages';
import { COMMANDS, type Command } from '../shared/commandTable';

/** A load given up (a newer one superseded it): not an error to show. Decided in api/errors. */
export { isCancellation };

/** Worth showing the last data marked stale and retrying later (network, 5xx, rate limits). */
export function passesByItself(error: unknown): boolean {
  return isServiceError(error) && error.transient;
}

/**
 * The command that fixes an error a retry will not: a key to set (`hasKey` false) or to check
 * and replace (a rejected one), a plan to choose, the service address to correct in the
 * settings. Undefined for everything else.
 */
export function fixFor(error: unknown, hasKey = true): FixAction | undefined {
  if (!isServiceError(error)) return undefined;
  const fix = ERROR_POLICY[error.kind].fix;
  if (fix === 'key') return hasKey ? 'manageKeys' : 'setApiKey';
  if (fix === 'address') return error.setting === 'socialPulse.markdownUrl' ? 'markdownUrlSetting' : 'baseUrlSetting';
  return fix === 'plan' ? 'choosePlan' : undefined;
}

/** The service refused what was asked (a 400-style refusal: a name, a term, a limit): other input may pass, the same will not. */
export function refusedInput(error: unknown): boolean {
  return isServiceError(error) && error.kind === 'invalid-input';
}

/** A failure only the person can fix (a rejected key, a plan without the endpoint): decided in api/errors. */
export { needsPerson };

/** The words a person reads for an error, the same on every surface: built in shared/queries/errorWords. */
export { errorMessage };

export interface Fix {
  command: Command<[]>;
  /** Button or line text: the same words in every view. */
  label: string;
  icon: string;
  /** What activating it does, for screen readers ("Activate to …"). */
  does: string;
  /** A tooltip line saying how it helps. */
  hint: string;
}

type FixWords = Pick<Fix, 'command'> & { does: () => string; hint: () => string };

const FIX_WORDS: Readonly<Record<FixAction, FixWords>> = {
  setApiKey: { command: COMMANDS.setApiKey, does: () => l10n.t('set an API key'), hint: () => l10n.t('Click to add a key.') },
  manageKeys: { command: COMMANDS.manageKeys, does: () => l10n.t('manage API keys'), hint: () => l10n.t('Click to check, replace or add a key.') },
  choosePlan: {
    command: COMMANDS.choosePlan, does: () => l10n.t('choose a plan'), hint: () => l10n.t('Choose the plan your key has, or upgrade it on the service.'),
  },
  baseUrlSetting: {
    command: COMMANDS.openBaseUrlSetting,
    does: () => l10n.t('open the setting {0}', 'socialPulse.baseUrl'), hint: () => l10n.t('Click to correct the service address in the settings.'),
  },
  markdownUrlSetting: {
    command: COMMANDS.openMarkdownUrlSetting,
    does: () => l10n.t('open the setting {0}', 'socialPulse.markdownUrl'), hint: () => l10n.t('Click to correct the service address in the settings.'),
  },
};

/** The command that fixes an error and its words, looked up when shown (the person's language is installed by then). */
export function fixDetails(action: FixAction): Fix {
  const { command, does, hint } = FIX_WORDS[action];
  return { command, ...fixLabel(action), does: does(), hint: hint() };
}

/** An error as a panel section shows it. `hasKey`: whether a key is set. */
export function toErrorInfo(e: unknown, hasKey = true): ErrorInfo {
  if (isServiceError(e)) {
    const fix = fixFor(e, hasKey);
    const retryAt = typeof e.retryAt === 'number' ? e.retryAt : undefined;
    return {
      kind: e.kind,
      // the retry time is the panel's to say, in its zone: the service's words say it once more in UTC
      message: retryAt !== undefined && typeof e.reason === 'string' ? e.reason : errorMessage(e),
      ...(retryAt !== undefined ? { retryAt } : {}),
      ...(fix ? { fix } : {}),
    };
  }
  // not a ServiceError: a defect of ours; the details go to the log, not to the panel
  return { kind: 'internal', message: l10n.t('Something went wrong showing this section. Retry, or see the Social Pulse log.') };
}
