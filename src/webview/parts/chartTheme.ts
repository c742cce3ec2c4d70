// Series colours and chart text from the theme: VS Code's chart colours, with the Dark Modern
// values when a theme leaves one out.
const PALETTE = ['blue', 'orange', 'green', 'purple', 'red', 'yellow'];
const FALLBACK = ['#3794ff', '#d18616', '#89d185', '#b180d7', '#f14c4c', '#cca700'];

export function cssVar(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** The colour of the `i`th series. */
export function seriesColour(i: number): string {
  return cssVar(`--vscode-charts-${PALETTE[i % PALETTE.length]}`, FALLBACK[i % FALLBACK.length]!);
}
