// Foam's daily note template (`.foam/templates/daily-note.md`) may say where daily notes go in its
// front matter (`foam_template: filepath: ...`, with $FOAM_DATE_YEAR, $FOAM_DATE_MONTH and
// $FOAM_DATE_DATE): that path as a digest target pattern, or undefined when it uses anything else.
// Pure.
import { patternProblem } from '../../editor/toNotes/dailyNote';

const VARIABLES: Readonly<Record<string, string>> = { FOAM_DATE_YEAR: '${year}', FOAM_DATE_MONTH: '${month}', FOAM_DATE_DATE: '${day}' };

export function foamTemplatePattern(template: string): string | undefined {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(template)?.[1];
  const raw = front && /^[ \t]*filepath:[ \t]*(.+)$/m.exec(front)?.[1]?.trim();
  if (!raw) return undefined;
  const unquoted = raw.replace(/^(['"])(.*)\1$/, '$2');
  let unknown = false;
  const pattern = unquoted.replace(/\$\{?([A-Z_]+)\}?/g, (_m, name: string) => {
    const ours = VARIABLES[name];
    if (!ours) unknown = true;
    return ours ?? '';
  }).replace(/^\.?\//, '');
  return unknown || patternProblem(pattern) ? undefined : pattern;
}
