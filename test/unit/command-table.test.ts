// The manifest against src/shared/commandTable.ts: every command the manifest names is declared, every
// declared command that a person reaches is in the manifest, and each owner registers its own.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { COMMANDS, commandsOf } from '../../src/shared/commandTable';

const ROOT = path.join(__dirname, '../../..');
const SRC = path.join(ROOT, 'src');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  contributes: { commands: { command: string; title: string }[]; menus: Record<string, { command?: string }[]>; keybindings?: { command: string }[] };
};
const nls = (file: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, string>;
const declared = Object.entries(COMMANDS);

function sourcesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourcesIn(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}

describe('the command table and the manifest', () => {
  it('declares each id once', () => {
    const ids = declared.map(([, c]) => c.id);
    assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), []);
  });

  it('the manifest contributes exactly the commands declared for it', () => {
    const contributed = manifest.contributes.commands.map((c) => c.command).sort();
    const forManifest = declared.filter(([, c]) => c.reach === 'manifest').map(([, c]) => c.id).sort();
    assert.deepEqual(contributed, forManifest);
  });

  it('every menu entry and keybinding runs a declared command of the manifest', () => {
    const inManifest = new Set(declared.filter(([, c]) => c.reach === 'manifest').map(([, c]) => c.id));
    const named = [...Object.values(manifest.contributes.menus).flat().map((m) => m.command), ...(manifest.contributes.keybindings ?? []).map((k) => k.command)]
      .filter((id): id is string => !!id && id.startsWith('socialPulse.'));
    assert.deepEqual(named.filter((id) => !inManifest.has(id)), []);
  });

  it('each command of the manifest has its title in English and Chinese', () => {
    const [en, zh] = [nls('package.nls.json'), nls('package.nls.zh-cn.json')];
    for (const c of manifest.contributes.commands) {
      assert.equal(c.title, `%command.${c.command}.title%`, c.command);
      assert.ok(en[`command.${c.command}.title`], `${c.command}: no English title`);
      assert.ok(zh[`command.${c.command}.title`], `${c.command}: no Chinese title`);
    }
  });

  it('each command is named in its owner folder or a composition root, which registers it', () => {
    // an entry of a group: src/features/alerts/… is "alerts", src/main/extension.ts "extension.ts"
    const texts = sourcesIn(SRC).map((file) => ({ top: path.relative(SRC, file).split(path.sep)[1]!, text: fs.readFileSync(file, 'utf8') }));
    const roots = new Set(['bundles', 'onDemand', 'extension.ts']);
    const unnamed = declared.filter(([name, c]) => !texts.some((t) => (t.top === c.owner || roots.has(t.top)) && t.text.includes(`COMMANDS.${name}`)));
    assert.deepEqual(unnamed.map(([name]) => name), []);
  });

  it('derives the stand-ins of each bundle, tests\' commands only when asked', () => {
    assert.ok(commandsOf('panels').includes(COMMANDS.openItem.id));
    assert.ok(!commandsOf('panels').includes(COMMANDS.testPanels.id));
    assert.ok(commandsOf('panels', ['test']).includes(COMMANDS.testPanels.id));
    assert.deepEqual(commandsOf('digest'), [COMMANDS.writeDigest.id, COMMANDS.previewDigest.id]);
  });
});
