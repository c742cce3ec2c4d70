// What every panel view offers the message loop in main.ts.
import type { ItemRef } from '../../../shared/items';
import type { DataMessage, ErrorMessage, StateMessage } from '../../../shared/protocol/messages';
import type { UiState } from '../../../shared/protocol/state';
import type { ViewKind } from '../../../shared/protocol/views';

export interface ViewContext {
  view: ViewKind;
  ref: ItemRef;
  /** A comparison's items (`ref` is the first). */
  subjects?: ItemRef[];
  /** The saved choices (a copy; `save` persists changes). */
  ui: UiState;
  /** `socialPulse.loadRemoteImages`, from the host's `init`. */
  remoteImages: boolean;
  save(change: Partial<UiState>): void;
}

export interface ViewController {
  readonly root: HTMLElement;
  /** Asks the host for every section. */
  start(): void;
  onState(m: StateMessage): void;
  onData(m: DataMessage): void;
  onError(m: ErrorMessage): void;
  /** The page is built anew: what listens to the page (its charts' theme and resize observers) stops. */
  dispose?(): void;
}
