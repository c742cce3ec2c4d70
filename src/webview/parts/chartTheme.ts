// The charts' colours and font from the theme: VS Code's chart colours, with the Dark Modern
// values when a theme leaves one out.
const PALETTE = ['blue', 'orange', 'green', 'purple', 'red', 'yellow'];
const FALLBACK = ['#3794ff', '#d18616', '#89d185', '#b180d7', '#f14c4c', '#cca700'];

export interface ChartTheme {
  fg: string;
  grid: string;
  font: string;
  colours: string[];
}

/** Read when the theme changes, not at each draw: reading them recomputes styles. */
export function readChartTheme(): ChartTheme {
  const style = getComputedStyle(document.documentElement);
  const cssVar = (name: string, fallback: string): string => style.getPropertyValue(name).trim() || fallback;
  return {
    fg: cssVar('--vscode-foreground', '#888'),
    grid: cssVar('--vscode-editorWidget-border', 'rgba(128,128,128,0.25)'),
    font: `11px ${cssVar('--vscode-font-family', 'sans-serif')}`,
    colours: PALETTE.map((p, i) => opaque(cssVar(`--vscode-charts-${p}`, FALLBACK[i]!))),
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
