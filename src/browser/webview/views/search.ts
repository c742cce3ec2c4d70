// A search's panel. A saved search: its summary and top posts, with rename, terms, priority and delete.
// A term searched: the posts that match it, and a button to save it as a saved search.
import * as l10n from '../../../shared/format/l10n';
import './people.css';
import { searchTermOf } from '../../../shared/items';
import { writeTerms } from '../../../shared/format/terms';
import type { DataMessage, ErrorMessage, StateMessage } from '../../../shared/protocol/messages';
import type { ItemAction } from '../../../shared/protocol/people';
import { button, h } from '../dom';
import { post } from '../host';
import { PageHeader } from '../parts/header';
import { drawPosts } from '../parts/people';
import { drawSearchSummary } from '../parts/searchSummary';
import type { FrameOptions } from '../section';
import { Frames } from './frames';
import type { ViewContext, ViewController } from './view';

const POSTS_FRAME: FrameOptions = { section: 'search', title: l10n.t('Top posts'), tables: [{ table: 'posts', label: l10n.t('Export top posts as CSV') }] };

function action(label: string, act: ItemAction, icon: string): HTMLElement {
  return button(label, () => post({ type: 'itemAction', action: act }), { icon, class: 'button secondary' });
}

export class SearchView implements ViewController {
  readonly root: HTMLElement;
  private readonly header: PageHeader;
  private readonly frames: Frames;
  private readonly term: string | undefined;

  constructor(private readonly ctx: ViewContext) {
    this.term = searchTermOf(ctx.ref);
    this.header = new PageHeader('search', ctx.ref.title || ctx.ref.id);
    if (this.term === undefined) {
      this.frames = new Frames([{ section: 'search', title: l10n.t('Summary of the last 24 hours') }, POSTS_FRAME]);
      this.header.addActions(action(l10n.t('Rename…'), 'renameSearch', 'edit'), action(l10n.t('Terms…'), 'editSearchTerms', 'list-flat'),
        action(l10n.t('Priority…'), 'searchPriority', 'star-empty'),
        action(l10n.t('Delete…'), 'deleteSearch', 'trash'), action(l10n.t('Open Report'), 'openReport', 'markdown'));
    } else {
      this.frames = new Frames([POSTS_FRAME]);
      this.header.setFacts(l10n.t('Search'), l10n.t('recently popular posts matching "{0}"', this.term));
      this.header.addActions(action(l10n.t('Save as Saved Search…'), 'saveSearch', 'save'), action(l10n.t('Open Report'), 'openReport', 'markdown'));
    }
    this.root = h('div', { class: 'view view-search' }, this.header.root, ...this.frames.roots);
  }

  start(): void {
    post({ type: 'load', section: 'search' });
  }

  onState(m: StateMessage): void {
    this.frames.onState(m);
  }

  onError(m: ErrorMessage): void {
    this.frames.onError(m);
  }

  onData(m: DataMessage): void {
    if (m.section !== 'search') return;
    const { summary, posts } = m.data;
    const empty = this.term === undefined ? l10n.t('No posts for these terms in the last 24 hours.') : l10n.t('No recently popular posts match this search.');
    if (summary) {
      this.header.setTitle(summary.name || this.ctx.ref.title);
      this.header.setFacts(l10n.t('Search'), writeTerms(summary.terms));
      this.frames.get('search').data(m.meta, (body) => drawSearchSummary(body, summary));
      this.frames.get('search', 1).data(m.meta, (body) => drawPosts(body, posts, { withImage: false, remoteImages: this.ctx.remoteImages, empty }));
    } else {
      this.frames.get('search').data(m.meta, (body) => drawPosts(body, posts, { withImage: false, remoteImages: this.ctx.remoteImages, empty }));
    }
  }
}
