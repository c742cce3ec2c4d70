// The prompts that name a saved search: its name (service text) in our words, through the l10n
// bundle, neutralised as a quick input's text (no icon, one line).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { priorityTitle, renameTitle, termsTitle } from '../../src/features/searches/core/titles';

const BUNDLE = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../l10n/bundle.l10n.json'), 'utf8')) as Record<string, string>;

describe('searches: the titles of the prompts that name a search', () => {
  const hostile = '$(warning) Gift\u202E\nclaim now';

  it('are our words from the bundle, the name placed neutralised', () => {
    for (const [title, message] of [[renameTitle, 'Rename "{0}"'], [termsTitle, 'Terms of "{0}"'], [priorityTitle, 'Priority of "{0}"']] as const) {
      assert.ok(message in BUNDLE, `"${message}" is in the l10n bundle`);
      const shown = title(hostile);
      assert.equal(shown, message.replace('{0}', '\\$(warning) Gift claim now'));
      assert.doesNotMatch(shown, /\n|\u202E/);
    }
  });
});
