// "Add Alert in Plain Words…" from the palette and the Alerts view: the sentence in an input box,
// read by the alerts' grammar (grammar.ts, as @pulse /alert reads it without a model). While it is
// typed the box says what it reads, or what it would understand; Enter saves that rule.
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';
import { ruleFromPhrase } from './chatPort';
import type { AlertRule } from './core/model';
import { describeRule } from './core/model';

const EXAMPLE = 'when bitcoin price goes above 80000';

/** What the box says under the words: the rule read (Info), or the problem (Error); nothing while empty. */
export function readingOf(words: string, now: number): vscode.InputBoxValidationMessage | undefined {
  if (!words.trim()) return undefined;
  const rule = ruleFromPhrase(words, now);
  if (typeof rule === 'string') return { message: rule, severity: vscode.InputBoxValidationSeverity.Error };
  return { message: l10n.t('Reads as: {0}. Enter saves it as "{1}".', describeRule(rule), rule.name), severity: vscode.InputBoxValidationSeverity.Info };
}

/** The rule the person's words make, once they pressed Enter on a reading; undefined when they left. */
export async function askRuleInWords(words?: string): Promise<AlertRule | undefined> {
  const typed = await vscode.window.showInputBox({
    title: l10n.t('Add Alert in Plain Words'),
    prompt: l10n.t('Say when to alert you, e.g. "{0}" or "when solana posts spike while price is flat".', EXAMPLE),
    placeHolder: EXAMPLE,
    value: words,
    ignoreFocusOut: true,
    validateInput: (v) => readingOf(v, Date.now()),
  });
  if (!typed?.trim()) return undefined;
  const rule = ruleFromPhrase(typed, Date.now());
  return typeof rule === 'string' ? undefined : rule;
}
