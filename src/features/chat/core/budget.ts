// What tool calls a model made have spent, against the budget a chat turn may spend without
// asking. Text a model read (a post, a summary) can steer it to call tool after tool; past the
// budget each call asks the person first, showing what was spent and what the next call costs.
// A turn of @pulse counts only its own calls (they carry the turn's id in their input), however
// long it takes; calls from elsewhere (an agent), whose turns the editor does not name, count
// together within a minute. Pure: time and ids are injected.

/** Requests tool calls may spend in one chat turn, or in one minute, without asking. */
export const TURN_BUDGET = 10;
export const BUDGET_WINDOW_MS = 60_000;

/** The input field that names the @pulse turn a call belongs to (a tool reads only its own fields). */
export const TURN_ID_FIELD = 'socialPulseTurnId';

export interface Spent {
  requests: number;
  /** Where the figure was counted: in the @pulse turn under way, or in the last minute. */
  scope: 'turn' | 'minute';
}

/** The open turn a tool call's input names, if any. */
function turnOf(input: unknown): string | undefined {
  const id = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[TURN_ID_FIELD] : undefined;
  return typeof id === 'string' ? id : undefined;
}

export class ToolSpending {
  /** Calls that name no open turn, for the last minute's figure. */
  private readonly calls: { at: number; requests: number }[] = [];
  /** Each open turn's requests, by id. */
  private readonly turns = new Map<string, number>();

  constructor(private readonly now: () => number, private readonly newId: () => string) {}

  /** An @pulse turn starts: the calls whose input carries `id` (under TURN_ID_FIELD) count together until `end()`. */
  beginTurn(): { id: string; end(): void } {
    const id = this.newId();
    this.turns.set(id, 0);
    return { id, end: () => this.turns.delete(id) };
  }

  /** A tool call with `input` sent `requests` (answers from the cache cost none). */
  record(input: unknown, requests: number): void {
    if (requests <= 0) return;
    const turn = turnOf(input);
    const sofar = turn === undefined ? undefined : this.turns.get(turn);
    if (turn !== undefined && sofar !== undefined) this.turns.set(turn, sofar + requests);
    else this.calls.push({ at: this.now(), requests });
  }

  /** What was spent before a call with `input`: by its open turn, or else by the last minute's calls outside any. */
  spent(input: unknown): Spent {
    const turn = turnOf(input);
    const sofar = turn === undefined ? undefined : this.turns.get(turn);
    if (sofar !== undefined) return { requests: sofar, scope: 'turn' };
    const since = this.now() - BUDGET_WINDOW_MS;
    while (this.calls.length && this.calls[0]!.at <= since) this.calls.shift();
    return { requests: this.calls.reduce((sum, c) => sum + c.requests, 0), scope: 'minute' };
  }
}

/** Whether a call that may cost `cost` more requests goes past the budget. */
export function pastBudget(spent: Spent, cost: number): boolean {
  return cost > 0 && spent.requests + cost > TURN_BUDGET;
}
