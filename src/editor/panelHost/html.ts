// The static HTML shell of every panel. It carries no service data: everything a panel shows
// arrives later by postMessage and is rendered as text, so the shell is the same for every item.
import { randomBytes } from 'node:crypto';

export interface ShellOptions {
  /** `webview.cspSource` */
  cspSource: string;
  nonce: string;
  /** `socialPulse.loadRemoteImages`: off, the policy allows no remote image either. */
  remoteImages: boolean;
  /** webview URIs (`asWebviewUri`) as strings */
  scriptUri: string;
  styleUris: readonly string[];
  /** The extension's l10n bundle in the person's language (`vscode.l10n.bundle`; empty in English) and its language tag. */
  l10n: Readonly<Record<string, string>>;
  lang: string;
}

/** 128 random bits; `Math.random` nonces are guessable. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** No forms and no `<base>`: nothing in a panel may post or re-point its relative addresses. */
export function contentSecurityPolicy(cspSource: string, nonce: string, remoteImages: boolean): string {
  return `default-src 'none'; style-src ${cspSource}; img-src ${cspSource}${remoteImages ? ' https:' : ''}; `
    + `font-src ${cspSource}; script-src 'nonce-${nonce}'; form-action 'none'; base-uri 'none'`;
}

/** JSON inside a `<script type="application/json">`: no `<` may close the element early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function buildShell(o: ShellOptions): string {
  const styles = o.styleUris.map((u) => `  <link rel="stylesheet" href="${attr(u)}">`).join('\n');
  return `<!DOCTYPE html>
<html lang="${attr(o.lang)}">
<head>
  <meta charset="UTF-8">
  <meta http-equiv="Content-Security-Policy" content="${attr(contentSecurityPolicy(o.cspSource, o.nonce, o.remoteImages))}">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
${styles}
  <title>Social Pulse</title>
</head>
<body>
  <main id="app" aria-busy="true"><p class="boot">${attr(o.l10n['Loading…'] ?? 'Loading…')}</p></main>
  <script type="application/json" id="l10n-bundle">${scriptJson(o.l10n)}</script>
  <script nonce="${attr(o.nonce)}" src="${attr(o.scriptUri)}"></script>
</body>
</html>
`;
}
