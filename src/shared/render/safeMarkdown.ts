// The one neutralisation of service markdown that leaves the editor (a report inserted into a
// note, copied or saved; a panel copied as markdown). Notes travel and get previewed, and there raw
// HTML, `command:` or `file:` links and remote images are live. So:
// - links stay only for http(s) and images become plain links (noteLinks.ts); reference
//   definitions go, their links written inline;
// - then a guard escapes whatever could still open a tag, a link, an image, an autolink or a
//   definition outside the markup written here: a `<` before a tag name (written `&lt;`, which
//   shows the same) or an autolink, a `]` before `(` or `[` after some `[`, a `]` before `:` after
//   a `[` that starts a line, a `!` before `[` with some `]` after it. It works on the raw text,
//   so a construct the link scan misjudged cannot survive it;
// - VS Code's preview links bare addresses (`markdown.preview.linkify`, on by default), and a link
//   found so takes the backslashes in its path: an escape after an address is written as an
//   entity instead, which no link can undo; an address linkify would link to another scheme than
//   http(s) (`ftp://`, `//host`, an e-mail address) has its `//` or `@` escaped, which ends it;
// - a first line `---` is escaped: VS Code reads from it to the next `---` as front matter, and
//   the fences in it would not be the fences found here;
// - a fenced code block its quote, list item or the text ends without a closing fence is closed
//   there, in its containers, so a note's text after it stays text.
// Fenced code blocks are left as written, at the top level and in quotes and lists, found as VS
// Code's preview finds them (blockScan.ts). Inline code spans are not spared: where one ends depends on the rest of its block, and a misjudged end
// would leave markup live; inside one, an escape shows as typed.
import { closingsAfter, scanBlocks, type ScannedFence } from './blockScan';
import { splitLines } from './fences';
import { destinationUrl, LinkRewriter, normalizeLabel, type Definitions, type Piece } from './noteLinks';

