// The tree model: plain data, no `vscode` import, so node builders are tested in plain Node.
// The provider (../provider.ts) turns nodes into TreeItems and owns loading, caching and states.
import type { RequestOptions, SocialClient } from '../../../service/api/service';
import type { ItemRef } from '../../../shared/items';
import { isItemRef } from '../../../shared/items';
import type { Stale } from '../../../shared/queries/freshness';
import { joinMarkdown, type MarkdownText } from '../../sinks/neutral';

export interface LoadContext {
  client: SocialClient;
  /** Signal, priority and cache bypass for every request of this load. */
  options: RequestOptions;
  /** ms since the epoch, for ages such as "5 h ago". */
  now: number;
}

export interface Loaded {
  nodes: TreeNode[];
  /** The oldest answer used, ms since the epoch; undefined when nothing was fetched. */
  receivedAt?: number;
  /** Set when the client served cached data because the network failed. */
  stale?: Stale;
}

export type NodeAction =
  | { kind: 'open'; ref: ItemRef }
  | { kind: 'command'; command: string; title: string; args?: unknown[] }
  /** Load the owner's children again. */
  | { kind: 'retry' };

export interface TreeNode {
  /** Unique in its view and stable across reloads: VS Code keeps expansion by it. */
  id: string;
  label: string;
  description?: string;
  /**
   * Markdown with service text escaped (format/markdown), or what writes it when the row is first
   * hovered: list rows, most of which nobody hovers, are shown without writing theirs.
   */
  tooltip?: MarkdownText | (() => MarkdownText);
  /** What a screen reader says instead of label and description (words, not ▲ or ·). */
  a11y?: string;
  /** Codicon id, e.g. `error`, `loading~spin`. */
  icon?: string;
  /** Context value of state nodes (`error`, `plan`, ...). Items with `pin` get pinnable/pinned. */
  contextValue?: string;
  /** The item the pin and unpin commands act on. */
  pin?: ItemRef;
  /** An http(s) address the item's Open in Browser action opens (a post's link). */
  link?: string;
  action?: NodeAction;
  /** Id of the node whose load produced this one ('' for the root). */
  owner?: string;
  /** Starts expanded (only for nodes with children). */
  expanded?: boolean;
  /** Children known without a request. */
  children?: TreeNode[];
  /** Children fetched on expansion. */
  load?: (ctx: LoadContext) => Promise<Loaded>;
  stale?: Stale;
}

/** One id segment: identifiers may hold spaces, `#`, `$` or (post ids) anything. */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}

export function childId(parent: string, ...parts: (string | number)[]): string {
  return [parent, ...parts.map(seg)].join('/');
}

/** The node's tooltip Markdown, written now if the node writes it on demand. */
export function tooltipText(node: TreeNode): MarkdownText | undefined {
  return typeof node.tooltip === 'function' ? node.tooltip() : node.tooltip;
}

/** Lines of a tooltip, joined with hard line breaks; empty entries are dropped. */
export function tooltipLines(lines: readonly (MarkdownText | undefined | false)[]): MarkdownText {
  return joinMarkdown(lines, '  \n');
}

export function hasChildren(node: TreeNode): boolean {
  return !!node.children || !!node.load;
}

/**
 * Lists from the service can hold the same item twice (a topic listed twice, a post repeated
 * across pages, two related topics differing only in case): the first copy is kept and later
 * ones are dropped. A copy renamed instead would show the same item twice, and its children,
 * whose ids derive from the original id (often inside a `load` closure), would collide with
 * the first copy's, which VS Code refuses ("Element with id … is already registered").
 */
export function uniqueIds(nodes: TreeNode[]): TreeNode[] {
  const seen = new Set<string>();
  return nodes.filter((n) => {
    if (seen.has(n.id)) return false;
    seen.add(n.id);
    return true;
  });
}

export function withStale(nodes: readonly TreeNode[], stale: Stale): TreeNode[] {
  return nodes.map((n) => (n.stale ? n : { ...n, stale }));
}

export function isNode(arg: unknown): arg is TreeNode {
  return typeof arg === 'object' && arg !== null && typeof (arg as TreeNode).id === 'string' && typeof (arg as TreeNode).label === 'string';
}

/**
 * What a command was given: an ItemRef, or a tree node (menus pass the element): its pinned
 * item, else the item it opens (posts and creators, for the report commands).
 */
export function refFromArg(arg: unknown): ItemRef | undefined {
  if (isItemRef(arg)) return arg;
  if (typeof arg === 'object' && arg !== null && 'pin' in arg && isItemRef((arg as TreeNode).pin)) return (arg as TreeNode).pin;
  if (isNode(arg) && arg.action?.kind === 'open' && isItemRef(arg.action.ref)) return arg.action.ref;
  return undefined;
}
