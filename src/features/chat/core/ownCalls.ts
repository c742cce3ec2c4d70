// @pulse calls its own tools through the editor, as a model's calls go (the cost shown, asked
// first past the turn's budget), and the editor hands back only the tool's text. So each such call
// carries an id of its own in its input; the tool keeps its whole answer under that id, and the
// call takes back exactly its own, however many calls run at once or answer with the same text.
// Pure.

/** The input field that carries the id (a tool reads only its own fields; the schemas allow more). */
export const CALL_ID_FIELD = 'socialPulseCallId';

export class OwnCalls<R> {
  /** The calls under way, by id, with the answer once the tool gave it. */
  private readonly waiting = new Map<string, { answer?: R }>();

  constructor(private readonly newId: () => string) {}

  /**
   * Runs `invoke` with `input` and an id added; `answer` is what the tool kept for this call
   * (absent when the tool never ran, e.g. the editor answered in its place).
   */
  async call<T>(input: object, invoke: (input: Record<string, unknown>) => PromiseLike<T>): Promise<{ reply: T; answer?: R }> {
    const id = this.newId();
    const entry: { answer?: R } = {};
    this.waiting.set(id, entry);
    try {
      const reply = await invoke({ ...input, [CALL_ID_FIELD]: id });
      return { reply, ...(entry.answer !== undefined ? { answer: entry.answer } : {}) };
    } finally {
      this.waiting.delete(id);
    }
  }

  /**
   * A tool answered a call with `input`: kept for the caller when the input names a call of ours
   * under way that has no answer yet. Any other call (an agent's, a model's) keeps nothing.
   */
  answered(input: unknown, answer: R): void {
    const id = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[CALL_ID_FIELD] : undefined;
    const entry = typeof id === 'string' ? this.waiting.get(id) : undefined;
    if (entry && entry.answer === undefined) entry.answer = answer;
  }
}