const BLANK = /^[ \t]*$/;
/** A first line a previewer may take to open front matter (VS Code: `---`; plugins: three dashes or more). */
const FRONT_MATTER = /^---/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
/** `[label]: destination "title"` on one line (a longer one is left to the guard). */
const DEFINITION = /^ {0,3}\[((?:[^\\[\]]|\\.){1,999})\]:[ \t]*(?:<([^<>\n]*)>|(\S+))(?:[ \t]+(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\)))?[ \t]*$/;
/** `]`, `!`, `<`, `[`, `@` or `/` after its run of backslashes (an odd run escapes it). */
const SPECIAL = /(?<!\\)(\\*)([\]!<[@/])/g;
/** Where linkify's address ends: a space or a control character. */
const RUN_END = /[\p{Z}\p{Cc}]/u;
/** What may stand before the `@` of an address linkify takes for e-mail. */
const MAIL_NAME = /[-\w!#$%&'*+/=?^`{|}~;:,."]/;
/** Before `//`: a scheme linkify links to other than http(s), or a character a protocol-relative link may follow. */
const OTHER_SCHEME = /(?:ftp:|mailto:|(?:^|[^\p{L}\p{N}\p{M}:/_]))$/iu;
/** An http(s) address whose path linkify surely takes whole, up to a `/`: an `@` after it is the address's (`/@name`). */
const WEB_PATH = /^https?:\/\/[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*(?::\d+)?(?:\/[\p{L}\p{N}_~%-]+)*\/$/iu;
const ENTITY: Readonly<Record<string, string>> = { '<': '&lt;', '[': '&#91;', ']': '&#93;', '!': '&#33;' };
const OPEN_BRACKET = /(?<!\\)((?:\\\\)*)\[/g;
const CLOSE_BRACKET = /(?<!\\)((?:\\\\)*)\]/g;
/** What may stand before a definition's `[` on its line: indentation, quote and list markers. */
const LINE_START = /(?:^|\n)[ \t>*+\-\d.)]*$/;
const TAG_OPEN = /<(?:[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)|[/!?])/y;
// a `<` inside counts: the guard may write it as `&lt;`, which would leave an autolink around it
const AUTOLINK_SHAPE = /<[^>\x00-\x20]*>/y;

function matchesAt(sticky: RegExp, text: string, pos: number): boolean {
  sticky.lastIndex = pos;
  return sticky.test(text);
}

interface Found {
  definitions: Definitions;
  lines: Set<number>;
}

/** Reference definitions where a block may start (a definition cannot interrupt a paragraph). */
function findDefinitions(lines: readonly string[], fenced: readonly boolean[]): Found {
  const definitions = new Map<string, string | undefined>();
  const found = new Set<number>();
  lines.forEach((line, i) => {
    if (fenced[i]) return;
    const prev = lines[i - 1];
    const blockMayStart = prev === undefined || BLANK.test(prev) || found.has(i - 1) || ATX_HEADING.test(prev) || !!fenced[i - 1];
    const m = blockMayStart ? DEFINITION.exec(line) : null;
    if (!m) return;
    const label = normalizeLabel(m[1]!);
    if (!label) return;
    found.add(i);
    // the first definition of a label wins
    if (!definitions.has(label)) definitions.set(label, destinationUrl(m[2] ?? m[3]!));
  });
  return { definitions, lines: found };
}

/** Where the bracket matched by `bracket` stands unescaped in `text`. */
function unescaped(text: string, bracket: RegExp): number[] {
  return [...text.matchAll(bracket)].map((m) => m.index + m[1]!.length);
}

interface Runs {
  /** Per position: whether a `://` stands before it in its run, so linkify may take it into a link. */
  inAddress: Uint8Array;
  /** Per position: where its run (what linkify may read as one address) starts. */
  start: Uint32Array;
}

function runsOf(text: string): Runs {
  const inAddress = new Uint8Array(text.length);
  const start = new Uint32Array(text.length);
  let from = 0;
  let address = false;
  for (let i = 0; i < text.length; i++) {
    if (RUN_END.test(text[i]!)) {
      from = i + 1;
      address = false;
    } else if (text.startsWith('://', i - 3)) {
      address = true;
    }
    inAddress[i] = address ? 1 : 0;
    start[i] = from;
  }
  return { inAddress, start };
}

/** Whether `pos` follows an http(s) address's path (a long one is not looked into: its `@` is escaped). */
function inWebPath(text: string, runs: Runs, pos: number): boolean {
  const start = runs.start[pos]!;
  return pos - start <= 200 && /^https?:/i.test(text.slice(start, start + 6)) && WEB_PATH.test(text.slice(start, pos));
}

function guard(pieces: readonly Piece[]): string {
  const text = pieces.map((p) => p.text).join('');
  const trusted = new Uint8Array(text.length);
  let at = 0;
  for (const p of pieces) {
    if (p.trusted) trusted.fill(1, at, at + p.text.length);
    at += p.text.length;
  }
  const runs = runsOf(text);
  const inAddress = runs.inAddress;
  // a link needs an opening `[` before its `]`, an image a `]` after its `![`, a definition a `[` starting its line
  const opens = unescaped(text, OPEN_BRACKET);
  const lastClose = unescaped(text, CLOSE_BRACKET).pop() ?? -1;
  const startsLine = (at: number): boolean => LINE_START.test(text.slice(Math.max(0, at - 200), at));
  const definitionLabel = (close: number): boolean => {
    let open = -1;
    for (const at of opens) {
      if (at > close) break;
      open = at;
    }
    return open >= 0 && startsLine(open);
  };
  const escape = (ch: string, pos: number): string => (inAddress[pos] ? ENTITY[ch]! : `\\${ch}`);
  return text.replace(SPECIAL, (match, slashes: string, ch: string, offset: number) => {
    const pos = offset + slashes.length;
    if (trusted[pos]) return match;
    const prev = text[pos - 1];
    const next = text[pos + 1];
    if (slashes.length % 2 === 1) {
      // linkify may take the escaping backslash into an address before it
      return inAddress[pos] && ch in ENTITY ? `${slashes.slice(1)}${ENTITY[ch]!}` : match;
    }
    switch (ch) {
      case '<':
        if (matchesAt(TAG_OPEN, text, pos)) return `${slashes}&lt;`;
        return matchesAt(AUTOLINK_SHAPE, text, pos) ? `${slashes}${escape(ch, pos)}` : match;
      case '@': {
        const mail = prev !== undefined && MAIL_NAME.test(prev) && next !== undefined && !RUN_END.test(next) && !inWebPath(text, runs, pos);
        return mail ? `${slashes}\\@` : match;
      }
      case '/':
        return next === '/' && !RUN_END.test(text[pos + 2] ?? ' ') && OTHER_SCHEME.test(text.slice(Math.max(0, pos - 7), pos)) ? `${slashes}\\/` : match;
      case '[':
        return match;
    }
    const acts = ch === ']'
      ? (next === '(' || next === '[') ? (opens[0] ?? Infinity) < pos : next === ':' && definitionLabel(pos)
      : next === '[' && pos < lastClose;
    return acts ? `${slashes}${escape(ch, pos)}` : match;
  });
}

/** Per line: whether it is a fence or inside a fenced block. */
function inFences(count: number, fences: readonly ScannedFence[]): boolean[] {
  const fenced = new Array<boolean>(count).fill(false);
  for (const f of fences) fenced.fill(true, f.open, f.end);
  return fenced;
}

/** The markdown with only http(s) links, no image, no raw HTML and no fence left open; line breaks become `\n`. */
export function safeMarkdown(markdown: string): string {
  const read = splitLines(markdown);
  if (FRONT_MATTER.test(read[0]!)) read[0] = `\\${read[0]!}`;
  // the guard leaves no HTML block outside code, so the text is read as it will be: without
  const { definitions, lines: definitionLines } = findDefinitions(read, inFences(read.length, scanBlocks(read, false).fences));
  // a definition's line taken out can join the lines around it into other blocks: read again
  const lines = read.filter((_, i) => !definitionLines.has(i));
  const { fences } = scanBlocks(lines, false);
  const fenced = inFences(lines.length, fences);
  const closings = closingsAfter(lines, fences);
  const out: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.length) out.push(guard(new LinkRewriter(run.join('\n'), definitions).rewrite()));
    run = [];
  };
  lines.forEach((line, i) => {
    if (fenced[i] || BLANK.test(line)) {
      flush();
      out.push(line, ...(closings.get(i) ?? []));
    } else {
      run.push(line);
    }
  });
  flush();
  return out.join('\n');
}
