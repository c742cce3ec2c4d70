// What a markdown previewer makes live in a text: every link address, every image and every piece
// of raw HTML. The previewer is markdown-it as VS Code's markdown preview sets it up
// (extensions/markdown-language-features, markdownEngine.ts and package.json): raw HTML on, linkify
// from `markdown.preview.linkify` (default on) without fuzzy links, typographer from
// `markdown.preview.typographer` (default off), breaks off, its link check (markdown-it's, plus
// `vscode:`, `vscode-insiders:` and `data:image/`), its front matter block at the top, and the inline
// linkify rule of the markdown-it it bundles (14.1, which finds the scheme in the pending text).
// A text is judged by each setting a person may choose, and once more by markdown-it's own linkify
// rule with every link let through, so a `command:` or `javascript:` link any check might one day
// allow shows up too.
import markdownIt from 'markdown-it';
import type { StateBlock, StateInline, Token } from 'markdown-it';

type MarkdownIt = ReturnType<typeof markdownIt>;

/** markdown-it 14.1's inline linkify rule, as bundled in VS Code's markdown preview. */
const SCHEME_BEFORE = /(?:^|[^a-z0-9.+-])([a-z][a-z0-9.+-]*)$/i;
function bundledLinkify(state: StateInline, silent: boolean): boolean {
  if (!state.md.options.linkify || state.linkLevel > 0) return false;
  const pos = state.pos;
  if (pos + 3 > state.posMax || state.src.slice(pos, pos + 3) !== '://') return false;
  const proto = SCHEME_BEFORE.exec(state.pending)?.[1];
  if (!proto) return false;
  const link = state.md.linkify.matchAtStart(state.src.slice(pos - proto.length));
  if (!link) return false;
  let url = link.url;
  if (url.length <= proto.length) return false;
  url = url.replace(/\*+$/, '');
  const href = state.md.normalizeLink(url);
  if (!state.md.validateLink(href)) return false;
  if (!silent) {
    state.pending = state.pending.slice(0, -proto.length);
    const open = state.push('link_open', 'a', 1);
    open.attrs = [['href', href]];
    open.markup = 'linkify';
    open.info = 'auto';
    state.push('text', '', 0).content = state.md.normalizeLinkText(url);
    const close = state.push('link_close', 'a', -1);
    close.markup = 'linkify';
    close.info = 'auto';
  }
  state.pos += url.length - proto.length;
  return true;
}

/**
 * VS Code's front matter: a first line `---` up to the next `---` at the margin, shown as data.
 * As markdown-it-front-matter, only where the document itself begins with it: a quote's or a list
 * item's first line `---` is not front matter (its rule checks the source's first character).
 */
function frontMatter(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const line = (n: number): string => state.src.slice(state.bMarks[n], state.eMarks[n]).replace(/\s+$/, '');
  if (startLine !== 0 || !state.src.startsWith('-') || state.tShift[0] !== 0 || line(0) !== '---') return false;
  let close = 1;
  while (close < endLine && (state.tShift[close] !== 0 || line(close) !== '---')) close++;
  if (close >= endLine) return false;
  if (silent) return true;
  const token = state.push('front_matter', '', 0);
  token.block = true;
  token.map = [0, close + 1];
  state.line = close + 1;
  return true;
}

interface Setup {
  linkify: boolean;
  typographer: boolean;
  /** VS Code's link check, inline linkify rule and front matter; else markdown-it's own rule and every link let through. */
  vscode: boolean;
}

function previewer(setup: Setup): MarkdownIt {
  const md = markdownIt({ html: true, breaks: false, linkify: setup.linkify, typographer: setup.typographer });
  md.linkify.set({ fuzzyLink: false });
  if (setup.vscode) {
    const validateLink = md.validateLink.bind(md);
    md.validateLink = (url: string): boolean => validateLink(url) || /^vscode(-insiders)?:/i.test(url) || /^data:image\/.*?;/.test(url);
    md.inline.ruler.at('linkify', bundledLinkify);
    md.block.ruler.before('fence', 'front_matter', frontMatter, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  } else {
    md.validateLink = (): boolean => true;
  }
  return md;
}

/** VS Code's preview with its default settings. */
export const preview = previewer({ linkify: true, typographer: false, vscode: true });

/** VS Code's preview with `markdown.preview.linkify` off: the structure, without addresses made links. */
export const previewWithoutLinkify = previewer({ linkify: false, typographer: false, vscode: true });

/** Every previewer a text is judged by. */
export const previewers: readonly MarkdownIt[] = [
  preview,
  previewer({ linkify: true, typographer: true, vscode: true }),
  previewWithoutLinkify,
  previewer({ linkify: true, typographer: true, vscode: false }),
  previewer({ linkify: false, typographer: false, vscode: false }),
];

export interface Live {
  links: string[];
  images: string[];
  html: string[];
}

export function liveMarkup(text: string, md: MarkdownIt = preview): Live {
  const live: Live = { links: [], images: [], html: [] };
  const walk = (tokens: Token[]): void => {
    for (const t of tokens) {
      if (t.type === 'link_open') live.links.push(String(t.attrGet('href') ?? ''));
      if (t.type === 'image') live.images.push(String(t.attrGet('src') ?? ''));
      if (t.type === 'html_block' || t.type === 'html_inline') live.html.push(t.content);
      if (t.children) walk(t.children);
    }
  };
  walk(md.parse(text, {}));
  return live;
}

/** An absolute http(s) address, as a browser reads the href. */
export function isWebAddress(href: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** Links to anything but a web address, images and raw HTML, by any previewer: what must not be in a note. */
export function unsafeMarkup(text: string): string[] {
  const found = new Set<string>();
  for (const md of previewers) {
    const live = liveMarkup(text, md);
    for (const href of live.links) if (!isWebAddress(href)) found.add(`link ${href}`);
    for (const src of live.images) found.add(`image ${src}`);
    for (const html of live.html) found.add(`html ${html}`);
  }
  return [...found];
}

/** The headings of a text: level and plain text. */
export function headings(text: string): { level: number; text: string }[] {
  const tokens = preview.parse(text, {});
  return tokens.flatMap((t, i) => (t.type === 'heading_open'
    ? [{ level: Number(t.tag.slice(1)), text: tokens[i + 1]!.children!.map((c) => c.content).join('') }]
    : []));
}

/** The contents of the fenced and indented code blocks of a text. */
export function codeBlocks(text: string): string[] {
  return preview.parse(text, {}).filter((t) => t.type === 'fence' || t.type === 'code_block').map((t) => t.content);
}
