// Hovers where a person writes, in the real extension host on demo data: a cashtag in a markdown
// note shows the coin's key figures (labelled by the catalogue) and links to open it or insert a
// snapshot; the snapshot goes after the hovered line's paragraph and nothing else changes; a hashtag shows
// figures only once the person opted into it.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import { activateOnDemo, resetCore, setSetting, waitFor } from './coreHelpers';

/** The text of our hovers at a position (other extensions' hovers left out). */
async function hoverText(doc: vscode.TextDocument, line: number, character: number): Promise<string> {
  const hovers = (await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, new vscode.Position(line, character))) ?? [];
  return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).filter((t) => t.includes('Social Pulse') || t.includes('socialPulse.')).join('\n');
}

describe('hovers where a person writes', () => {
  let api: SocialPulseApi;
  let doc: vscode.TextDocument;
  const original = '# Trades\n\nBought more $BTC today, watching #bitcoin.\nLast line.\n';

  before(async () => {
    api = await activateOnDemo();
    doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: original });
    await vscode.window.showTextDocument(doc, { preview: false });
  });

  after(async () => {
    await setSetting('hovers.topics', undefined);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await resetCore(api);
  });

  it('a cashtag shows the coin\'s figures, labelled as everywhere, with Open and Insert snapshot', async () => {
    const text = await waitFor('the hover of $BTC', async () => {
      const t = await hoverText(doc, 2, 14);
      return t.includes('**Price**') ? t : undefined;
    });
    assert.match(text, /\*\*Bitcoin \\\(BTC\\\)\*\* · .* · demo data/);
    assert.match(text, /\*\*Change 24 h\*\*: (\\[-+])?\d/);
    assert.match(text, /\*\*Galaxy Score\*\*: \d+/);
    assert.match(text, /\*\* · coins list, \d{1,2}\\?:\d{2}/, 'where and when the figures were read');
    assert.match(text, /\]\(command:socialPulse\.openItem\?/);
    assert.match(text, /\]\(command:socialPulse\.insertHoverSnapshot\?/);
  });

  it('Insert snapshot puts one dated line after the hovered line\'s paragraph, never inside it, and leaves the rest as it was', async () => {
    const text = await hoverText(doc, 2, 14);
    const args = /\]\(command:socialPulse\.insertHoverSnapshot\?([^)]+)\)/.exec(text)?.[1];
    assert.ok(args, text);
    const inserted = await vscode.commands.executeCommand<boolean>('socialPulse.insertHoverSnapshot', ...(JSON.parse(decodeURIComponent(args)) as unknown[]));
    assert.equal(inserted, true);
    const lines = doc.getText().split('\n');
    assert.deepEqual(lines.slice(2, 4), ['Bought more $BTC today, watching #bitcoin.', 'Last line.']);
    assert.match(lines[4]!, /^- Bitcoin \(BTC\), \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC: Price \$[\d,.]+ · Change 24 h .* \(Social Pulse demo data\)$/);
    assert.deepEqual([...lines.slice(0, 4), ...lines.slice(5)].join('\n'), original);
  });

  it('a hashtag shows figures only once opted into', async () => {
    assert.equal(await hoverText(doc, 2, 36), '');
    await setSetting('hovers.topics', ['bitcoin']);
    const text = await waitFor('the hover of #bitcoin', async () => {
      const t = await hoverText(doc, 2, 36);
      return t.includes('**Topic rank**') ? t : undefined;
    });
    // a topic's sentiment is Social Pulse's own across its networks, labelled apart from a list's
    assert.match(text, /\*\*Sentiment across networks\*\*: \d+% positive/);
  });
});
