// When the service generated an answer: unix seconds, though some answers (and the
// x-lunar-generated header) have sent milliseconds or microseconds. Size alone cannot tell them
// apart (2e12 is year 65,000 in seconds and 2033 in milliseconds), the time the answer arrived
// can: an answer is generated before it arrives, give or take a clock that is off, and after 2000.

/** How far ahead of this machine's clock the service's may be. */
const CLOCK_SKEW_S = 86_400;
const FIRST_SECOND = Date.UTC(2000, 0, 1) / 1000;

export type EpochUnit = 'seconds' | 'milliseconds' | 'microseconds';

const UNITS: readonly (readonly [EpochUnit, number])[] = [['seconds', 1], ['milliseconds', 1e3], ['microseconds', 1e6]];

/**
 * `n`, an answer's generation time, as whole unix seconds with the unit it was read in: the first
 * of seconds, milliseconds, microseconds that reads as a time from 2000 to a day after `receivedAt`
 * (ms). Two can only both fit when the clock is past year 40,000; the coarser is the nearer.
 * Undefined when none fits.
 */
export function generatedSeconds(n: number, receivedAt: number): { seconds: number; unit: EpochUnit } | undefined {
  const last = receivedAt / 1000 + CLOCK_SKEW_S;
  for (const [unit, per] of UNITS) {
    const seconds = n / per;
    if (seconds >= FIRST_SECOND && seconds <= last) return { seconds: Math.floor(seconds), unit };
  }
  return undefined;
}
