// The charts' colours and font from a theme's variables: VS Code's chart colours, with the Dark
// Modern values when a theme leaves one out, each kept readable (4.5:1) on the panel's background.
// Pure: chartTheme.ts reads the variables from the page.
import { readableOn } from '../../../shared/format/contrast';

const PALETTE = ['blue', 'orange', 'green', 'purple', 'red', 'yellow'];
export const FALLBACK = ['#3794ff', '#d18616', '#89d185', '#b180d7', '#f14c4c', '#cca700'];
/** The panels' background when a theme leaves it out (Dark Modern's editor). */
export const FALLBACK_BACKGROUND = '#1f1f1f';
/** The words and marks that say up, down and neutral (panel.css --up, --down, --neutral). */
export const SIGNAL_FALLBACK = { up: '#89d185', down: '#f14c4c', neutral: '#cca700' } as const;
/** WCAG AA for text: the axis labels are drawn in these colours. */
export const MIN_CONTRAST = 4.5;

export interface ChartTheme {
  fg: string;
  grid: string;
  font: string;
  colours: string[];
  /** A candle that closed higher (charts.green) or lower (charts.red) than it opened. */
  up: string;
  down: string;
}

/** A theme variable's value, '' when the theme has none. */
export type ThemeVar = (name: string) => string;

function lookup(themeVar: ThemeVar): (name: string, fallback: string) => string {
  return (name, fallback) => themeVar(name).trim() || fallback;
}

function background(themeVar: ThemeVar): string {
  return opaque(lookup(themeVar)('--vscode-editor-background', FALLBACK_BACKGROUND));
}

/** The chart theme a theme's variables make. */
export function chartThemeFrom(themeVar: ThemeVar): ChartTheme {
  const cssVar = lookup(themeVar);
  const bg = background(themeVar);
  const signal = signalColoursFrom(themeVar);
  return {
    up: signal.up,
    down: signal.down,
    fg: cssVar('--vscode-foreground', '#888'),
    grid: cssVar('--vscode-editorWidget-border', 'rgba(128,128,128,0.25)'),
    font: `11px ${cssVar('--vscode-font-family', 'sans-serif')}`,
    colours: PALETTE.map((p, i) => readableOn(opaque(cssVar(`--vscode-charts-${p}`, FALLBACK[i]!)), bg, MIN_CONTRAST)),
  };
}

/** The up, down and neutral colours a theme's variables make, readable on its background. */
export function signalColoursFrom(themeVar: ThemeVar): Record<keyof typeof SIGNAL_FALLBACK, string> {
  const cssVar = lookup(themeVar);
  const bg = background(themeVar);
  const of = (name: string, fallback: string): string => readableOn(opaque(cssVar(name, fallback)), bg, MIN_CONTRAST);
  return {
    up: of('--vscode-charts-green', SIGNAL_FALLBACK.up),
    down: of('--vscode-charts-red', SIGNAL_FALLBACK.down),
    neutral: of('--vscode-charts-yellow', SIGNAL_FALLBACK.neutral),
  };
}

/**
 * The colour without its transparency: a theme's chart colour may be see-through (Dark Modern's
 * orange is rgba(234, 92, 0, 0.33)), which leaves a line hard to see on a dark background.
 */
export function opaque(colour: string): string {
  const rgba = /^rgba\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,[^)]*\)$/i.exec(colour);
  if (rgba) return `rgb(${rgba[1]}, ${rgba[2]}, ${rgba[3]})`;
  const hex = /^#([0-9a-f]{6})[0-9a-f]{2}$/i.exec(colour) ?? /^#([0-9a-f]{3})[0-9a-f]$/i.exec(colour);
  return hex ? `#${hex[1]}` : colour;
}

/** The colour of the `i`th series. */
export function seriesColour(theme: ChartTheme, i: number): string {
  return theme.colours[i % theme.colours.length]!;
}
