// The colours the panels draw with keep 4.5:1 on the panel's background (WCAG AA for text): the
// chart lines and axis labels (webview/parts/chartTheme) and the up, down and neutral words and marks
// (panel.css --up, --down, --neutral). VS Code's own chart colours are not all readable on every
// background (Light Modern's orange is 2.9:1 on white), nor are our fallbacks, made for dark themes.
import * as assert from 'node:assert/strict';
import { contrastRatio, parseColour, readableOn } from '../../src/shared/format/contrast';
import { chartThemeFrom, FALLBACK, MIN_CONTRAST, signalColoursFrom, SIGNAL_FALLBACK, type ThemeVar } from '../../src/browser/webview/parts/chartColours';

/** The theme variables the panels read, as VS Code's built-in themes set them. */
const THEMES: Record<string, Record<string, string>> = {
  'Dark Modern': {
    '--vscode-editor-background': '#1f1f1f', '--vscode-charts-blue': '#3794ff', '--vscode-charts-orange': '#d18616',
    '--vscode-charts-green': '#89d185', '--vscode-charts-purple': '#b180d7', '--vscode-charts-red': '#f14c4c', '--vscode-charts-yellow': '#cca700',
  },
  'Light Modern': {
    '--vscode-editor-background': '#ffffff', '--vscode-charts-blue': '#1a85ff', '--vscode-charts-orange': '#d18616',
    '--vscode-charts-green': '#388a34', '--vscode-charts-purple': '#652d90', '--vscode-charts-red': '#e51400', '--vscode-charts-yellow': '#bf8803',
  },
  'High Contrast Dark': {
    '--vscode-editor-background': '#000000', '--vscode-charts-blue': '#3794ff', '--vscode-charts-orange': '#d18616',
    '--vscode-charts-green': '#89d185', '--vscode-charts-purple': '#b180d7', '--vscode-charts-red': '#f48771', '--vscode-charts-yellow': '#ffd370',
  },
  'High Contrast Light': {
    '--vscode-editor-background': '#ffffff', '--vscode-charts-blue': '#0f4a85', '--vscode-charts-orange': '#d18616',
    '--vscode-charts-green': '#374e06', '--vscode-charts-purple': '#652d90', '--vscode-charts-red': '#b5200d', '--vscode-charts-yellow': '#895503',
  },
  // a theme that sets only its background: every colour is one of ours
  'Light, no chart colours': { '--vscode-editor-background': '#ffffff' },
  'Dark, no chart colours': { '--vscode-editor-background': '#1e1e1e' },
};

const varsOf = (theme: Record<string, string>): ThemeVar => (name) => theme[name] ?? '';
const ratio = (colour: string, background: string): number => contrastRatio(parseColour(colour)!, parseColour(background)!);

describe('colours: 4.5:1 contrast on the panel background', () => {
  it('measures as WCAG does', () => {
    assert.equal(ratio('#000000', '#ffffff'), 21);
    assert.equal(ratio('#777', '#777777'), 1);
    assert.equal(ratio('rgb(255, 255, 255)', 'rgba(0, 0, 0, 0.5)'), 21);
    assert.ok(Math.abs(ratio('#767676', '#ffffff') - 4.54) < 0.01);
  });

  for (const [name, theme] of Object.entries(THEMES)) {
    const bg = theme['--vscode-editor-background']!;
    it(`${name}: every chart colour and every up/down/neutral colour`, () => {
      const chart = chartThemeFrom(varsOf(theme)).colours;
      const signals = signalColoursFrom(varsOf(theme));
      for (const colour of [...chart, ...Object.values(signals)]) {
        assert.ok(ratio(colour, bg) >= MIN_CONTRAST, `${colour} on ${bg}: ${ratio(colour, bg).toFixed(2)}:1`);
      }
      // six lines stay six colours
      assert.equal(new Set(chart).size, chart.length);
    });
  }

  it('a colour already readable is left as the theme made it', () => {
    assert.deepEqual(chartThemeFrom(varsOf(THEMES['Dark Modern']!)).colours, FALLBACK);
    assert.deepEqual(signalColoursFrom(varsOf(THEMES['Dark Modern']!)), SIGNAL_FALLBACK);
    assert.equal(readableOn('#000000', '#ffffff'), '#000000');
  });

  it('an unreadable colour moves only as far as it must: darker on light, lighter on dark', () => {
    const darker = readableOn('#cca700', '#ffffff');
    assert.ok(ratio(darker, '#ffffff') >= 4.5 && ratio(darker, '#ffffff') < 4.8, darker);
    const lighter = readableOn('#652d90', '#1f1f1f');
    assert.ok(ratio(lighter, '#1f1f1f') >= 4.5 && ratio(lighter, '#1f1f1f') < 4.8, lighter);
  });
});
