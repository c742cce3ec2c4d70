// A report inserted into a note travels with the note, and where the note is published raw HTML
// in markdown is live. Every `<` that could open a tag, comment or declaration is written `&lt;`,
// which shows the same, except in fenced code blocks, which show their text as written.
// Inline code spans are not spared: where one ends depends on the rest of its paragraph (link
// titles, autolinks, table cells), and a misjudged end would leave a tag live; inside one,
// `&lt;` shows as typed. Fences are spared only when every fence of the text is at the margin:
// one in a list or quote can end with its container, which a line scan cannot follow.

/** An opening fence at the margin; the info string of a backtick fence holds no backtick. */
const OPENING = /^(?:(`{3,})[^`]*|(~{3,}).*)$/;
const CLOSING = /^(`{3,}|~{3,})[ \t]*$/;
/** A fence after any indentation or list and quote markers. */
const FENCE_LIKE = /^[\s>*+\-\d.)]*(?:`{3}|~{3})/;
/** `<` before a tag name, `/`, `!` or `?`, not escaped by a backslash; autolinks (`<https:…>`) stay. */
const TAG_OPEN = /(?<!\\)((?:\\\\)*)<(?=[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)|[/!?])/g;

/** The markdown with no raw HTML left outside fenced code; line breaks become `\n`. */
export function inertHtml(markdown: string): string {
  const lines = markdown.split(/\r\n?|\n/);
  const fences = lines.every((line) => !FENCE_LIKE.test(line) || /^[`~]/.test(line));
  let open: string | undefined;
  return lines.map((line) => {
    if (open) {
      const close = CLOSING.exec(line)?.[1];
      if (close && close[0] === open[0] && close.length >= open.length) open = undefined;
      return line;
    }
    const opening = fences ? OPENING.exec(line) : null;
    if (opening) open = opening[1] ?? opening[2];
    return line.replace(TAG_OPEN, '$1&lt;');
  }).join('\n');
}
