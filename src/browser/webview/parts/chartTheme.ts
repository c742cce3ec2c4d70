// The charts' colours and font from the page's theme (chartColours.ts makes them from its variables).
import { chartThemeFrom, signalColoursFrom, type ChartTheme, type ThemeVar } from './chartColours';

export { opaque, seriesColour, type ChartTheme } from './chartColours';

function documentVars(): ThemeVar {
  const style = getComputedStyle(document.documentElement);
  return (name) => style.getPropertyValue(name);
}

/** Read when the theme changes, not at each draw: reading them recomputes styles. */
export function readChartTheme(): ChartTheme {
  return chartThemeFrom(documentVars());
}

/** Calls `listener` at each theme change (VS Code switches classes on <body>) until the returned stop is called. */
export function onThemeChange(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * Sets panel.css's --up, --down and --neutral to the theme's readable colours, now and at each
 * theme change (VS Code switches classes on <body>).
 */
export function keepSignalColoursReadable(): void {
  const apply = (): void => {
    const colours = signalColoursFrom(documentVars());
    for (const [name, colour] of Object.entries(colours)) document.body.style.setProperty(`--${name}`, colour);
  };
  apply();
  onThemeChange(apply);
}
