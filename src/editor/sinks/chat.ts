// A chat answer, a tool's running message and its confirmation render markdown, and service
// text (and what a model wrote after reading it) reaches them. They take only MarkdownText (see
// neutral.ts), rendered untrusted and without HTML, and so do follow-up labels (VS Code renders
// them as markdown too); button titles take only LabelText. The lint
// rules send every chat stream text part of the extension through here.
import type * as vscode from 'vscode';
import type { LabelText, MarkdownText } from './neutral';
import { untrustedMarkdown } from './tree';

export interface ChatAnswer {
  markdown(text: MarkdownText): void;
  /** VS Code renders a progress message as markdown too. */
  progress(text: MarkdownText): void;
  button(command: string, title: LabelText, args: readonly unknown[]): void;
  reference(uri: vscode.Uri): void;
}

export function chatAnswer(stream: vscode.ChatResponseStream): ChatAnswer {
  return {
    markdown: (text) => stream.markdown(untrustedMarkdown(text)),
    progress: (text) => stream.progress(text),
    button: (command, title, args) => stream.button({ command, title, arguments: [...args] }),
    reference: (uri) => stream.reference(uri),
  };
}

/** A follow-up under an answer: VS Code renders its label as markdown. */
export function chatFollowup(command: string, prompt: string, label: MarkdownText): vscode.ChatFollowup {
  return { command, prompt, label };
}

/** What VS Code shows before a tool runs: its running message and, to ask first, a confirmation. */
export function toolPreparation(message: MarkdownText, confirm?: { title: LabelText; message: MarkdownText }): vscode.PreparedToolInvocation {
  return {
    invocationMessage: untrustedMarkdown(message),
    ...(confirm ? { confirmationMessages: { title: confirm.title, message: untrustedMarkdown(confirm.message) } } : {}),
  };
}
