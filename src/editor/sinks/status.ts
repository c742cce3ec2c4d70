// Status bar items show service text (a pinned coin's symbol, a topic's title) in their text and
// Markdown tooltips. An item's text is set only here, from StatusText and MarkdownText (see
// neutral.ts): service text cannot show as an icon, and its tooltip runs no command link.
import type * as vscode from 'vscode';
import type { MarkdownText, StatusText } from './neutral';
import { untrustedMarkdown } from './tree';

/** `spoken`: what a screen reader says for it, in words (no ▲ or icons). */
export function setStatusEntry(item: vscode.StatusBarItem, text: StatusText, tooltip: MarkdownText, spoken: string): void {
  item.text = text;
  item.tooltip = untrustedMarkdown(tooltip);
  item.accessibilityInformation = { label: spoken, role: 'button' };
}

/** An entry whose tooltip is plain text, shown as typed (no markdown, no links). */
export function setStatusText(item: vscode.StatusBarItem, text: StatusText, tooltip: string, spoken: string): void {
  item.text = text;
  item.tooltip = tooltip;
  item.accessibilityInformation = { label: spoken, role: 'button' };
}
