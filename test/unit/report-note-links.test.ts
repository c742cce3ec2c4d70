// Links and images in a report that leaves the editor (inserted, copied, saved): only http(s)
// links stay live, every other scheme becomes text and every image a plain link, judged by what
// markdown-it makes of the result as VS Code's preview sets it up (linkify on, typographer on or
// off, front matter) and with its own link check off (markdown-oracle.ts).
import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { safeMarkdown } from '../../src/shared/render/safeMarkdown';
import { reportBlock } from '../../src/editor/toNotes/core/wrap';
import { liveMarkup, unsafeMarkup } from './markdown-oracle';

const SCHEMES = [
  'command:workbench.action.terminal.new', 'command:_workbench.downloadResource?%5B%22x%22%5D', 'file:///etc/passwd',
  'vscode://vscode.git/clone?url=x', 'vscode-insiders://x', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)',
  'java\tscript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/png;base64,iVBORw0KGgo=', 'vbscript:msgbox(1)',
  'mailto:a@b.example', 'ftp://ftp.example/x', 'ssh://host', 'x-custom:thing', '//evil.example/x', '/etc/passwd', 'relative/path.md',
  '#fragment', '&#106;avascript:alert(1)', '&#x6A;avascript:alert(1)', '&#99;ommand:x', '%6Aavascript:alert(1)', 'command&#58;x',
  'java&#x0A;script:alert(1)', '\\javascript:alert(1)',
];

/** One line per way of writing a link or image to `url`. */
function forms(url: string): string[] {
  return [
    `[inline](${url})`, `[angle](<${url}>)`, `[titled](${url} "title")`, `![image](${url})`, `![](${url})`,
    `[![badge](${url})](${url})`, `[ref][r] [collapsed][] [shortcut]`, `![ref image][r]`,
    `\n\n[r]: ${url}\n[collapsed]: <${url}> 'title'\n[Shortcut]: ${url} (title)\n[ref image]: ${url}`,
  ];
}

