// Whether a value read back (a saved notebook's comment, an output handed to the renderer) is a
// CellOutput this version draws. The file may have been edited by anyone: every field is checked
// before a sink reads it.
import { isFigureId } from '../figures/catalogue';
import { MAX_DATE_MS } from '../format/time';
import type { CellChart, CellColumn, CellColumnKind, CellOutput, CellTable } from './cellOutput';

const KINDS: ReadonlySet<CellColumnKind> = new Set(['count', 'percent', 'usd', 'score', 'text', 'time', 'link', 'rank']);
const UNITS: ReadonlySet<string> = new Set(['count', 'percent', 'usd', 'score']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isValue = (v: unknown): boolean => v === null || typeof v === 'string' || isFiniteNumber(v);
/** Epoch seconds a date can be written for: a time further off (an edited file's) would throw where it is written. */
const isTime = (v: unknown): v is number => isFiniteNumber(v) && Math.abs(v) * 1000 <= MAX_DATE_MS;
/** A value of a column of `kind`: a time column's number is a time. */
const isValueOf = (kind: CellColumnKind, v: unknown): boolean => isValue(v) && (kind !== 'time' || typeof v !== 'number' || isTime(v));
/** A column's or line's figure, when it names one, is one the catalogue knows. */
const knownFigure = (v: Record<string, unknown>): boolean => v.figure === undefined || isFigureId(v.figure);

function isTable(v: unknown): v is CellTable {
  if (!isRecord(v) || !Array.isArray(v.columns) || !Array.isArray(v.rows)) return false;
  const columns = v.columns as unknown[];
  if (!columns.every((c) => isRecord(c) && typeof c.key === 'string' && typeof c.label === 'string' && KINDS.has(c.kind as CellColumnKind) && knownFigure(c)
    && (c.currency === undefined || typeof c.currency === 'string'))) return false;
  const kinds = (columns as CellColumn[]).map((c) => c.kind);
  return (v.rows as unknown[]).every((r) => Array.isArray(r) && r.length === kinds.length && r.every((x, i) => isValueOf(kinds[i], x)));
}

function isChart(v: unknown): v is CellChart {
  if (!isRecord(v) || !Array.isArray(v.times) || !Array.isArray(v.lines) || !isFiniteNumber(v.step) || v.step <= 0) return false;
  const times = v.times as unknown[];
  return times.every(isTime)
    && (v.partial === undefined || (isRecord(v.partial) && isTime(v.partial.time) && isTime(v.partial.until)))
    && (v.lines as unknown[]).every((l) => isRecord(l) && typeof l.label === 'string' && UNITS.has(l.unit as string) && knownFigure(l)
      && Array.isArray(l.values) && l.values.length === times.length && (l.values as unknown[]).every((x) => x === null || isFiniteNumber(x)));
}

export function isCellOutput(v: unknown): v is CellOutput {
  return isRecord(v) && v.v === 1 && typeof v.title === 'string' && isTime(v.generated) && isFiniteNumber(v.requests)
    && typeof v.demo === 'boolean' && Array.isArray(v.notes) && (v.notes as unknown[]).every((n) => typeof n === 'string')
    && (v.table === undefined || isTable(v.table)) && (v.chart === undefined || isChart(v.chart))
    && (v.markdown === undefined || typeof v.markdown === 'string');
}
