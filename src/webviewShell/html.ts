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

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function buildShell(o: ShellOptions): string {
  const styles = o.styleUris.map((u) => `  <link rel="stylesheet" href="${attr(u)}">`).join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <meta http-equiv="Content-Security-Policy" content="${attr(contentSecurityPolicy(o.cspSource, o.nonce, o.remoteImages))}">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
${styles}
  <title>Social Pulse</title>
</head>
<body>
  <main id="app" aria-busy="true"><p class="boot">Loading…</p></main>
  <script nonce="${attr(o.nonce)}" src="${attr(o.scriptUri)}"></script>
</body>
</html>
`;
}