describe('reports: links in a note', () => {
  it('turns a link of every other scheme into its text, however it is written', () => {
    for (const url of SCHEMES) {
      const text = forms(url).join('\n');
      const out = safeMarkdown(text);
      assert.deepEqual(unsafeMarkup(out), [], `${JSON.stringify(url)} -> ${JSON.stringify(out)}`);
      assert.ok(!/(?<!\\)\]:/.test(out), `a definition is left in ${JSON.stringify(out)}`);
    }
    assert.equal(safeMarkdown('[click me](javascript:alert(1)) and [run](command:workbench.action.terminal.new)'), 'click me and run');
    assert.equal(safeMarkdown('[*em* and `code`](JaVaScRiPt:alert(1))'), '*em* and `code`');
  });

  it('keeps http(s) links, written again from the checked address', () => {
    assert.equal(safeMarkdown('[a](https://x.example/p?q=1&r=(2)) [b](<http://y.example/a b>) [c](HTTPS://Z.example "t")'),
      '[a](<https://x.example/p?q=1&r=(2)>) [b](<http://y.example/a%20b>) [c](<https://z.example/>)');
    assert.equal(safeMarkdown('[ref][R]\n\n[r]: https://x.example/ref'), '[ref](<https://x.example/ref>)\n');
    assert.equal(safeMarkdown('<https://x.example/auto>'), '<https://x.example/auto>');
    // entities and escapes in a destination are read as markdown reads them; nothing in the result decodes again
    assert.equal(safeMarkdown('[e](https://x.example/?a=1&amp;b=2) [f](https://x.example/\\(x\\)) [g](https://x.example/?q=&copy;)'),
      '[e](<https://x.example/?a=1&b=2>) [f](<https://x.example/(x)>) [g](<https://x.example/?q=\\&copy;>)');
    assert.deepEqual(liveMarkup(safeMarkdown('[g](https://x.example/?q=&copy;)')).links, ['https://x.example/?q=&copy;']);
  });

  it('turns images into plain links, or their text when the address is not http(s)', () => {
    assert.equal(safeMarkdown('![chart](https://img.example/c.png "t") ![](https://img.example/d.png) ![pixel](data:image/gif;base64,R0lGOD)'),
      '[chart](<https://img.example/c.png>) [image](<https://img.example/d.png>) pixel');
    // an image inside a link is the link's text; a link inside an image's text is text
    assert.equal(safeMarkdown('[![badge](https://img.example/b.svg)](https://ci.example/)'), '[badge](<https://ci.example/>)');
    assert.equal(safeMarkdown('![a [b](https://x.example/) c](https://img.example/i.png)'), '[a b c](<https://img.example/i.png>)');
    assert.equal(safeMarkdown('![x][logo]\n\n[logo]: https://tracker.example/p.gif'), '[x](<https://tracker.example/p.gif>)\n');
    // HTML images are inert already
    assert.equal(safeMarkdown('<img src="https://tracker.example/p.gif">'), '&lt;img src="https://tracker.example/p.gif">');
  });

  it('writes autolinks of other schemes as text', () => {
    const out = safeMarkdown('<command:workbench.action.terminal.new> <file:///etc/passwd> <VSCODE://x> <me@example.com> <https://ok.example/>');
    assert.equal(out, '\\<command:workbench.action.terminal.new> \\<file:///etc/passwd> \\<VSCODE://x> \\<me\\@example.com> <https://ok.example/>');
    assert.deepEqual(liveMarkup(out).links, ['https://ok.example/']);
  });

  it('follows nested brackets, code spans and escapes as markdown does', () => {
    assert.equal(safeMarkdown('[a [b] c](command:x)'), 'a [b] c');
    assert.equal(safeMarkdown('[a [b](command:x) c](https://y.example/)'), '[a b c\\](https://y.example/)');
    assert.equal(safeMarkdown('[a `]` b](command:x)'), 'a `]` b');
    assert.equal(safeMarkdown('\\[not](command:x) [1] and [2]: text'), '\\[not](command:x) [1] and [2]: text');
    assert.equal(safeMarkdown('[[[[deep](command:x)]]]]'), '[[[deep]]]]');
    // a code span is not spared: an escape inside one shows, but no link hides in it
    assert.equal(safeMarkdown('`[x](command:y)`'), '`[x\\](command:y)`');
  });

  it('drops reference definitions, the first of a label winning, and leaves text that only looks like one', () => {
    const out = safeMarkdown('[one] [two]\n\n[ONE]: https://a.example/1\n[one]: command:x\n[two]:\n  command:y\n\ntext\n[three]: command:z');
    assert.deepEqual(unsafeMarkup(out), []);
    assert.deepEqual(liveMarkup(out).links, ['https://a.example/1']);
    assert.ok(out.includes('text\n[three\\]: command:z'), out);
  });

  it('leaves fenced code as written and closes a fence left open', () => {
    const code = '```md\n[a](command:x) ![i](https://t.example/p.gif) <b>\n```\n\n~~~~\n[r]: command:y\n~~~~';
    assert.equal(safeMarkdown(code), code);
    assert.equal(safeMarkdown('text\n\n````js\nopen [a](command:x)\n```\n\n'), 'text\n\n````js\nopen [a](command:x)\n```\n````\n\n');
    assert.equal(safeMarkdown('~~~\nopen'), '~~~\nopen\n~~~');
  });

  it('an autolink made by escaping a tag inside it is escaped too', () => {
    // found by the property below: `<a>` inside became `&lt;a>`, which let `<command:x…>` link
    assert.deepEqual(unsafeMarkup(safeMarkdown('<command:x<a> ')), []);
  });

  it('leaves nothing live where VS Code\'s linkify takes the backslash of an escape after an address', () => {
    // linkify reads `\\` as part of a path, so the `<`, `[`, `]` or `!` after it is no longer escaped
    const shapes = [
      'https://a.example/x\\<img src=https://evil.example/x.png>',
      'https://a.example/x\\<command:workbench.action.terminal.new>',
      'https://a.example/x\\<vscode://vscode.git/clone?url=x>',
      'https://a.example/x\\\\\\<img src=https://evil.example/x.png>',
      '[a https://a.example/x\\](command:workbench.action.terminal.new)',
      'https://a.example/x\\![i](https://evil.example/x.png)',
      'https://a.example/x\\[a](command:workbench.action.terminal.new)',
    ];
    for (const text of shapes) {
      const out = safeMarkdown(text);
      assert.deepEqual(unsafeMarkup(out), [], `${JSON.stringify(text)} -> ${JSON.stringify(out)}`);
    }
    // found by the property below: the guard's own `\\<` after an address was taken the same way
    assert.equal(safeMarkdown('https://ok.example/a<command:x>'), 'https://ok.example/a&lt;command:x>');
    // away from an address an escape stays a backslash, as readable as before
    assert.equal(safeMarkdown('see \\<b> and <command:x>'), 'see \\<b> and \\<command:x>');
  });

  it('ends what linkify would link to another scheme than http(s), and keeps http(s) addresses whole', () => {
    const out = safeMarkdown('a@b.example ftp://f.example/x //evil.example/x mailto:a@b.example FTP://f.example');
    assert.equal(out, 'a\\@b.example ftp:\\//f.example/x \\//evil.example/x mailto:a\\@b.example FTP:\\//f.example');
    assert.deepEqual(unsafeMarkup(out), []);
    const web = 'see https://x.example/@creator and https://www.tiktok.example/@name/video/1, @handle, a // b';
    assert.equal(safeMarkdown(web), web);
    assert.deepEqual(liveMarkup(web).links, ['https://x.example/@creator', 'https://www.tiktok.example/@name/video/1']);
  });

  it('a report starting with `---` opens no front matter, which would hide a fence from the scan', () => {
    const text = '---\n```\n---\n<img src=https://evil.example/x.png>\n```';
    const out = safeMarkdown(text);
    assert.equal(out, `\\${text}`);
    assert.deepEqual(unsafeMarkup(out), []);
  });

  it('leaves no unsafe link, image or HTML in any mix of markdown syntax', () => {
    const piece = fc.constantFrom('[', ']', '(', ')', '!', '<', '>', '`', '```', '~~~', '\\', '"', "'", ':', ' ', '\n', '\n\n', '- ', '> ',
      '# ', '    ', '|', '---', 'a', 'ref', '[ref]: ', '&#106;', '&amp;', 'x@y.example', 'command:x', 'javascript:alert(1)',
      'https://ok.example/a', 'file:///etc', '<img src=x>', '*',
      // what VS Code's linkify reads: addresses, their paths, e-mail and other schemes it links
      'https://a.example/x', '/', '//', '@', 'ftp:', 'mailto:', 'b.example', '&lt;', '\\<', '\\[', '\\]', '\\!');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
      const out = safeMarkdown(parts.join(''));
      assert.deepEqual(unsafeMarkup(out), [], JSON.stringify(out));
    }), { numRuns: 3000 });
  });

  it('the note block too: hostile links and images leave nothing unsafe', () => {
    const text = `# Report\n\n${SCHEMES.flatMap(forms).join('\n')}`;
    const block = reportBlock({ title: 'x', format: 'markdown', text, sourceUrl: 'https://lunarcrush.ai/topic/x', origin: 'service' }, 0);
    assert.deepEqual(unsafeMarkup(block), []);
  });
});
