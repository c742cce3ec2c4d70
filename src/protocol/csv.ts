// CSV (RFC 4180) to rows of cells: the report panel shows a CSV report as a table, the host
// writes it out again through its guarded writer. Tolerant: a stray quote inside a field is
// kept as text, a missing final line break is fine.

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let started = false;
  const src = text.startsWith('\ufeff') ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    started = true;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (src[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      started = false;
    } else cell += ch;
  }
  if (started) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
