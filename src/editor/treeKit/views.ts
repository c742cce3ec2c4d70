// Every tree view's provider, for the commands that act across views whichever feature made them:
// the palette's Refresh reloads each, and "click to retry" finds the view a failed row belongs to.
// A NodeProvider adds itself when made and leaves when disposed, so a feature neither imports
// another's views nor lists them. The providers are made in the editor bundle (src/main/extension.ts),
// which holds the one copy of this module the commands read.
import type { TreeNode } from './core/node';

export interface RegisteredView {
  /** Id of the view's root; every node id in the view starts with it. */
  readonly root: string;
  reload(options: { refresh?: boolean }): void;
  retry(node: TreeNode): void;
}

const views = new Set<RegisteredView>();

/** Adds `view`; the function returned removes it. */
export function addTreeView(view: RegisteredView): () => void {
  views.add(view);
  return () => views.delete(view);
}

/** Every view's provider, in the order they were made. */
export function treeViews(): readonly RegisteredView[] {
  return [...views];
}

/** The view a node belongs to: the one whose root its owner (or it) is, or is under. */
export function viewOf(node: TreeNode): RegisteredView | undefined {
  const owner = node.owner ?? node.id;
  return [...views].find((v) => owner === v.root || owner.startsWith(`${v.root}/`));
}
