// What a cell's run spent and how old its data is, from the answers' own envelopes: every
// request counted (refusals and failures too), the oldest `generated`, one note per line.
import { isServiceError, type ServiceError } from '../../../../service/api/errors';
import type { Delivery } from '../../../../service/api/types';

export class Tally {
  requests = 0;
  /** The oldest answer's `generated`, epoch seconds. */
  generated?: number;
  readonly notes: string[] = [];
  /** Failures already counted: one shared by several subjects (their list's page) spent its requests once. */
  private readonly spentOn = new WeakSet<ServiceError>();

  /** Counts an answer's requests and age; returns it. */
  answer<A extends Pick<Delivery, 'requests'> & { generated: number }>(a: A): A {
    this.requests += a.requests;
    this.generated = this.generated === undefined ? a.generated : Math.min(this.generated, a.generated);
    return a;
  }

  /** A failure this run goes on after (one subject of several): its requests count, its reason is a note. */
  failed(e: ServiceError, about: string): void {
    this.spent(e);
    this.note(`${about}: ${e.message}`);
  }

  /** A failure's requests, counted once however many subjects it failed. */
  spent(e: ServiceError): void {
    if (this.spentOn.has(e)) return;
    this.spentOn.add(e);
    this.requests += e.requests;
  }

  note(line: string): void {
    if (!this.notes.includes(line)) this.notes.push(line);
  }
}

/**
 * Each of `items` by `fetch`, all at once (the client paces them by the quota). A failure of one
 * of several is a note; when every one fails (or the only one), the first failure is the cell's.
 */
export async function eachOf<T, R>(tally: Tally, items: readonly T[], about: (item: T) => string, fetch: (item: T) => Promise<R>): Promise<{ item: T; value: R }[]> {
  const settled = await Promise.allSettled(items.map(fetch));
  const done: { item: T; value: R }[] = [];
  const failures: unknown[] = [];
  settled.forEach((s, i) => {
    if (s.status === 'fulfilled') done.push({ item: items[i]!, value: s.value });
    else failures.push(s.reason);
  });
  const fatal = failures.find((e) => !isServiceError(e) || e.kind === 'cancelled');
  if (fatal !== undefined) {
    for (const e of failures) if (isServiceError(e) && e !== fatal) tally.spent(e);
    throw fatal;
  }
  if (!done.length && failures.length) {
    // the first is thrown, and counted by whoever catches it
    for (const e of failures.slice(1)) if (isServiceError(e) && e !== failures[0]) tally.spent(e);
    throw failures[0];
  }
  settled.forEach((s, i) => {
    if (s.status === 'rejected' && isServiceError(s.reason)) tally.failed(s.reason, about(items[i]!));
  });
  return done;
}
