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
    colours: PALETTE.map((p, i) => cssVar(`--vscode-charts-${p}`, FALLBACK[i]!)),
  };
}

/** The colour of the `i`th series. */
export function seriesColour(theme: ChartTheme, i: number): string {
  return theme.colours[i % theme.colours.length]!;
}
