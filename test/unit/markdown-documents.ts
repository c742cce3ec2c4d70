// Markdown texts made at random for property tests: lines of quote and list markers, indentation
// and tabs before fences, text, headings, breaks, table rows and HTML, which together make lazy
// lines, nested containers and fences that their container ends.
import * as fc from 'fast-check';

export const CONTAINERS = ['> ', '>', '>\t', ' > ', '- ', '-\t', '* ', '+ ', '1. ', '2) ', '10. ', '-    ', '-      ', '  ', '   ', '    ', '\t', ' \t', '  - ', '>  '];
export const BODIES = ['```', '````', '~~~', '~~~~', '```js', '``` `x`', '~~~ `y`', '```|a', 'text', '', '# h', '#no', '---', '===', '***', '- - -', '-', '1.', '2.',
  'a|b', '-|-', '|-|-|', '| x |', '<div>', '<!--', '-->', '</div>', '<span>', '<pre>', 'x', '    code', '\tcode', '> ', '- ```'];

export function markdownDocument(bodies: readonly string[] = BODIES, maxLines = 14): fc.Arbitrary<string> {
  return fc.array(
    fc.tuple(fc.array(fc.constantFrom(...CONTAINERS), { maxLength: 3 }), fc.constantFrom(...bodies)).map(([prefix, body]) => `${prefix.join('')}${body}`),
    { maxLength: maxLines },
  ).map((lines) => lines.join('\n'));
}
