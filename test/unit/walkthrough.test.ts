// The walkthrough's key step tells the prompts in the order Set API Key asks them: the key first
// (in a password box: most people paste into the first box they see), then its name.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { t } from '../../src/shared/format/l10n';

const ROOT = path.join(__dirname, '../../..');

describe('walkthrough: adding a key', () => {
  it('says to paste the key, then name it, as the prompts ask', () => {
    const prompts = fs.readFileSync(path.join(ROOT, 'src/editor/keys/commands.ts'), 'utf8');
    const paste = prompts.indexOf(t('Social Pulse: Paste Your API Key (1/2)'));
    const name = prompts.indexOf(t('Social Pulse: Name the Key (2/2)'));
    assert.ok(paste > 0 && name > paste, 'Set API Key asks for the key, then its name');
    const step = fs.readFileSync(path.join(ROOT, 'media/walkthrough/key.md'), 'utf8').split('\n').find((l) => l.includes('Set API Key**')) ?? '';
    assert.ok(/\bpaste/i.test(step) && /\bname\b/.test(step), step);
    assert.ok(step.search(/\bpaste/i) < step.search(/\bname\b/), `the key first, then its name: ${step}`);
  });
});
