// A line of inline markdown as the text a person reads of it: "**Breaking:** `BTC` tops $100k"
// reads "Breaking: BTC tops $100k" in a panel's title, a tab, a notice or a note's heading. Code
// spans keep what they hold, links and images their text, emphasis and strikethrough lose their
// marks, a backslash escape its backslash, an entity becomes its character. Not a full parser:
// enough for a report's title, where markup only gets in the way. Pure.

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Characters a backslash escapes (CommonMark's ASCII punctuation), kept aside as private-use characters while the marks go. */
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
const KEPT = 0xe000;
const keep = (ch: string): string => String.fromCharCode(KEPT + ch.charCodeAt(0));
/** Where a link's or an autolink's markup stood: emphasis beside it reads as beside punctuation ("[a](u)_b_"), not inside a word. */
const BOUND = '\ue100';
const restore = (text: string): string => text.replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - KEPT)).replaceAll(BOUND, '');

function entity(whole: string, name: string): string {
  if (name[0] !== '#') return ENTITIES[name] ?? whole;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}

/** Text outside code spans: its links, autolinks, emphasis and escapes read as their text. */
function plain(text: string): string {
  let out = text.replace(ESCAPED, (_m, ch: string) => keep(ch))
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, `${BOUND}$1${BOUND}`)
    .replace(/<((?:https?|mailto):[^<>\s]*|[^<>\s@]+@[^<>\s@]+)>/gi, `${BOUND}$1${BOUND}`)
    .replace(/&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[a-z]+);/g, entity);
  // nested emphasis ("***x***", "**a _b_**") loses one pair a pass; underscores first, as a star
  // taken away would leave an underscore beside a letter ("_a_*b*")
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(/(^|[^\p{L}\p{N}_])(_{1,3})(?=\S)(.*?\S)\2(?![\p{L}\p{N}_])/gu, '$1$3')
      .replace(/(\*{1,3}|~~)(?=\S)(.*?\S)\1/g, '$2');
  }
  return restore(out);
}

/** A code span: a run of backticks, its text, a run of as many (neither run part of a longer one). */
const CODE_SPAN = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/;

/** The text a person reads of a line of inline markdown. */
export function inlineText(markdown: string): string {
  const parts: string[] = [];
  let rest = markdown;
  for (let m = CODE_SPAN.exec(rest); m; m = CODE_SPAN.exec(rest)) {
    // a backtick escaped by a backslash opens no span
    if (m.index > 0 && rest[m.index - 1] === '\\') {
      parts.push(plain(rest.slice(0, m.index + 1)));
      rest = rest.slice(m.index + 1);
      continue;
    }
    const code = m[2]!;
    parts.push(plain(rest.slice(0, m.index)), /^ .* $/.test(code) && code.trim() ? code.slice(1, -1) : code);
    rest = rest.slice(m.index + m[0].length);
  }
  parts.push(plain(rest));
  return parts.join('');
}
