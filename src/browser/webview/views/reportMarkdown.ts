// Markdown reports to HTML with markdown-it, configured for untrusted text: raw HTML off (it shows
// as text), links kept only when they resolve to http(s), images only over https and only while
// remote images are allowed, table alignment as classes (the CSP refuses style attributes). No
// DOM here, so the rules are tested in Node.
import markdownIt from 'markdown-it';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import * as l10n from '../../../shared/format/l10n';
import { safeImageUrl, safeLinkUrl } from '../../../shared/protocol/display';

export interface RenderEnv {
  /** The report's own address: relative links and images resolve against it. */
  base?: string;
  /** `socialPulse.loadRemoteImages`; false: every image shows as its text. */
  remoteImages?: boolean;
}

function resolve(url: string | number | null, base: string | undefined): string | undefined {
  if (typeof url !== 'string' || !url) return undefined;
  try {
    return new URL(url, base).href;
  } catch {
    return undefined;
  }
}

function envOf(state: StateCore): RenderEnv {
  return (state.env ?? {}) as RenderEnv;
}

/**
 * A link that is not http(s) loses its anchor and keeps its text; an image that is not https, or
 * any image while remote images are off, becomes its alt text.
 */
function secureInline(children: Token[], state: StateCore, env: RenderEnv): Token[] {
  const base = typeof env.base === 'string' ? env.base : undefined;
  const out: Token[] = [];
  // CommonMark links never nest, so one flag pairs an opener with its closer
  let dropClose = false;
  for (const t of children) {
    if (t.type === 'link_open') {
      const href = safeLinkUrl(resolve(t.attrGet('href'), base));
      if (href) {
        t.attrSet('href', href);
        out.push(t);
      }
      dropClose = !href;
      continue;
    }
    if (t.type === 'link_close' && dropClose) {
      dropClose = false;
      continue;
    }
    if (t.type === 'image') {
      const src = env.remoteImages === false ? undefined : safeImageUrl(resolve(t.attrGet('src'), base));
      if (!src) {
        const alt = new state.Token('text', '', 0);
        alt.content = t.content ? l10n.t('[image: {0}]', t.content) : l10n.t('[image]');
        out.push(alt);
        continue;
      }
      t.attrSet('src', src);
    }
    out.push(t);
  }
  return out;
}

const ALIGN = /^text-align:\s*(left|center|right)$/;

function secure(state: StateCore): void {
  const env = envOf(state);
  for (const token of state.tokens) {
    if (token.type === 'inline' && token.children) token.children = secureInline(token.children, state, env);
    if ((token.type === 'th_open' || token.type === 'td_open') && token.attrs) {
      const align = ALIGN.exec(String(token.attrGet('style') ?? ''));
      token.attrs = align ? [['class', `align-${align[1]}`]] : null;
    }
  }
}

export function createReportRenderer(): MarkdownIt {
  const md = markdownIt({ html: false, linkify: true, typographer: false });
  md.core.ruler.push('social_pulse_secure', (state) => {
    secure(state);
  });
  return md;
}

let shared: MarkdownIt | undefined;

/** HTML from markdown-it: every text escaped, no raw HTML, only checked links and images. */
export function renderReportMarkdown(text: string, env: RenderEnv = {}): string {
  shared ??= createReportRenderer();
  return shared.render(text, { ...env });
}
