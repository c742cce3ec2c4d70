// What a model writes in an answer has read service text (a post, a summary, a report) and may
// repeat what it was steered to: a `command:` link, an image, raw HTML, a right-to-left override.
// It reaches the chat only through the guard service markdown gets (serviceMarkdown). It streams
// in pieces, so it is held until a block ends (a blank line outside a code fence) and each whole
// block is guarded: a link split between two pieces is judged whole. Pure.
import { serviceMarkdown, type MarkdownText } from './render';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export class ModelText {
  private held = '';
  private all = '';

  /** A piece of the model's answer; the blocks it completes, guarded (or nothing yet). */
  push(piece: string): MarkdownText | undefined {
    this.held += piece;
    this.all += piece;
    const end = this.blockEnd();
    if (end <= 0) return undefined;
    const block = this.held.slice(0, end);
    this.held = this.held.slice(end);
    return serviceMarkdown(block);
  }

  /** The rest, guarded, when the answer is complete. */
  flush(): MarkdownText | undefined {
    const rest = this.held;
    this.held = '';
    return rest ? serviceMarkdown(rest) : undefined;
  }

  /** Everything the model wrote, as written (for the log and for deciding it said something). */
  get text(): string {
    return this.all;
  }

  /** Where the last complete block outside a code fence ends (after its blank line), or 0. */
  private blockEnd(): number {
    let fence: string | undefined;
    let end = 0;
    let at = 0;
    const lines = this.held.split('\n');
    // the last line has no newline yet: it may still grow
    for (const line of lines.slice(0, -1)) {
      at += line.length + 1;
      const mark = FENCE.exec(line)?.[1];
      if (mark && (!fence || (mark[0] === fence[0] && mark.length >= fence.length && !line.trim().slice(mark.length).length))) {
        fence = fence ? undefined : mark;
      } else if (!fence && !line.trim() && at > 1) {
        end = at;
      }
    }
    return end;
  }
}
