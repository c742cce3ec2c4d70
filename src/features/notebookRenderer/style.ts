// The renderer's styles, added once to the notebook's output document: uPlot's own, then ours in
// the theme's colours (VS Code's CSS variables, which follow the theme).
import uplotCss from 'uplot/dist/uPlot.min.css';

const OWN = `
.pulse-answer { font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); color: var(--vscode-foreground); }
.pulse-answer .pulse-title { font-weight: 600; margin: 0 0 4px; }
.pulse-answer .pulse-meta, .pulse-answer .pulse-note { color: var(--vscode-descriptionForeground); margin: 2px 0; }
.pulse-answer .pulse-table-box { overflow-x: auto; max-width: 100%; }
.pulse-answer table { border-collapse: collapse; margin: 6px 0; }
.pulse-answer td { white-space: nowrap; }
.pulse-answer th, .pulse-answer td { padding: 2px 10px; border-bottom: 1px solid var(--vscode-editorWidget-border, rgba(128,128,128,0.35)); text-align: left; }
.pulse-answer td.num, .pulse-answer th.num { text-align: right; font-variant-numeric: tabular-nums; }
.pulse-answer th button { all: unset; cursor: pointer; font-weight: 600; }
.pulse-answer th button:focus-visible { outline: 1px solid var(--vscode-focusBorder); outline-offset: 2px; }
.pulse-answer a { color: var(--vscode-textLink-foreground); }
.pulse-answer .pulse-chart { width: 100%; max-width: 900px; }
.pulse-answer .uplot, .pulse-answer .u-legend { color: var(--vscode-foreground); font-family: var(--vscode-font-family); }
.pulse-answer pre { white-space: pre-wrap; font-family: var(--vscode-editor-font-family); }
.pulse-answer details { margin: 4px 0; }
.pulse-answer caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

let added = false;

export function addStyles(): void {
  if (added) return;
  added = true;
  const style = document.createElement('style');
  style.textContent = `${uplotCss}\n${OWN}`;
  document.head.append(style);
}
