// A category's topics as a sortable table; a topic opens its own panel.
import * as l10n from '../../../shared/format/l10n';
import type { CategoryTopicItem } from '../../../service/api/types';
import { figure, type FigureId } from '../../../shared/figures/catalogue';
import { formatFigure } from '../../../shared/figures/format';
import { rankMove } from '../../../shared/format/rank';
import { h, linkButton } from '../dom';
import { post } from '../host';
import { explained } from './figure';
import { scrollX } from './scrollX';
import type { TopicsPlace } from './topicsPlace';

export interface TopicsSort {
  key: string;
  desc: boolean;
}

interface Column {
  key: string;
  readonly label: string;
  /** What a short label stands for ("1 h": the rank's move in 1 hour), on hover and said after it. */
  readonly description?: string;
  /** The figure of the column, whose label and definition the catalogue gives (src/shared/figures). */
  figure?: FigureId;
  num: boolean;
  /** The value sorted by. */
  value(t: CategoryTopicItem): number | string | undefined;
  cell(t: CategoryTopicItem): Node | string;
}

function move(current: number | undefined, previous: number | undefined): Node | string {
  const m = rankMove(current, previous);
  if (!m) return '—';
  const dir = m.delta > 0 ? 'up' : m.delta < 0 ? 'down' : 'same';
  return h('span', { class: `move ${dir}`, attrs: { title: m.words } },
    h('span', { attrs: { 'aria-hidden': 'true' } }, m.symbol), h('span', { class: 'sr-only' }, m.words));
}

function delta(current: number | undefined, previous: number | undefined): number | undefined {
  return current !== undefined && previous !== undefined ? previous - current : undefined;
}

/** A column of a figure read from the topic's field of the same name. */
function figureColumn(id: 'topic_rank' | 'interactions_24h' | 'num_contributors' | 'num_posts' | 'social_dominance'): Column {
  return { key: id, figure: id, num: true, value: (t) => t[id], cell: (t) => formatFigure(id, t[id]), get label() { return figure(id).label; } };
}

const COLUMNS: readonly Column[] = [
  figureColumn('topic_rank'),
  {
    key: 'title', label: l10n.t('Topic'), num: false, value: (t) => t.title || t.topic,
    cell: (t) => linkButton(t.title || t.topic, () => post({ type: 'openItem', ref: { kind: 'topic', id: t.topic, title: t.title || t.topic } }), l10n.t('Open topic {0}', t.topic)),
  },
  {
    key: 'move_1h', label: l10n.t('1 h'), description: l10n.t('Rank move in 1 hour'), num: true,
    value: (t) => delta(t.topic_rank, t.topic_rank_1h_previous), cell: (t) => move(t.topic_rank, t.topic_rank_1h_previous),
  },
  {
    key: 'move_24h', label: l10n.t('24 h'), description: l10n.t('Rank move in 24 hours'), num: true,
    value: (t) => delta(t.topic_rank, t.topic_rank_24h_previous), cell: (t) => move(t.topic_rank, t.topic_rank_24h_previous),
  },
  figureColumn('interactions_24h'),
  figureColumn('num_contributors'),
  figureColumn('num_posts'),
  figureColumn('social_dominance'),
];

export const DEFAULT_TOPICS_SORT: TopicsSort = { key: 'topic_rank', desc: false };

function compare(a: number | string | undefined, b: number | string | undefined, desc: boolean): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  const r = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  return desc ? -r : r;
}

export function sortTopics(topics: readonly CategoryTopicItem[], sort: TopicsSort): CategoryTopicItem[] {
  const col = COLUMNS.find((c) => c.key === sort.key) ?? COLUMNS[0]!;
  return [...topics].sort((a, b) => compare(col.value(a), col.value(b), sort.desc));
}

/** Draws the table into `body`; `onSort` gets the new sort and redraws `body` with it; `place` hears of the rows drawn. */
export function drawTopics(body: HTMLElement, topics: readonly CategoryTopicItem[], sort: TopicsSort, onSort: (s: TopicsSort) => void, place?: TopicsPlace): void {
  if (topics.length === 0) {
    body.append(h('p', { class: 'empty' }, l10n.t('No topics in this category.')));
    return;
  }
  const head = h('tr', {}, ...COLUMNS.map((c) => {
    const active = c.key === sort.key;
    return h('th', {
      class: c.num ? 'num' : undefined,
      // a figure's header explains it, and says the category's topic list is where it was read
      attrs: {
        scope: 'col', 'aria-sort': active ? (sort.desc ? 'descending' : 'ascending') : 'none',
        ...(c.figure ? explained(c.figure, { op: 'categoryTopics' }) : c.description ? { title: c.description, 'aria-description': c.description } : {}),
      },
    }, h('button', {
      class: 'sort', attrs: { type: 'button', title: l10n.t('Sort by {0}', c.description ?? c.label), 'data-key': c.key },
      on: {
        click: () => {
          onSort({ key: c.key, desc: active ? !sort.desc : c.num && c.key !== 'topic_rank' });
          // the redraw replaced this button: keep focus on its successor
          body.querySelector<HTMLElement>(`button.sort[data-key="${c.key}"]`)?.focus();
        },
      },
    }, c.label, active ? h('span', { class: `codicon codicon-arrow-${sort.desc ? 'down' : 'up'}`, attrs: { 'aria-hidden': 'true' } }) : undefined));
  }));
  const sorted = sortTopics(topics, sort);
  const rows = sorted.map((t) => h('tr', {},
    ...COLUMNS.map((c) => h('td', { class: c.num ? 'num' : undefined }, c.cell(t)))));
  body.append(scrollX(h('table', { class: 'data topics' },
    h('caption', { class: 'sr-only' }, l10n.t('Topics in this category; column headers sort the table')),
    h('thead', {}, head), h('tbody', {}, ...rows))));
  place?.drawn(rows, sorted.map((t) => t.topic));
}
