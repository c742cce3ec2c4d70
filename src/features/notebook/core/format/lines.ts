// What the reader and the writer agree a line is: fences as CommonMark reads them at the margin
// (up to three spaces of indentation), a pulse fence, a blank line.
export const BLANK = /^[ \t]*$/;
/** An opening fence: three or more backticks (no backtick in the info) or tildes; group 2 is the info. */
const OPENING = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})(.*)$/;
const CLOSING = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

export interface OpenFence {
  char: string;
  length: number;
  info: string;
}

export function openingFence(line: string): OpenFence | undefined {
  const m = OPENING.exec(line);
  return m ? { char: m[1]![0]!, length: m[1]!.length, info: m[2]!.trim() } : undefined;
}

export function closes(line: string, fence: OpenFence): boolean {
  const run = CLOSING.exec(line)?.[1];
  return !!run && run[0] === fence.char && run.length >= fence.length;
}

/** The line that closes `fence`, from `from` on; -1 when it runs to the end. */
export function closingLine(lines: readonly string[], from: number, fence: OpenFence): number {
  for (let i = from; i < lines.length; i++) if (closes(lines[i]!, fence)) return i;
  return -1;
}

export const isPulseInfo = (info: string): boolean => info === 'pulse';

/** The backtick fence for a query: longer than any backtick fence line inside it. */
export function queryFence(sourceLines: readonly string[]): string {
  const longest = Math.max(0, ...sourceLines.map((l) => CLOSING.exec(l)?.[1]).filter((r): r is string => !!r && r[0] === '`').map((r) => r.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** The fence a prose text leaves open at its end, if any. */
export function fenceLeftOpen(lines: readonly string[]): OpenFence | undefined {
  let open: OpenFence | undefined;
  for (const line of lines) {
    if (open) {
      if (closes(line, open)) open = undefined;
    } else {
      open = openingFence(line);
    }
  }
  return open;
}
