// Value lists shared by the client, the emulator and the webview (which imports nothing else
// from here): time-series buckets and intervals, report formats and creator networks.

export const TIME_SERIES_INTERVALS = ['1d', '1w', '1m', '3m', '6m', '1y', 'all'] as const;
export type Interval = (typeof TIME_SERIES_INTERVALS)[number];

export const TIME_SERIES_BUCKETS = ['hour', 'day'] as const;
export type Bucket = (typeof TIME_SERIES_BUCKETS)[number];

export const REPORT_FORMATS = ['markdown', 'json', 'csv'] as const;

/** The networks a creator is addressed by (`twitter::123`, `/creator/twitter/{name}`). */
export const CREATOR_NETWORKS = ['twitter', 'youtube', 'instagram', 'reddit', 'tiktok'] as const;
export type CreatorNetwork = (typeof CREATOR_NETWORKS)[number];

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
