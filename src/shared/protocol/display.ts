// Display helpers the panels need beyond src/shared/format (numbers, ranks, sentiment, relative time):
// dates, freshness, networks and which URLs may be shown or opened. Shared by host and webview.
import * as l10n from '../format/l10n';
import { MISSING } from '../format/numbers';
import { formatMoment, formatAge } from '../format/time';

/** "Nov 22, 2026, 5:32 PM UTC": in the zone of `socialPulse.timeZone`, which it names. */
export function formatDateTime(unixSeconds: number | undefined): string {
  return typeof unixSeconds === 'number' && Number.isFinite(unixSeconds) ? formatMoment(unixSeconds * 1000) : '—';
}

/** "generated 5 min ago" from the answer's `generated` (unix seconds). */
export function ageWords(generatedSeconds: number, nowMs: number): string {
  return l10n.t('generated {0}', formatAge(generatedSeconds * 1000, nowMs));
}

export function trendWords(trend: string | undefined): string {
  switch (trend) {
    case 'up': return l10n.t('rising');
    case 'down': return l10n.t('falling');
    case 'flat': return l10n.t('flat');
    // none sent, or a word the service has not used before: missing, as every missing figure reads
    default: return MISSING;
  }
}

/** The network of a creator id `network::id` (empty when the id has no network). */
export function networkOf(creatorId: string | undefined): string {
  if (typeof creatorId !== 'string') return '';
  const i = creatorId.indexOf('::');
  return i > 0 ? creatorId.slice(0, i) : '';
}

function urlWith(url: string | undefined, protocols: readonly string[]): string | undefined {
  if (typeof url !== 'string' || !url) return undefined;
  try {
    const u = new URL(url);
    return protocols.includes(u.protocol) ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** Only https images are shown (the CSP allows no other remote source). */
export function safeImageUrl(url: string | undefined): string | undefined {
  return urlWith(url, ['https:']);
}

/** The attributes of a remote image: loaded when scrolled to, and no referrer to its host. */
export interface RemoteImage {
  src: string;
  loading: 'lazy';
  referrerpolicy: 'no-referrer';
}

/** How a remote image loads, or undefined when it must not: `socialPulse.loadRemoteImages` off, or not https. */
export function remoteImage(url: string | undefined, remoteImages: boolean): RemoteImage | undefined {
  const src = remoteImages ? safeImageUrl(url) : undefined;
  return src ? { src, loading: 'lazy', referrerpolicy: 'no-referrer' } : undefined;
}

/** A remote image at the size the service gave (whole pixels only), or undefined when it must not load. */
export function sizedRemoteImage(
  image: { src: string; width?: number; height?: number } | undefined, remoteImages: boolean,
): (RemoteImage & { width?: number; height?: number }) | undefined {
  const loaded = remoteImage(image?.src, remoteImages);
  if (!loaded || !image) return undefined;
  const size = (n: number | undefined): number | undefined => (n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined);
  const width = size(image.width);
  const height = size(image.height);
  return { ...loaded, ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

/** The first letter or digit of a name, in capitals: an avatar without its image. */
export function initialOf(name: string | undefined): string | undefined {
  return /[\p{L}\p{N}]/u.exec(name ?? '')?.[0].toLocaleUpperCase();
}

/** http(s) links only: javascript:, file:, command: and the like are never opened. */
export function safeLinkUrl(url: string | undefined): string | undefined {
  return urlWith(url, ['https:', 'http:']);
}
