// Test only: SOCIAL_PULSE_TEST_L10N_BUNDLE names a bundle file used in place of VS Code's for
// this extension. The pseudo-locale e2e needs it: code-server switches its language (and with it
// `vscode.l10n.bundle`) only to a language whose language pack is installed, and none is offline.
import * as fs from 'node:fs';

export function testL10nBundle(): Record<string, string> | undefined {
  const file = process.env.SOCIAL_PULSE_TEST_L10N_BUNDLE;
  return file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : undefined;
}
