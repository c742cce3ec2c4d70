// The "(demo data)" mark on a fired alert's words. The alert keeps its words and whether its data
// was the demo's apart (Fired.message, Fired.demo); each place that shows them adds the mark once.
// Alerts fired before kept it inside the words: read back, it is taken off (in English, or in the
// language in use).
import * as l10n from './l10n';

const mark = (): string => l10n.t('(demo data)');

export function withDemoMark(text: string, demo: boolean): string {
  return demo ? `${text} ${mark()}` : text;
}

/** The words without a mark at their end (as earlier versions stored them). */
export function withoutDemoMark(text: string): string {
  for (const m of new Set([' (demo data)', l10n.t(' (demo data)'), ` ${mark()}`, mark()])) {
    if (text.endsWith(m)) return text.slice(0, -m.length);
  }
  return text;
}
