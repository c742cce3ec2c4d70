// A saved search's terms as one line of text, read and written the same way (the prompts, the
// Searches view, the search panel and its Markdown): terms separated by
// commas; a term in double quotes may hold commas, and a quote inside it is written twice
// (`"say ""hi"", then"`). A quote anywhere else is the character itself. Pure: tested in plain Node.

/** The terms of a comma-separated list, quotes removed, empty ones dropped (not checked, not deduplicated). */
export function readTerms(text: string): string[] {
  const terms: string[] = [];
  let i = 0;
  while (i <= text.length) {
    while (i < text.length && /\s/.test(text[i] ?? '')) i++;
    let term = '';
    const quoted = text[i] === '"';
    if (quoted) {
      // quoted: to the quote that is not doubled, or to the end of the text when it never closes
      i++;
      while (i < text.length) {
        if (text[i] === '"') {
          if (text[i + 1] !== '"') { i++; break; }
          i++;
        }
        term += text[i];
        i++;
      }
    }
    const comma = text.indexOf(',', i);
    const end = comma < 0 ? text.length : comma;
    // what follows a closing quote belongs to the term; spaces at a term's ends are no part of it, quoted or not
    const rest = text.slice(i, end);
    term = (quoted ? term + rest : rest).trim();
    if (term) terms.push(term);
    i = end + 1;
  }
  return terms;
}

/** The terms as `readTerms` reads them back (each trimmed): quoted where a comma or a quote would be lost. */
export function writeTerms(terms: readonly string[]): string {
  return terms.map((t) => (/[,"]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t)).join(', ');
}
