// Demo mode's emulator: started in this process on 127.0.0.1 on first use, with a token made up
// for this session (accepted by this emulator only, never leaves the process), and stopped when
// demo mode ends. Turning demo off while it starts closes it as soon as it listens.
import { randomBytes } from 'node:crypto';
import { ServiceError } from '../../service/api/errors';
import { PLANS } from '../../service/api/plans';
import type { Logger } from '../../service/api/service';
import type { Emulator } from '../../service/demo/server';
import { errorText } from '../../service/log';
import * as l10n from '../../shared/format/l10n';
import type { EmulatorModule } from './bundles';

/** The emulator accepts the session token on this plan. */
export const DEMO_PLAN = PLANS.builder;

interface Run {
  started: Promise<Emulator>;
  running?: Emulator;
}

export class DemoServer {
  readonly token = randomBytes(24).toString('base64url');
  private run?: Run;

  constructor(private readonly deps: {
    loadEmulator: () => EmulatorModule;
    log: Logger;
    /** Called once the emulator listens (its addresses are known from then on). */
    onListening: (emulator: Emulator) => void;
  }) {}

  /** The emulator once it listens, else undefined. */
  get running(): Emulator | undefined {
    return this.run?.running;
  }

  start(): Promise<Emulator> {
    if (this.run) return this.run.started;
    const run: Run = { started: this.deps.loadEmulator().startEmulator({ keys: { [this.token]: DEMO_PLAN.id } }) };
    this.run = run;
    run.started = run.started.then(async (emulator) => {
      if (this.run !== run) {
        await emulator.close();
        throw new ServiceError('cancelled', 'Demo data was turned off.');
      }
      run.running = emulator;
      this.deps.log.info(`Emulator listening on ${emulator.origin}.`);
      this.deps.onListening(emulator);
      return emulator;
    }, (e: unknown) => {
      if (this.run === run) this.run = undefined;
      this.deps.log.error(`The emulator could not start: ${errorText(e)}`);
      throw new Error(l10n.t('Demo data is not available: the local emulator could not start ({0}).', errorText(e)));
    });
    return run.started;
  }

  async stop(): Promise<void> {
    const run = this.run;
    this.run = undefined;
    if (!run?.running) return;
    try {
      await run.running.close();
      this.deps.log.info('Emulator stopped.');
    } catch (e) {
      this.deps.log.warn(`The emulator did not stop cleanly: ${errorText(e)}`);
    }
  }
}
