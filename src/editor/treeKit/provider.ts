// One provider per view, never recreated: it keeps the last children of every node it loaded,
// so a refresh re-renders in place (same ids, expansion kept), a failed refresh keeps the last
// data marked stale (under the message when the person must act, e.g. a rejected key), and a
// first load that takes a while shows a Loading line.
import { onDidChangeShownZone } from '../../shared/format/time';
import * as vscode from 'vscode';
import { asOwn } from '../ownInvocation';
import type { Priority, QuotaStatus } from '../../service/api/service';
import type { ConnectionApi } from '../connection/types';
import type { ItemRef } from '../../shared/items';
import type { Stale } from '../../shared/queries/freshness';
import type { LoadContext, Loaded, TreeNode } from './core/node';
import { uniqueIds, withStale } from './core/node';
import { toTreeItem, treeTooltip } from './render';
import { errorMessage, isCancellation, needsPerson } from '../errorPolicy';
import { failureNode, loadingNode } from './core/states';
import { addTreeView } from './views';

/** Loads shorter than this show their data directly, without a Loading line flashing first. */
const LOADING_DELAY_MS = 250;

export interface ViewSource {
  /** The view's id, for progress shown in the view. */
  viewId: string;
  /** Id of the (invisible) root; every node id in the view starts with it. */
  root: string;
  loadRoot(ctx: LoadContext): Promise<Loaded>;
  /**
   * Root nodes that need no loading, or undefined to load. [] lets the view's welcome content
   * show (no key and no demo; an empty watchlist).
   */
  fixedRoot(): TreeNode[] | undefined;
}

export interface ProviderDeps {
  connection: Pick<ConnectionApi, 'client' | 'state'>;
  log: Pick<vscode.LogOutputChannel, 'warn'>;
  isPinned(ref: ItemRef): boolean;
  /** The latest quota, to say when a load is waiting for it. */
  quota(): QuotaStatus | undefined;
  now?: () => number;
}

export interface ReloadOptions {
  /** Bypass the client's cache (never its quota). */
  refresh?: boolean;
  priority?: Priority;
  /** What is loading now no longer applies (e.g. the coins' sort changed): drop it. */
  supersede?: boolean;
}

interface Entry {
  /** What the view shows: the last good nodes (maybe marked stale) or a failure node. */
  shown?: TreeNode[];
  /** The last good nodes as loaded, unmarked; kept to fall back on. */
  good?: TreeNode[];
  receivedAt: number;
  dirty: boolean;
  refresh: boolean;
  priority: Priority;
  pending?: Promise<void>;
  controller?: AbortController;
  generation: number;
  /** Whether the view has been handed `shown` since it last changed. */
  delivered: boolean;
}

