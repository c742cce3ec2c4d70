// Lays out valid JSON text two spaces deep without parsing its values: JSON.parse would round
// large integers (ids beyond 2^53), and a report's figures must stay exactly as the service sent.

export function indentJson(text: string): string {
  try {
    JSON.parse(text);
  } catch {
    return text;
  }
  let out = '';
  let depth = 0;
  let inString = false;
  let escaped = false;
  const newline = (): string => `\n${'  '.repeat(depth)}`;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      out += ch;
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    switch (ch) {
      case '"':
        inString = true;
        out += ch;
        break;
      case '{':
      case '[': {
        const close = ch === '{' ? '}' : ']';
        let j = i + 1;
        while (j < text.length && /\s/.test(text[j]!)) j++;
        if (text[j] === close) {
          out += ch + close;
          i = j;
        } else {
          depth++;
          out += ch + newline();
        }
        break;
      }
      case '}':
      case ']':
        depth--;
        out += newline() + ch;
        break;
      case ',':
        out += `,${newline()}`;
        break;
      case ':':
        out += ': ';
        break;
      default:
        if (!/\s/.test(ch)) out += ch;
    }
  }
  return `${out}\n`;
}
