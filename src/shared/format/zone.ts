// `socialPulse.timeZone`: the zone times are shown in, and the calendar day notes follow. 'local'
// is the zone of the machine the extension host runs on: in a remote window (SSH, a container,
// WSL, code-server) the remote machine's, not the person's. A zone named in the setting
// ('Europe/Berlin') is the same wherever the host runs. Panels run in the person's browser or
// desktop, so the host resolves the zone and sends it to them: host and panels show one zone.
// The zone shown may come from a workspace's settings; the notes' day and the digest's schedule
// follow the user settings' value only (settingsCheck.ts, notesTimeZone).

/** An IANA zone name Intl knows, as Intl spells it ('Europe/Berlin'): made only by zoneNameOf. */
export type ZoneName = string & { readonly __zoneName: true };

/** `socialPulse.timeZone`, checked: UTC (the service's clock), the extension host's zone, or a named zone. */
export type TimeZoneChoice = 'utc' | 'local' | ZoneName;

/** A zone times are shown in, the same on every machine: never 'local', whose meaning depends on where it is read. */
export type ShownZone = 'utc' | ZoneName;

/** `name` as a zone Intl knows ('europe/berlin' reads as 'Europe/Berlin'), or undefined. */
export function zoneNameOf(name: string): ZoneName | undefined {
  const t = name.trim();
  if (!t || t.toLowerCase() === 'local') return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: t }).resolvedOptions().timeZone as ZoneName;
  } catch {
    return undefined;
  }
}

/**
 * `socialPulse.timeZone` as typed: utc or local in any case and spacing ("UTC" is the setting's
 * utc, not the zone named UTC, which would move the notes' day off this machine's), else a zone
 * Intl knows; undefined when it is neither.
 */
export function timeZoneChoiceOf(text: string): TimeZoneChoice | undefined {
  const word = text.trim().toLowerCase();
  return word === 'utc' || word === 'local' ? word : zoneNameOf(text);
}

/**
 * A zone this machine's Intl takes. Not only its own spelling: the host may spell a zone by a
 * name this machine keeps as an alias (Node's 'Europe/Kiev' for a browser's 'Europe/Kyiv').
 */
export function isShownZone(v: unknown): v is ShownZone {
  return v === 'utc' || (typeof v === 'string' && zoneNameOf(v) !== undefined);
}

/** The zone of the machine this runs on (UTC when Intl cannot say). */
function machineZone(): ShownZone {
  return zoneNameOf(Intl.DateTimeFormat().resolvedOptions().timeZone ?? '') ?? 'utc';
}

/** The zone a choice shows times in: 'local' is read here, on the machine this runs on. */
export function shownZone(choice: TimeZoneChoice): ShownZone {
  return choice === 'local' ? machineZone() : choice;
}

/** The zone whose calendar day notes and the digest follow: a named zone, else this machine's own (undefined, Intl's default). */
export function notesZone(choice: TimeZoneChoice): ZoneName | undefined {
  return choice === 'utc' || choice === 'local' ? undefined : choice;
}

/** The zone as Intl's `timeZone` option takes it. */
export function intlZone(zone: ShownZone): string {
  return zone === 'utc' ? 'UTC' : zone;
}