export class NodeProvider implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly entries = new Map<string, Entry>();
  /** The latest object handed out per id: VS Code resolves change events by object. */
  private readonly known = new Map<string, TreeNode>();
  private readonly now: () => number;

  /** Leaves the views the palette's Refresh and "click to retry" reach (./views). */
  private readonly unregister: () => void;

  /** Tooltips write their times in the shown zone: another zone has them written again. */
  private readonly zone = onDidChangeShownZone(() => this.rerender());

  constructor(private readonly source: ViewSource, private readonly deps: ProviderDeps) {
    this.now = deps.now ?? Date.now;
    this.unregister = addTreeView(this);
  }

  get root(): string {
    return this.source.root;
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    return toTreeItem(node, node.pin ? this.deps.isPinned(node.pin) : false, this.now());
  }

  resolveTreeItem(item: vscode.TreeItem, node: TreeNode): vscode.TreeItem {
    item.tooltip = treeTooltip(node, this.now(), this.deps.connection.state.mode === 'demo');
    return item;
  }

  async getChildren(node?: TreeNode): Promise<TreeNode[]> {
    const fixed = node ? undefined : this.source.fixedRoot();
    if (fixed) return this.remember(fixed);
    if (node?.children) return this.remember(node.children);
    if (node && !node.load) return [];
    const key = node?.id ?? this.source.root;
    const entry = this.entry(key);
    if (!entry.dirty && entry.shown) return this.deliver(entry);
    const pending = entry.pending ?? this.start(key, node, entry);
    // while reloading, the last good data stays in place; the change event brings the new
    if (entry.good && entry.shown) return this.deliver(entry);
    const done = await Promise.race([pending.then(() => true), delay(LOADING_DELAY_MS).then(() => false)]);
    if (done && entry.shown) return this.deliver(entry);
    return this.remember([loadingNode(key, this.deps.quota()?.waitingUntil, this.now())]);
  }

  /** Reload everything loaded so far (visible parts at once, the rest when next expanded). */
  reload(options: ReloadOptions = {}): void {
    for (const entry of this.entries.values()) this.markDirty(entry, options);
    this.changed.fire(undefined);
  }

  /** Reload only the root list (the watchlist's background refresh). */
  reloadRoot(options: ReloadOptions = {}): void {
    const entry = this.entries.get(this.source.root);
    if (entry) this.markDirty(entry, options);
    this.changed.fire(undefined);
  }

  /** Load the children of the node that produced `node` (an error line) again. */
  retry(node: TreeNode): void {
    const owner = node.owner ?? this.source.root;
    const entry = this.entries.get(owner);
    if (entry) this.markDirty(entry, {});
    this.fireFor(owner);
  }

  /** The connection changed (mode, key, plan): nothing loaded so far still applies. */
  reset(): void {
    for (const entry of this.entries.values()) entry.controller?.abort();
    this.entries.clear();
    // the whole view is asked for again, which hands out and remembers the new nodes
    this.known.clear();
    this.changed.fire(undefined);
  }

  /** Re-render without loading (e.g. pinned state changed). */
  rerender(): void {
    this.changed.fire(undefined);
  }

  /** Resolves when no load is in flight; for tests and commands that report completion. */
  async idle(): Promise<void> {
    for (;;) {
      const pending = [...this.entries.values()].map((e) => e.pending).filter((p): p is Promise<void> => !!p);
      if (!pending.length) return;
      await Promise.all(pending);
    }
  }

  dispose(): void {
    this.zone.dispose();
    this.unregister();
    for (const entry of this.entries.values()) entry.controller?.abort();
    this.changed.dispose();
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { receivedAt: 0, dirty: true, refresh: false, priority: 'view', generation: 0, delivered: false };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private markDirty(entry: Entry, options: ReloadOptions): void {
    entry.dirty = true;
    entry.refresh ||= !!options.refresh;
    entry.priority = options.priority ?? 'view';
    if (entry.pending && (options.refresh || options.supersede)) {
      // a load that may answer from cache, or for the old sort, gives way to the new one
      entry.controller?.abort();
      entry.pending = undefined;
      entry.generation++;
    }
  }

  private start(key: string, node: TreeNode | undefined, entry: Entry): Promise<void> {
    const generation = ++entry.generation;
    const controller = new AbortController();
    const options = { signal: controller.signal, refresh: entry.refresh, priority: entry.priority };
    entry.controller = controller;
    entry.dirty = false;
    entry.refresh = false;
    entry.priority = 'view';
    const current = (): boolean => entry.generation === generation && this.entries.get(key) === entry;

    const run = async (): Promise<void> => {
      try {
        const client = await this.deps.connection.client(controller.signal);
        const ctx: LoadContext = { client, options, now: this.now() };
        const loaded = node?.load ? await node.load(ctx) : await this.source.loadRoot(ctx);
        if (!current()) return;
        const nodes = uniqueIds(loaded.nodes);
        entry.good = nodes;
        entry.receivedAt = loaded.receivedAt ?? this.now();
        // an empty list served stale has no row to carry the mark: the failure is the row, and
        // says what the service's error says (a rate limit's retry time, a fix)
        entry.shown = !loaded.stale ? nodes : nodes.length ? withStale(nodes, loaded.stale)
          : [failureNode(key, loaded.stale.error ?? new Error(loaded.stale.reason), this.now())];
      } catch (error) {
        if (!current() || isCancellation(error)) return;
        this.deps.log.warn(`${this.source.viewId}: loading ${key} failed: ${errorMessage(error)}`);
        // an empty last list is no data to show stale: the view would say "none yet" with no word of the failure
        if (entry.good?.length) {
          const stale: Stale = { since: entry.receivedAt, reason: errorMessage(error) };
          // what the person must fix (a rejected key) goes on top, not only into tooltips
          const notice = needsPerson(error) ? [failureNode(key, error, this.now())] : [];
          entry.shown = [...notice, ...withStale(entry.good, stale)];
        } else {
          entry.shown = [failureNode(key, error, this.now())];
        }
      } finally {
        if (current()) {
          entry.pending = undefined;
          entry.controller = undefined;
          entry.delivered = false;
          // after any getChildren waiting on this load has taken the result
          setTimeout(() => {
            if (current() && !entry.delivered) this.fireFor(key);
          }, 0);
        }
      }
    };
    const pending = run();
    entry.pending = pending;
    void vscode.window.withProgress({ location: { viewId: this.source.viewId } }, () => pending);
    return pending;
  }

  private deliver(entry: Entry): TreeNode[] {
    entry.delivered = true;
    return this.remember(entry.shown ?? []);
  }

  private remember(nodes: TreeNode[]): TreeNode[] {
    // a row is the argument of its menu's commands: marked as the extension's own (src/editor/ownInvocation)
    for (const n of nodes) this.known.set(n.id, asOwn(n));
    return nodes;
  }

  private fireFor(key: string): void {
    // VS Code ignores an element it does not know: without one, refresh the whole view
    this.changed.fire(key === this.source.root ? undefined : this.known.get(key));
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
