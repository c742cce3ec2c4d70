// What a Pulse notebook cell's answer is, as data: written by the cell's run (src/features/notebook/core/cells),
// saved by the notebook serializer, drawn by the notebook renderer (browser code). Service text in
// it is untrusted: every sink neutralises it (markdown through the notes guard, the renderer as text).
import type { FigureId } from '../figures/catalogue';
import * as l10n from '../format/l10n';
import { formatNumber } from '../format/numbers';
import type { MetricUnit } from './metrics';

/** The MIME type of a cell's answer as data; `text/markdown` is the fallback item beside it. */
export const CELL_OUTPUT_MIME = 'application/vnd.social-pulse.cell+json';

/** How a column's values read: a metric's unit, plain text, a time (epoch seconds) or an http(s) address. */
export type CellColumnKind = MetricUnit | 'text' | 'time' | 'link' | 'rank';

export interface CellColumn {
  key: string;
  label: string;
  kind: CellColumnKind;
  /** The figure the column holds: its values read as the catalogue says (src/shared/figures); absent in outputs saved before it. */
  figure?: FigureId;
  /** The currency of every value of a `crypto` figure's column (an NFT collection's floor price). */
  currency?: string;
}

export type CellValue = string | number | null;

export interface CellTable {
  columns: CellColumn[];
  rows: CellValue[][];
}

export interface CellChartLine {
  label: string;
  unit: MetricUnit;
  /** The figure the line draws (as a column's). */
  figure?: FigureId;
  /** One value per time of the chart; null where the service had no point. */
  values: (number | null)[];
}

export interface CellChart {
  /** Epoch seconds, ascending. */
  times: number[];
  /** Seconds between points (3600 by hour, 86400 by day). */
  step: number;
  lines: CellChartLine[];
  /**
   * Set when the last point's day or hour had not ended when the service generated the data: its
   * values are those so far, up to `until` (epoch seconds), not a whole day or hour.
   */
  partial?: { time: number; until: number };
}

export interface CellOutput {
  /** The version of this shape; a saved output of another version is shown as its markdown only. */
  v: 1;
  /** A one-line title of the answer ("bitcoin: interactions, sentiment by day, last month"). */
  title: string;
  /** When the service generated the data, epoch seconds (the oldest of the answers used). */
  generated: number;
  /** Requests this run counted against the plan's quotas (0 when every answer came from the cache). */
  requests: number;
  /** The answers came from the built-in demo data, not the service. */
  demo: boolean;
  /** Plan notes and what was left out, one line each ("Your plan includes only the last week ..."). */
  notes: string[];
  table?: CellTable;
  chart?: CellChart;
  /**
   * A report's markdown as the service wrote it (`report bitcoin`): untrusted, so every sink shows it
   * through the notes guard (src/shared/render/safeMarkdown.ts), never as raw markup.
   */
  markdown?: string;
}

/**
 * "Generated 2026-11-26 02:10 UTC · 3 requests · demo data": when an output was made, what it cost
 * and whether from demo data, under the output (`at`: its time as that surface writes times).
 */
export function provenanceWords(o: Pick<CellOutput, 'requests' | 'demo'>, at: string): string {
  const spent = o.requests === 0 ? l10n.t('from the cache, no request') : o.requests === 1 ? l10n.t('1 request') : l10n.t('{0} requests', formatNumber(o.requests));
  return o.demo ? l10n.t('Generated {0} · {1} · demo data', at, spent) : l10n.t('Generated {0} · {1}', at, spent);
}
