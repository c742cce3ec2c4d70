// The results the tools answered with lately. @pulse, falling back to its rules when the model
// failed, calls a tool as the model does and gets back only its text: the result taken here by
// that text gives it the rest (the items for its buttons, the sources, the requests spent). Pure.

/** The results kept, newest last: each is taken once, by the call that just got its text. */
export class AnsweredResults<R extends { text: string }> {
  private readonly kept: R[] = [];

  constructor(private readonly limit = 20) {}

  add(result: R): void {
    this.kept.push(result);
    if (this.kept.length > this.limit) this.kept.shift();
  }

  /**
   * The newest result with `text`, removed: the same question asked twice answers with the same
   * text, and the older result's items, sources and requests are the older call's.
   */
  take(text: string): R | undefined {
    for (let i = this.kept.length - 1; i >= 0; i--) {
      if (this.kept[i]!.text === text) return this.kept.splice(i, 1)[0];
    }
    return undefined;
  }
}
