// One request in flight per distinct URL: callers asking for the same thing at the same time
// share one request (unless it changes state: then each call is its own). A caller that
// cancels stops waiting at once; the request itself is cancelled only when every caller
// sharing it has cancelled. A shared request waits in the quota queue at the highest priority
// of the callers still waiting for it.
import { ServiceError } from './errors';
import type { QuotaTicket } from './quota';
import { higher } from './request';
import type { Priority, RequestOptions } from './request';

type PrioritySource = NonNullable<RequestOptions['priority']>;

interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  ticket: QuotaTicket;
  /** One entry per caller still waiting. */
  callers: Set<() => Priority>;
}

const read = (source: PrioritySource): Priority => (typeof source === 'function' ? source() : source);

export type Start<T> = (signal: AbortSignal, ticket: QuotaTicket) => Promise<T>;

export class Flights {
  private readonly flights = new Map<string | symbol, Flight>();

  get size(): number {
    return this.flights.size;
  }

  /**
   * Joins the request in flight for `shareAs` or starts one; `shared` tells which happened.
   * Without `shareAs` the request is never joined by another.
   */
  run<T>(shareAs: string | undefined, priority: PrioritySource, signal: AbortSignal | undefined, start: Start<T>): { shared: boolean; promise: Promise<T> } {
    if (signal?.aborted) return { shared: false, promise: Promise.reject(cancelled()) };
    const key = shareAs ?? Symbol('not shared');
    let flight = this.flights.get(key);
    const shared = !!flight;
    if (!flight) {
      const controller = new AbortController();
      const callers = new Set<() => Priority>();
      // asked each time the quota orders its queue: a caller joining, leaving or scrolling moves it
      const ticket: QuotaTicket = {
        get priority(): Priority {
          return [...callers].map((caller) => caller()).reduce(higher, 'background');
        },
      };
      const created: Flight = { controller, ticket, callers, promise: Promise.resolve() };
      created.promise = start(controller.signal, ticket).finally(() => {
        if (this.flights.get(key) === created) this.flights.delete(key);
      });
      // a flight nobody waits for any more must not report an unhandled rejection
      created.promise.catch(() => undefined);
      this.flights.set(key, created);
      flight = created;
    }
    return { shared, promise: this.follow(key, flight, priority, signal) as Promise<T> };
  }

  /** Cancels every request in flight (the client is going away). */
  abortAll(): void {
    for (const flight of this.flights.values()) flight.controller.abort();
    this.flights.clear();
  }

  private follow(key: string | symbol, flight: Flight, priority: PrioritySource, signal: AbortSignal | undefined): Promise<unknown> {
    // a closure of its own: two callers passing the same value or function stay two entries
    const caller = (): Priority => read(priority);
    flight.callers.add(caller);
    const leave = (): void => {
      flight.callers.delete(caller);
    };
    if (!signal) return flight.promise.finally(leave);
    return new Promise((resolve, reject) => {
      const onAbort = (): void => {
        reject(cancelled());
        leave();
        if (flight.callers.size === 0) {
          if (this.flights.get(key) === flight) this.flights.delete(key);
          flight.controller.abort();
        }
      };
      signal.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (v) => {
          signal.removeEventListener('abort', onAbort);
          leave();
          resolve(v);
        },
        (e: unknown) => {
          signal.removeEventListener('abort', onAbort);
          leave();
          reject(e);
        },
      );
    });
  }
}

function cancelled(): ServiceError {
  return new ServiceError('cancelled', 'Cancelled.');
}
