// Date inputs (yyyy-mm-dd, read as UTC days) to and from the unix seconds the service uses.

const DAY = 86_400;
/** The service's timestamps start in 2009 or later; 2100 keeps typos such as year 20250 out. */
const LAST = Date.UTC(2100, 0, 1) / 1000;

export function toDateInput(unixSeconds: number | undefined): string {
  return unixSeconds === undefined ? '' : new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

/** yyyy-mm-dd (UTC) to unix seconds at the start (or end) of that day; undefined when not a real date. */
export function fromDateInput(value: string, endOfDay = false): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d) / 1000;
  // Date.UTC rolls 2025-02-30 over to March: a real date reads back the same
  const back = new Date(t * 1000);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  if (t < 0 || t >= LAST) return undefined;
  return t + (endOfDay ? DAY - 1 : 0);
}
