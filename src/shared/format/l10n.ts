// Our words in the person's language for code that runs without `vscode`: the pure floors (unit
// tested in plain Node) and the webview. The host hands over VS Code's bundle for this extension
// (`vscode.l10n.bundle`, set in activate(), src/main/extension.ts); the webview gets the same bundle in its
// page (editor/panelHost/html.ts, read by browser/webview/l10nBoot.ts). Keys are the English words, as `npm run l10n` extracts them from `l10n.t('…')` calls
// (import this module as `l10n`, like `@vscode/l10n`). No bundle: the English words as written.

type Bundle = Readonly<Record<string, string>>;
// on globalThis: the features loaded on first use are bundles of their own, each with its own copy of this module
const slot = Symbol.for('socialPulse.l10nBundle');
const holder = globalThis as { [slot]?: Bundle };

export function useBundle(contents: Bundle | undefined): void {
  holder[slot] = contents ?? {};
}

/** The words in the person's language, `{0}`, `{1}` filled from args when there are any. */
export function t(message: string, ...args: readonly (string | number)[]): string {
  const text = holder[slot]?.[message] ?? message;
  if (args.length === 0) return text;
  return text.replace(/\{(\d+)\}/g, (slot, i: string) => (Number(i) < args.length ? String(args[Number(i)]) : slot));
}

/** The bundle in use, for the webview's page. */
export function currentBundle(): Bundle {
  return holder[slot] ?? {};
}
