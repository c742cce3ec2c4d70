// A hover where a person writes. Service text in it is escaped as text (MarkdownText); its links
// run only the commands it names (ours), no other command, and it renders no HTML.
import * as vscode from 'vscode';
import type { MarkdownText } from './neutral';

export function hoverMarkdown(text: MarkdownText, commands: readonly string[]): vscode.MarkdownString {
  // no theme icons: `$(alert)` in a service name stays text
  const md = new vscode.MarkdownString(text, false);
  md.isTrusted = { enabledCommands: [...commands] };
  md.supportHtml = false;
  return md;
}

/** `[label](command:id?args)`: a link that runs one of the commands the hover allows, with JSON arguments. */
export function commandLink(label: MarkdownText, id: string, args: readonly unknown[]): MarkdownText {
  // parentheses too, which would end the link's address early
  const encoded = encodeURIComponent(JSON.stringify(args)).replace(/\(/g, '%28').replace(/\)/g, '%29');
  return `[${label}](command:${id}?${encoded})` as MarkdownText;
}
