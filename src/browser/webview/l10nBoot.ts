// The panel's words in the person's language: the host puts the extension's l10n bundle into the
// page (src/editor/panelHost/html.ts) and this module, imported first by main.ts, hands it to
// src/shared/format/l10n.ts before any view module builds its labels.
import { useBundle } from '../../shared/format/l10n';

const text = document.getElementById('l10n-bundle')?.textContent;
if (text) {
  const parsed: unknown = JSON.parse(text);
  if (parsed && typeof parsed === 'object') useBundle(parsed as Record<string, string>);
}
