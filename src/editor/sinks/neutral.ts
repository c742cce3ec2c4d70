// Service text (titles, names, summaries, messages) is written by strangers. Each place it can
// reach in the editor is a sink with its own dangers, and each sink takes only text of its own
// branded type, which only its neutraliser below makes. A message written here with a tagged
// template (notice`Pinned "${title}".`) keeps its literal parts as written and neutralises
// every value placed in it, so a new surface cannot forget. Pure: no `vscode` import.
import { capNamePart } from '../../shared/format/fileName';
import { mdText, oneLine, visibleText } from '../../shared/format/markdown';

declare const sink: unique symbol;
type Sinked<Sink extends string> = string & { readonly [sink]: Sink };

/** Notification text: one line, no link syntax (VS Code runs `[label](command:…)` in a toast). */
export type NoticeText = Sinked<'notice'>;
/** A tree row's label or description, a panel's or view's title: one line of plain text. */
export type LabelText = Sinked<'label'>;
/** A quick pick's label, description or detail: one line, no `$(icon)` syntax. */
export type PickText = Sinked<'pick'>;
/** A status bar item's text: one line, no `$(icon)` syntax but our own icons. */
export type StatusText = Sinked<'status'>;
/** Markdown shown by VS Code (a tooltip, a chat answer): service text in it escaped as text. */
export type MarkdownText = Sinked<'markdown'>;

/** A value as one line of visible text (bidi and control characters dropped). */
function plain(value: unknown): string {
  return oneLine(value);
}

/** Square brackets swapped for full-width look-alikes, which no link syntax matches. */
function noticeValue(value: unknown): string {
  return plain(value).replace(/\[/g, '\uFF3B').replace(/\]/g, '\uFF3D');
}

/** `$(name)` escaped as `\$(name)`, which VS Code shows as typed instead of as an icon. */
function pickValue(value: unknown): string {
  return plain(value).replace(/\$\(/g, '\\$(');
}

type Neutraliser = (value: unknown) => string;

/** A value for a sink's template: not text already made for that sink (escaping it twice would show the escapes). */
type Raw<V, T> = V extends T ? never : V;

function template<T extends string>(neutralise: Neutraliser, literal: Neutraliser) {
  return <const V extends readonly unknown[]>(strings: TemplateStringsArray, ...values: { readonly [K in keyof V]: Raw<V[K], T> }): T =>
    strings.reduce((out, part, i) => out + literal(part) + (i < values.length ? neutralise(values[i]) : ''), '') as T;
}

const asWritten: Neutraliser = (part) => String(part);
/** A literal part on one line; not trimmed, or `label\`Compare: ${title}\`` would lose its space. */
const oneLinePart: Neutraliser = (part) => visibleText(String(part)).replace(/\s+/gu, ' ');

/** Service or file text as notification text. */
export function noticeText(value: unknown): NoticeText {
  return noticeValue(value) as NoticeText;
}
/** A notification: its own words as written, every value neutralised (noticeText). */
export const notice = template<NoticeText>(noticeValue, asWritten);

/** Service text as a tree row's label or description, or a title. */
export function labelText(value: unknown): LabelText {
  return plain(value) as LabelText;
}
/** A label: its own words as written (folded to one line), every value neutralised (labelText). */
export const label = template<LabelText>(plain, oneLinePart);

/** Service text as a quick pick's label, description or detail. */
export function pickText(value: unknown): PickText {
  return pickValue(value) as PickText;
}
/** A quick pick's text: its own words as written (icons allowed), every value neutralised (pickText). */
export const pick = template<PickText>(pickValue, asWritten);

/** A status bar item's text: its own words and icons as written, every value's `$(` escaped as a pick's (VS Code reads `\$(` as typed there too). */
export const status = template<StatusText>(pickValue, asWritten);

/** Service text placed in markdown as text: one line, every markdown character escaped. */
export function markdownText(value: unknown): MarkdownText {
  return mdText(value) as MarkdownText;
}
/** Markdown written here, every value placed in it as text (markdownText). */
export const markdown = template<MarkdownText>(mdText, asWritten);

/**
 * The localised forms of the templates above. `message` is our own words as the l10n bundle gives
 * them back, asked for with no arguments so its `{0}`, `{1}` are still in place:
 * `tNotice(l10n.t('Pinned "{0}".'), title)`. Each `{n}` becomes values[n] neutralised for the
 * sink, so a translation cannot let service text through unneutralised, and a value is never
 * read as a placeholder (the values are placed in one pass, after the words). The lint rule
 * `l10n/localised-sinks` requires `message` to be an `l10n.t('literal')` call.
 */
function localised<T extends string>(neutralise: Neutraliser, literal: Neutraliser) {
  return <const V extends readonly unknown[]>(message: string, ...values: { readonly [K in keyof V]: Raw<V[K], T> }): T =>
    message.split(/(\{\d+\})/).map((part) => {
      const slot = /^\{(\d+)\}$/.exec(part);
      return slot && Number(slot[1]) < values.length ? neutralise(values[Number(slot[1])]) : literal(part);
    }).join('') as T;
}
export const tNotice = localised<NoticeText>(noticeValue, asWritten);
export const tLabel = localised<LabelText>(plain, oneLinePart);
export const tPick = localised<PickText>(pickValue, asWritten);
export const tMarkdown = localised<MarkdownText>(mdText, asWritten);

/** Markdown this extension wrote itself, with no service text in it (or only text already neutralised). */
export function ownMarkdown(text: string): MarkdownText {
  return text as MarkdownText;
}

/** Pieces of markdown joined into one. */
export function joinMarkdown(parts: readonly (MarkdownText | undefined | false)[], separator: string): MarkdownText {
  return parts.filter((p): p is MarkdownText => typeof p === 'string' && p.length > 0).join(separator) as MarkdownText;
}

/** A file name made of service text: letters and digits kept, every other run one '-', no longer than a file system takes (capNamePart). */
export function fileNameText(value: unknown, fallback: string): string {
  const dashed = plain(value).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-/, '');
  return capNamePart(dashed).replace(/-$/, '') || fallback;
}
