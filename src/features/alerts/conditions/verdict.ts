// What a series condition says about the latest point of a series. Pure.

export interface Verdict {
  /** undefined: it cannot be told yet (too little history, no value); `note` says why. */
  holds: boolean | undefined;
  /** The value judged (the latest point's). */
  value?: number;
  /** What it was compared with: the usual level, the window's start, the hour before. */
  from?: number;
  /** Unix seconds of the point judged. */
  time?: number;
  /** Why it cannot be told, or what was seen ("4.2 deviations above the usual 1,200"). */
  note?: string;
}

export const SECONDS = { hour: 3600, day: 86400 } as const;
