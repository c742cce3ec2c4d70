// @pulse calls its own tools through the editor, as a model's calls go (the cost shown, asked
// first past the turn's budget), and the editor hands back only the tool's text. So each such call
// carries an id of its own in its input; the tool keeps its whole answer under that id, and the
// call takes back exactly its own, however many calls run at once or answer with the same text.
// The id also tells the tool who reads a failure: the person @pulse answers, not a model.
// Pure.

/** The input field that carries the id (a tool reads only its own fields; the schemas allow more). */
export const CALL_ID_FIELD = 'socialPulseCallId';

export class OwnCalls<R, W = never> {
  /** The calls under way, by id: who reads the answer, and the answer once the tool gave it. */
  private readonly waiting = new Map<string, { reader?: W; answer?: R }>();

  constructor(private readonly newId: () => string) {}

  /**
   * Runs `invoke` with `input` and an id added; `answer` is what the tool kept for this call
   * (absent when the tool never ran, e.g. the editor answered in its place). `reader`: who reads
   * the answer, for the tool (readerOf).
   */
  async call<T>(input: object, invoke: (input: Record<string, unknown>) => PromiseLike<T>, reader?: W): Promise<{ reply: T; answer?: R }> {
    const id = this.newId();
    const entry: { reader?: W; answer?: R } = reader === undefined ? {} : { reader };
    this.waiting.set(id, entry);
    try {
      const reply = await invoke({ ...input, [CALL_ID_FIELD]: id });
      return { reply, ...(entry.answer !== undefined ? { answer: entry.answer } : {}) };
    } finally {
      this.waiting.delete(id);
    }
  }

  /** Who reads the answer to a call with `input`, when it names a call of ours under way that said so. */
  readerOf(input: unknown): W | undefined {
    return this.entryOf(input)?.reader;
  }

  /**
   * A tool answered a call with `input`: kept for the caller when the input names a call of ours
   * under way that has no answer yet. Any other call (an agent's, a model's) keeps nothing.
   */
  answered(input: unknown, answer: R): void {
    const entry = this.entryOf(input);
    if (entry && entry.answer === undefined) entry.answer = answer;
  }

  private entryOf(input: unknown): { reader?: W; answer?: R } | undefined {
    const id = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[CALL_ID_FIELD] : undefined;
    return typeof id === 'string' ? this.waiting.get(id) : undefined;
  }
}
