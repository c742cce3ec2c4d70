// A row's text as a screen reader should say it: the marks a sighted reader takes in at a glance
// (▲3, ▼2, ↑, ↓, ↗, ★, ·) become words, where a screen reader would say "black up-pointing triangle"
// or nothing at all.
const MARKS: readonly [RegExp, string][] = [
  [/▲\s?/g, 'up '],
  [/▼\s?/g, 'down '],
  [/↑\s?/g, 'rising '],
  [/↓\s?/g, 'falling '],
  [/★\s?/g, 'leader '],
  // a trend's arrow comes with its word ("↗ rising")
  [/[↗↘→]\s(?=rising|falling|flat)/g, ''],
  [/\s*·\s*/g, ', '],
];

export function spokenText(text: string): string {
  let out = text;
  for (const [mark, words] of MARKS) out = out.replace(mark, words);
  return out.replace(/ +/g, ' ').trim();
}

/** Label and description as one spoken line ("Bitcoin, rank 1, up 3"). */
export function spokenRow(label: string, description?: string): string {
  return spokenText(description ? `${label}, ${description}` : label);
}
