// Colour contrast as WCAG 2 measures it, and a colour moved just far enough towards black or white
// to be readable on a background: a theme's chart colours are made for dark backgrounds too
// (Light Modern's orange is 2.9:1 on white), and our text and lines must keep 4.5:1.

export type Rgb = readonly [number, number, number];

/** `#rgb`, `#rrggbb` (alpha digits ignored), `rgb()` or `rgba()`; undefined for anything else. */
export function parseColour(colour: string): Rgb | undefined {
  const c = colour.trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(c)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((d) => d + d).join('') : hex.slice(0, 6);
    const byte = (i: number): number => parseInt(full.slice(i, i + 2), 16);
    return [byte(0), byte(2), byte(4)];
  }
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,[^)]*)?\)$/i.exec(c);
  return fn ? [Number(fn[1]), Number(fn[2]), Number(fn[3])] : undefined;
}

export function luminance([r, g, b]: Rgb): number {
  const lin = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * `colour` if it already has `min` contrast on `background`, else the least mix of it with black
 * or white, whichever stands out more on `background`, that has. Colours it cannot read are returned as they are.
 */
export function readableOn(colour: string, background: string, min = 4.5): string {
  const fg = parseColour(colour);
  const bg = parseColour(background);
  if (!fg || !bg || contrastRatio(fg, bg) >= min) return colour;
  const black: Rgb = [0, 0, 0];
  const white: Rgb = [255, 255, 255];
  const target = contrastRatio(black, bg) >= contrastRatio(white, bg) ? black : white;
  // rounded, so the colour written is the colour measured
  const towards = (v: number, to: number, t: number): number => Math.round(v + (to - v) * t);
  const mix = (t: number): Rgb => [towards(fg[0], target[0], t), towards(fg[1], target[1], t), towards(fg[2], target[2], t)];
  // the ratio grows with the mix: the least that reaches `min`, to 1/64
  let lo = 0;
  let hi = 1;
  for (let step = 0; step < 6; step++) {
    const mid = (lo + hi) / 2;
    if (contrastRatio(mix(mid), bg) >= min) hi = mid;
    else lo = mid;
  }
  return hex(mix(hi));
}
