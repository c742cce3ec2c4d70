// The body of a report panel, built as DOM. Markdown HTML from markdown-it (reportMarkdown.ts) is
// parsed in an inert document and rebuilt element by element from an allow-list, so only the
// tags and attributes markdown produces reach the page; links open through the host; images load
// lazily, without a referrer, and only while `socialPulse.loadRemoteImages` is on.
import * as l10n from '../../../shared/format/l10n';
import { parseCsv } from '../../../shared/protocol/csv';
import type { ReportData } from '../../../shared/protocol/report';
import { remoteImage, safeLinkUrl } from '../../../shared/protocol/display';
import { h } from '../dom';
import { post } from '../host';
import { renderReportMarkdown } from './reportMarkdown';
import { scrollX } from '../parts/scrollX';

const TAGS = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'em', 'strong', 's',
  'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'br',
]);
const ALIGN_CLASS = /^align-(left|center|right)$/;
/** The screen stays quick with a big CSV; copy and save still have every row. */
const MAX_CSV_ROWS = 500;

function copyAttributes(from: Element, to: HTMLElement, remoteImages: boolean): void {
  const tag = from.tagName.toLowerCase();
  const get = (name: string): string | undefined => from.getAttribute(name) ?? undefined;
  if (tag === 'a') {
    const href = safeLinkUrl(get('href'));
    if (href) to.setAttribute('href', href);
    to.setAttribute('title', get('title') ?? href ?? '');
  } else if (tag === 'img') {
    const image = remoteImage(get('src'), remoteImages);
    if (image) for (const [name, value] of Object.entries(image)) to.setAttribute(name, value);
    to.setAttribute('alt', get('alt') ?? '');
    const title = get('title');
    if (title) to.setAttribute('title', title);
  } else if (tag === 'ol') {
    const start = Number(get('start'));
    if (Number.isInteger(start)) to.setAttribute('start', String(start));
  } else if (tag === 'th' || tag === 'td') {
    const cls = get('class');
    if (cls && ALIGN_CLASS.test(cls)) to.className = cls;
  }
}

/** Copies text and allowed elements; an unknown element is dropped but its text is kept. */
function rebuild(from: Node, to: Node, remoteImages: boolean): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(document.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      const tag = child.tagName.toLowerCase();
      if (!TAGS.has(tag)) {
        rebuild(child, to, remoteImages);
        continue;
      }
      const el = document.createElement(tag);
      copyAttributes(child, el, remoteImages);
      if (tag === 'img' && !el.hasAttribute('src')) continue;
      if (tag === 'a' && !el.hasAttribute('href')) {
        rebuild(child, to, remoteImages);
        continue;
      }
      rebuild(child, el, remoteImages);
      to.appendChild(el);
    }
  }
}

function markdownBody(data: ReportData, remoteImages: boolean): HTMLElement {
  const html = renderReportMarkdown(data.text, { base: data.sourceUrl, remoteImages });
  const inert = new DOMParser().parseFromString(html, 'text/html');
  const root = h('div', { class: 'report-markdown' });
  rebuild(inert.body, root, remoteImages);
  // a click opens the link through the host (http(s) only); VS Code's own link handling would
  // open it too, so the event stops here
  root.addEventListener('click', (event) => {
    const a = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!a) return;
    event.preventDefault();
    event.stopPropagation();
    const url = a.getAttribute('href');
    if (url) post({ type: 'openLink', url });
  });
  return root;
}

function csvBody(text: string): HTMLElement {
  const rows = parseCsv(text);
  const [head, ...body] = rows;
  if (!head) return h('p', { class: 'empty' }, l10n.t('The CSV report is empty.'));
  const shown = body.slice(0, MAX_CSV_ROWS);
  return h('div', {},
    scrollX(h('table', { class: 'data' }, h('caption', { class: 'sr-only' }, l10n.t('The report\'s table')),
      h('thead', {}, h('tr', {}, ...head.map((c) => h('th', { attrs: { scope: 'col' } }, c)))),
      h('tbody', {}, ...shown.map((r) => h('tr', {}, ...r.map((c) => h('td', {}, c))))))),
    body.length > shown.length
      ? h('p', { class: 'note' }, l10n.t('The first {0} of {1} rows are shown; copy or save the report for all of them.', shown.length, body.length))
      : undefined);
}

export function reportBody(data: ReportData, remoteImages: boolean): HTMLElement {
  switch (data.format) {
    case 'markdown':
      return markdownBody(data, remoteImages);
    case 'csv':
      return csvBody(data.text);
    case 'json':
      return h('pre', { class: 'report-json' }, h('code', {}, data.text));
  }
}
