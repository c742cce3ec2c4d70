// A window's part of the alerts: the rules and the fired history in globalState (they follow the
// person), written so that another window's stale copy cannot take a change back; the rules'
// states and the checking window's lease in this machine's state, where the lease's heartbeat
// writes nothing else. Pure: the stores are passed in.
import type { Clock } from '../../service/api/service';
import type { SyncedWriter } from '../../editor/syncedWrite';
import { LeaderElection } from './core/election';
import type { Memento } from '../../editor/machineState';
import { AlertStore, type StatesMemento } from './core/store';

export interface SharedStores {
  /** This window among the profile's windows. */
  id: string;
  machine: StatesMemento;
  synced?: SyncedWriter;
}

export function windowAlerts(globalState: Memento, shared: SharedStores, clock: Pick<Clock, 'now'>): { store: AlertStore; election: LeaderElection } {
  return { store: new AlertStore(globalState, shared.machine, shared.synced), election: new LeaderElection(shared.machine, clock, shared.id) };
}
