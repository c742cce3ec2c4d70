// What tool calls a model made have spent, against the budget a chat turn may spend without
// asking. Text a model read (a post, a summary) can steer it to call tool after tool; past the
// budget each call asks the person first, showing what was spent and what the next call costs.
// A turn of @pulse counts all its calls however long it takes; calls from elsewhere (an agent),
// whose turns the editor does not name, count within a minute. Pure: time is injected.

/** Requests tool calls may spend in one chat turn, or in one minute, without asking. */
export const TURN_BUDGET = 10;
export const BUDGET_WINDOW_MS = 60_000;

export interface Spent {
  requests: number;
  /** Where the figure was counted: in the @pulse turn under way, or in the last minute. */
  scope: 'turn' | 'minute';
}

interface Turn {
  requests: number;
}

export class ToolSpending {
  private readonly calls: { at: number; requests: number }[] = [];
  private readonly turns = new Set<Turn>();

  constructor(private readonly now: () => number) {}

  /** An @pulse turn starts: its calls count together until `end()`. */
  beginTurn(): { end(): void } {
    const turn: Turn = { requests: 0 };
    this.turns.add(turn);
    return { end: () => this.turns.delete(turn) };
  }

  /** A tool call sent `requests` (answers from the cache cost none). */
  record(requests: number): void {
    if (requests <= 0) return;
    this.calls.push({ at: this.now(), requests });
    for (const turn of this.turns) turn.requests += requests;
  }

  /** The larger of the open turn's spending and the last minute's. */
  spent(): Spent {
    const since = this.now() - BUDGET_WINDOW_MS;
    while (this.calls.length && this.calls[0]!.at <= since) this.calls.shift();
    const minute = this.calls.reduce((sum, c) => sum + c.requests, 0);
    const turn = Math.max(0, ...[...this.turns].map((t) => t.requests));
    return turn >= minute && this.turns.size ? { requests: turn, scope: 'turn' } : { requests: minute, scope: 'minute' };
  }
}

/** Whether a call that may cost `cost` more requests goes past the budget. */
export function pastBudget(spent: Spent, cost: number): boolean {
  return cost > 0 && spent.requests + cost > TURN_BUDGET;
}
