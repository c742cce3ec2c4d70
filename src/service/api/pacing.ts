// How long a plan's "minute" lasts. A minute wherever a person uses the extension. Tests that
// check what a used-up minute does (requests wait in line, panels draw in turn), not how long
// it lasts, run the client and the emulator on a shorter one: the test launchers put it in the
// environment of the processes they start (the editor, the emulator), so both count the same
// window. No setting reaches it: neither a workspace nor the person's settings can make the
// editor pace faster than the service counts.
export const MINUTE_MS = 60_000;

/** Set only by the test launchers (scripts/run-integration.mjs, test/e2e/run.mjs). */
export const TEST_MINUTE_ENV = 'SOCIAL_PULSE_TEST_MINUTE_MS';

/** The minute window in ms: whole seconds from 1 s to 60 s; anything else is a real minute. */
export function pacingMinuteMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const ms = Number(env[TEST_MINUTE_ENV]);
  return Number.isInteger(ms) && ms >= 1000 && ms <= MINUTE_MS && ms % 1000 === 0 ? ms : MINUTE_MS;
}
