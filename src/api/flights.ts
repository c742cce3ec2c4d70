// One request in flight per distinct URL: callers asking for the same thing at the same time
// share one request (unless it changes state: then each call is its own). A caller that
// cancels stops waiting at once; the request itself is cancelled only when every caller
// sharing it has cancelled.
import { ServiceError } from './errors';
import type { QuotaTicket } from './quota';
import type { Priority } from './service';

interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  ticket: QuotaTicket;
  callers: number;
}

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
  run<T>(shareAs: string | undefined, priority: Priority, signal: AbortSignal | undefined, start: Start<T>): { shared: boolean; promise: Promise<T> } {
    if (signal?.aborted) return { shared: false, promise: Promise.reject(cancelled()) };
    const key = shareAs ?? Symbol('not shared');
    let flight = this.flights.get(key);
    const shared = !!flight;
    if (!flight) {
      const controller = new AbortController();
      const ticket: QuotaTicket = { priority };
      const created: Flight = { controller, ticket, callers: 0, promise: Promise.resolve() };
      created.promise = start(controller.signal, ticket).finally(() => {
        if (this.flights.get(key) === created) this.flights.delete(key);
      });
      // a flight nobody waits for any more must not report an unhandled rejection
      created.promise.catch(() => undefined);
      this.flights.set(key, created);
      flight = created;
    } else if (priority === 'user') {
      // someone is looking at it now: it no longer waits behind background work
      flight.ticket.priority = 'user';
    }
    return { shared, promise: this.follow(key, flight, signal) as Promise<T> };
  }

  /** Cancels every request in flight (the client is going away). */
  abortAll(): void {
    for (const flight of this.flights.values()) flight.controller.abort();
    this.flights.clear();
  }

  private follow(key: string | symbol, flight: Flight, signal: AbortSignal | undefined): Promise<unknown> {
    flight.callers++;
    if (!signal) return flight.promise;
    return new Promise((resolve, reject) => {
      const onAbort = (): void => {
        reject(cancelled());
        if (--flight.callers === 0) {
          if (this.flights.get(key) === flight) this.flights.delete(key);
          flight.controller.abort();
        }
      };
      signal.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (v) => {
          signal.removeEventListener('abort', onAbort);
          resolve(v);
        },
        (e: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(e);
        },
      );
    });
  }
}

function cancelled(): ServiceError {
  return new ServiceError('cancelled', 'Cancelled.');
}
