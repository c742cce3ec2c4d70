// Hovers where a person writes: in markdown files and notebooks' markdown cells, a cashtag
// (`$BTC`), a `#topic` they opted into (`socialPulse.hovers.topics`) or an address of the
// service's web app shows the subject's key figures from the catalogue, their age, and links to
// open its panel or drop a dated snapshot under the line. A hover answers from the cache and sends
// at most one request, at background priority (src/features/hovers/core/fetch.ts). dist/hovers.js: the
// provider registered at activation (src/main/onDemand/hovers.ts) loads it on the first hover.
import * as vscode from 'vscode';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';
import { readWords } from '../../shared/figures/describe';
import { figureLine } from '../../editor/treeKit/figureLines';
import { formatAge } from '../../shared/format/time';
import * as l10n from '../../shared/format/l10n';
import type { Services } from '../../editor/services';
import { commandLink, hoverMarkdown } from '../../editor/sinks/hover';
import { markdown, markdownText, ownMarkdown, tMarkdown, tNotice, type MarkdownText } from '../../editor/sinks/neutral';
import { showWarning } from '../../editor/sinks/notify';
import { namedInDocument, type Named } from './core/find';
import { checkHoverSettings, HOVERS_SECTION } from '../../editor/hoverSettings';
import { lookFor, type Looked } from './core/fetch';
import { snapshotLine } from './core/glance';
import { blockEnd } from './core/place';
import { snapshotReadOnlyNotice } from './core/snapshotNotice';

const LINKED = [COMMANDS.openItem.id, COMMANDS.insertHoverSnapshot.id, COMMANDS.setApiKey.id, COMMANDS.toggleDemo.id];

function optedIn(): string[] {
  const c = vscode.workspace.getConfiguration(HOVERS_SECTION);
  return checkHoverSettings({ enabled: c.get('enabled'), topics: c.get('topics') }).topics;
}

function isNamed(v: unknown): v is Named {
  if (!v || typeof v !== 'object') return false;
  const n = v as Partial<Record<string, unknown>>;
  return (n.kind === 'cashtag' && typeof n.symbol === 'string') || (n.kind === 'subject' && !!n.ref && typeof n.ref === 'object');
}

/**
 * The hover's text: the subject with the age of its figures, what a person can do with it (before
 * the figures: a tall hover shows its first lines without scrolling), then the figures.
 */
function hoverText(looked: Looked, named: Named, document: vscode.Uri, line: number, demo: boolean): MarkdownText {
  const parts: MarkdownText[] = [];
  const ref = 'glance' in looked ? looked.glance.ref : looked.ref;
  const actions: MarkdownText[] = [];
  if (ref) actions.push(commandLink(tMarkdown(l10n.t('Open {0}'), ref.title), COMMANDS.openItem.id, [ref]));
  if ('glance' in looked) actions.push(commandLink(ownMarkdown(l10n.t('Insert snapshot below')), COMMANDS.insertHoverSnapshot.id, [document.toString(), line, named]));
  if ('glance' in looked) {
    const g = looked.glance;
    // where and when the figures were read, once: every figure of a hover comes from one answer
    const read = `${readWords(g.read)} · ${formatAge(g.receivedAt, Date.now())}`;
    parts.push(demo ? tMarkdown(l10n.t('**{0}** · {1} · demo data'), g.title, read) : tMarkdown(l10n.t('**{0}** · {1}'), g.title, read));
    if (actions.length) parts.push(ownMarkdown(actions.join(' · ')));
    for (const f of g.figures) {
      const text = figureLine(f.id, f.value, { currency: g.currency });
      if (text) parts.push(ownMarkdown(`- ${text}`));
    }
  } else {
    const name = named.kind === 'cashtag' ? `$${named.symbol}` : named.ref.title;
    parts.push(markdown`**${name}**`);
    if (looked.missing) parts.push(markdownText(looked.missing));
    if (actions.length) parts.push(ownMarkdown(actions.join(' · ')));
  }
  return ownMarkdown(parts.join('\n\n'));
}

/** The hovers' work, loaded with dist/hovers.js on the first hover over something they may name. */
export interface HoversFeature extends vscode.Disposable {
  provideHover(document: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined>;
}

export function startHovers(services: Services): HoversFeature {
  const { connection, log } = services;

  const look = async (named: Named, token?: vscode.CancellationToken): Promise<Looked> => {
    const aborted = new AbortController();
    const cancel = token?.onCancellationRequested(() => aborted.abort());
    try {
      return await lookFor(await connection.client(aborted.signal), named, aborted.signal, connection.state.plan.access);
    } finally {
      cancel?.dispose();
    }
  };

  const provideHover = async (document: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> => {
    const named = namedInDocument(document.getText(new vscode.Range(0, 0, position.line, document.lineAt(position.line).text.length)).split(/\r?\n/), position.line, position.character, optedIn());
    if (!named) return undefined;
    const range = new vscode.Range(position.line, named.start, position.line, named.end);
    if (connection.state.mode === 'none') {
      const name = named.kind === 'cashtag' ? `$${named.symbol}` : named.ref.title;
      const links = [commandLink(ownMarkdown(l10n.t('Set API Key…')), COMMANDS.setApiKey.id, []), commandLink(ownMarkdown(l10n.t('Explore Demo Data')), COMMANDS.toggleDemo.id, [])];
      return new vscode.Hover(hoverMarkdown(ownMarkdown(`${tMarkdown(l10n.t('Social Pulse shows the figures of {0} once it has a key or demo data.'), name)}\n\n${links.join(' · ')}`), LINKED), range);
    }
    const looked = await look(named, token);
    if (token.isCancellationRequested) return undefined;
    return new vscode.Hover(hoverMarkdown(hoverText(looked, named, document.uri, position.line, connection.state.mode === 'demo'), LINKED), range);
  };

  /** Writes the subject's dated snapshot under the line, in the open editor (an edit the person can undo). */
  const insertSnapshot = async (documentArg: unknown, lineArg: unknown, namedArg: unknown): Promise<boolean> => {
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === documentArg);
    if (!document || document.languageId !== 'markdown' || typeof lineArg !== 'number' || !isNamed(namedArg) || lineArg < 0 || lineArg >= document.lineCount) {
      log.warn('hovers: a snapshot was asked for a note that is not open, or without its line');
      return false;
    }
    const looked = await look(namedArg);
    if (!('glance' in looked)) {
      void showWarning(tNotice(l10n.t('Social Pulse: no snapshot of that: {0}'), looked.missing));
      return false;
    }
    const readOnly = (): Promise<false> => {
      void showWarning(snapshotReadOnlyNotice(document.uri));
      return Promise.resolve(false);
    };
    if (vscode.workspace.fs.isWritableFileSystem(document.uri.scheme) === false) return readOnly();
    const eol = document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
    const after = blockEnd(document.getText().split(/\r?\n/), lineArg);
    const edit = new vscode.WorkspaceEdit();
    edit.insert(document.uri, document.lineAt(after).range.end, `${eol}${snapshotLine(looked.glance, connection.state.mode === 'demo')}`);
    return (await vscode.workspace.applyEdit(edit)) || readOnly();
  };

  return { provideHover, dispose: register(COMMANDS.insertHoverSnapshot, insertSnapshot).dispose };
}
