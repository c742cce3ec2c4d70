// Whether a value read back (a saved notebook's comment, an output handed to the renderer) is a
// CellOutput this version draws. The file may have been edited by anyone: every field is checked
// before a sink reads it.
import { isFigureId } from '../figures/catalogue';
import type { CellChart, CellColumnKind, CellOutput, CellTable } from './cellOutput';

const KINDS: ReadonlySet<CellColumnKind> = new Set(['count', 'percent', 'usd', 'score', 'text', 'time', 'link', 'rank']);
const UNITS: ReadonlySet<string> = new Set(['count', 'percent', 'usd', 'score']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isValue = (v: unknown): boolean => v === null || typeof v === 'string' || isFiniteNumber(v);
/** A column's or line's figure, when it names one, is one the catalogue knows. */
const knownFigure = (v: Record<string, unknown>): boolean => v.figure === undefined || isFigureId(v.figure);

function isTable(v: unknown): v is CellTable {
  if (!isRecord(v) || !Array.isArray(v.columns) || !Array.isArray(v.rows)) return false;
  const columns = v.columns as unknown[];
  return columns.every((c) => isRecord(c) && typeof c.key === 'string' && typeof c.label === 'string' && KINDS.has(c.kind as CellColumnKind) && knownFigure(c)
    && (c.currency === undefined || typeof c.currency === 'string'))
    && (v.rows as unknown[]).every((r) => Array.isArray(r) && r.length === columns.length && r.every(isValue));
}

function isChart(v: unknown): v is CellChart {
  if (!isRecord(v) || !Array.isArray(v.times) || !Array.isArray(v.lines) || !isFiniteNumber(v.step) || v.step <= 0) return false;
  const times = v.times as unknown[];
  return times.every(isFiniteNumber)
    && (v.partial === undefined || (isRecord(v.partial) && isFiniteNumber(v.partial.time) && isFiniteNumber(v.partial.until)))
    && (v.lines as unknown[]).every((l) => isRecord(l) && typeof l.label === 'string' && UNITS.has(l.unit as string) && knownFigure(l)
      && Array.isArray(l.values) && l.values.length === times.length && (l.values as unknown[]).every((x) => x === null || isFiniteNumber(x)));
}

export function isCellOutput(v: unknown): v is CellOutput {
  return isRecord(v) && v.v === 1 && typeof v.title === 'string' && isFiniteNumber(v.generated) && isFiniteNumber(v.requests)
    && typeof v.demo === 'boolean' && Array.isArray(v.notes) && (v.notes as unknown[]).every((n) => typeof n === 'string')
    && (v.table === undefined || isTable(v.table)) && (v.chart === undefined || isChart(v.chart))
    && (v.markdown === undefined || typeof v.markdown === 'string');
}
