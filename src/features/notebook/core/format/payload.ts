// A saved output carries the answer's data, so the notebook can draw it again without a request,
// and a hash of the markdown it was written with, so a table edited by hand is seen as such (its
// markdown is shown, the stale data is not). The data sits after the readable markdown, in a
// comment of its own (`<!-- pulse-data md=… ` … `-->`), as JSON cut into lines of at most
// DATA_WIDTH characters (joined back without line breaks), its `generated` time as an ISO date.
// Files of the earlier format carried it on the start comment's one line (`data=`): still read.
// Inside an HTML comment nothing may read as its end: every `<`, `>` and `&` in the JSON's strings,
// and every `-` of a run of two, is written as a \u escape (outside strings JSON has no `<`, `>` or
// `&`, and a number's single `-` never makes `--`), so no line of the data holds a `>` or `--`; a
// date's single dashes stay as they read.
import { OUTPUT_START_PREFIX } from './model';

const STRING_LITERAL = /"(?:[^"\\]|\\.)*"/g;
const UNSAFE_IN_COMMENT = /--+|[<>&\u2028\u2029]/g;
/** The start comment: bare as written now; with `md=` and `data=` in files of the earlier format. */
const START = /^<!-- pulse-output(?: md=([0-9a-f]{8}))?(?: data=(\{.*\}))? -->$/;
const DATA_START = /^<!-- pulse-data md=([0-9a-f]{8})$/;
export const DATA_END = '-->';
/** The data's lines are at most this long. */
export const DATA_WIDTH = 100;
const ISO_SECOND = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

/** FNV-1a over the UTF-16 units: a check against hand edits, not a defence (the data is neutralised wherever it is shown). */
export function markdownHash(markdown: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < markdown.length; i++) {
    h ^= markdown.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A whole second since the epoch as the date a person reads, and back; other values stay as they are. */
function withIsoTime(data: unknown): unknown {
  if (!isRecord(data) || typeof data.generated !== 'number' || !Number.isSafeInteger(data.generated)) return data;
  const date = new Date(data.generated * 1000);
  return Number.isNaN(date.getTime()) ? data : { ...data, generated: date.toISOString().replace('.000Z', 'Z') };
}

function withEpochTime(data: unknown): unknown {
  if (!isRecord(data) || typeof data.generated !== 'string' || !ISO_SECOND.test(data.generated)) return data;
  return { ...data, generated: Date.parse(data.generated) / 1000 };
}

function commentSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(STRING_LITERAL, (literal) =>
    literal.replace(UNSAFE_IN_COMMENT, (run) => [...run].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')));
}

/**
 * The JSON in lines of at most `width` characters, cut after a comma where one is near the end.
 * No line ends in a space (an editor that trims trailing spaces on save would change a string):
 * the cut moves back before the spaces, or on past them when a whole line would be spaces.
 */
export function dataLines(json: string, width = DATA_WIDTH): string[] {
  const lines: string[] = [];
  let at = 0;
  while (at < json.length) {
    let end = Math.min(at + width, json.length);
    const comma = end < json.length ? json.lastIndexOf(',', end - 1) : -1;
    if (comma >= at + width / 2) end = comma + 1;
    while (end > at + 1 && end < json.length && json[end - 1] === ' ') end--;
    if (json[end - 1] === ' ') while (end < json.length && json[end - 1] === ' ') end++;
    lines.push(json.slice(at, end));
    at = end;
  }
  return lines;
}

/** The data of an output that is not an answer (model.ts noAnswer): readers that predate it show its markdown as before. */
export const NO_ANSWER_DATA = { noAnswer: true } as const;

export function isNoAnswerData(data: unknown): boolean {
  return isRecord(data) && data.noAnswer === true && Object.keys(data).length === 1;
}

export function startComment(): string {
  return `${OUTPUT_START_PREFIX} -->`;
}

/** The lines of the data comment written after an output's markdown. */
export function dataComment(markdown: string, data: unknown): string[] {
  return [`<!-- pulse-data md=${markdownHash(markdown)}`, ...dataLines(commentSafeJson(withIsoTime(data))), DATA_END];
}

export function isStartComment(line: string): boolean {
  return START.test(line);
}

export function isDataStart(line: string): boolean {
  return DATA_START.test(line);
}

/** A start comment of the earlier format, which carries the hash (and the data) itself. */
export function isEarlierStart(line: string): boolean {
  return START.exec(line)?.[1] !== undefined;
}

/**
 * Where the data comment begins in an output's lines (those between its start and end comments):
 * the last lines, from a data start to DATA_END, with no `>` between; -1 when there is none.
 */
export function dataCommentAt(content: readonly string[]): number {
  if (content[content.length - 1] !== DATA_END) return -1;
  for (let i = content.length - 2; i >= 0; i--) {
    const line = content[i]!;
    if (isDataStart(line)) return i;
    if (line.includes('>')) return -1;
  }
  return -1;
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/** The data of a data comment (its lines, DATA_END last) when it is readable and `markdown` is what it was written with. */
export function dataOfComment(comment: readonly string[], markdown: string): unknown {
  const hash = DATA_START.exec(comment[0] ?? '')?.[1];
  if (hash !== markdownHash(markdown)) return undefined;
  return withEpochTime(parsed(comment.slice(1, -1).join('')));
}

/** The data of an earlier format's start comment when it is readable and `markdown` is what it was written with. */
export function dataOfStart(line: string, markdown: string): unknown {
  const match = START.exec(line);
  if (!match?.[1] || !match[2] || match[1] !== markdownHash(markdown)) return undefined;
  return parsed(match[2]);
}
