// The Searches view's rows: one per saved search. A click opens its summary panel; the context
// menu renames it, edits its terms, re-prioritises or deletes it. Pure: tested in plain Node.
import * as l10n from '../../shared/format/l10n';
import type { SavedSearch } from '../../service/api/types-searches';
import { truncate } from '../../shared/format/markdown';
import { formatDateTime } from '../../shared/protocol/display';
import { searchRef } from '../../shared/items';
import { writeTerms } from '../../shared/format/terms';
import type { LoadContext, Loaded, TreeNode } from '../../editor/treeKit/core/node';
import { childId, uniqueIds, tooltipLines } from '../../editor/treeKit/core/node';
import { freshness } from '../../shared/queries/freshness';
import { markdown, tMarkdown } from '../../editor/sinks/neutral';

export const SEARCHES_ROOT = 'searches';
export const SAVED_SEARCH_CONTEXT = 'savedSearch';

export function savedSearchNode(parent: string, s: SavedSearch): TreeNode {
  // the row is cut to fit the side bar; the item keeps the whole name (Rename starts from it)
  const name = s.name || s.id;
  const terms = writeTerms(s.search_json.terms);
  return {
    id: childId(parent, s.id),
    label: truncate(name, 80),
    description: [s.priority ? l10n.t('priority') : undefined, truncate(terms, 60)].filter(Boolean).join(' · '),
    a11y: s.priority ? l10n.t('Saved search {0}, priority, terms {1}', name, terms || '—') : l10n.t('Saved search {0}, terms {1}', name, terms || '—'),
    tooltip: tooltipLines([
      markdown`**${name}**`,
      tMarkdown(l10n.t('Terms: {0}'), terms || '—'),
      s.search_json.rollups.length ? tMarkdown(l10n.t('Rolled up: {0}'), s.search_json.rollups.join(', ')) : undefined,
      s.priority ? tMarkdown(l10n.t('Priority: refreshed more often')) : undefined,
      s.created !== undefined ? tMarkdown(l10n.t('Created {0}'), formatDateTime(s.created)) : undefined,
      tMarkdown(l10n.t('Click to see its summary.')),
    ]),
    icon: s.priority ? 'star-full' : 'search',
    contextValue: SAVED_SEARCH_CONTEXT,
    action: { kind: 'open', ref: searchRef(s.id, name) },
  };
}

export async function loadSavedSearches(ctx: LoadContext): Promise<Loaded> {
  const answer = await ctx.client.searchesList(ctx.options);
  // none: the view's welcome text offers to save one
  if (!answer.data.length) return { nodes: [], ...freshness([answer]) };
  return { nodes: uniqueIds(answer.data.map((s) => savedSearchNode(SEARCHES_ROOT, s))), ...freshness([answer]) };
}
