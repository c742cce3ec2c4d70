// What a markdown previewer makes live in a text, judged by markdown-it with raw HTML on (as VS
// Code's preview): every link address, every image and every piece of raw HTML. markdown-it's own
// link check is off, so a `command:` or `javascript:` link the text carries shows up here.
import markdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

export const preview = markdownIt({ html: true, linkify: false });
preview.validateLink = (): boolean => true;

export interface Live {
  links: string[];
  images: string[];
  html: string[];
}

export function liveMarkup(text: string): Live {
  const live: Live = { links: [], images: [], html: [] };
  const walk = (tokens: Token[]): void => {
    for (const t of tokens) {
      if (t.type === 'link_open') live.links.push(String(t.attrGet('href') ?? ''));
      if (t.type === 'image') live.images.push(String(t.attrGet('src') ?? ''));
      if (t.type === 'html_block' || t.type === 'html_inline') live.html.push(t.content);
      if (t.children) walk(t.children);
    }
  };
  walk(preview.parse(text, {}));
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

/** Links to anything but a web address, images and raw HTML: what must not be in a note. */
export function unsafeMarkup(text: string): string[] {
  const live = liveMarkup(text);
  return [
    ...live.links.filter((href) => !isWebAddress(href)).map((href) => `link ${href}`),
    ...live.images.map((src) => `image ${src}`),
    ...live.html.map((html) => `html ${html}`),
  ];
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
