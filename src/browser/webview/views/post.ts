// The post panel: the post, its interactions over time and its topics and categories.
import * as l10n from '../../../shared/format/l10n';
import './people.css';
import { truncate } from '../../../shared/format/markdown';
import { networkLabel } from '../../../shared/format/networks';
import type { DataMessage, ErrorMessage, StateMessage } from '../../../shared/protocol/messages';
import { DEFAULT_SERIES } from '../../../shared/protocol/views';
import { button, h } from '../dom';
import { post } from '../host';
import { SeriesChart } from '../parts/chart';
import { PageHeader } from '../parts/header';
import { drawPost, drawPostSubjects } from '../parts/postDetail';
import { Frames } from './frames';
import type { ViewContext, ViewController } from './view';

const TITLE_MAX = 100;

export class PostView implements ViewController {
  readonly root: HTMLElement;
  private readonly header: PageHeader;
  private readonly frames = new Frames([
    { section: 'post', title: l10n.t('Post') },
    { section: 'series', title: l10n.t('Interactions over time'), tables: [{ table: 'series', label: l10n.t('Export interactions over time as CSV') }] },
    { section: 'post', title: l10n.t('Topics and categories') },
  ]);
  private readonly chart: SeriesChart;

  constructor(private readonly ctx: ViewContext) {
    this.header = new PageHeader('post', ctx.ref.title || ctx.ref.id);
    this.header.addActions(button(l10n.t('Open Report'), () => post({ type: 'itemAction', action: 'openReport' }), { icon: 'markdown', class: 'button secondary' }));
    // a post's series has one metric and no range to choose: its controls stay off the page
    this.chart = new SeriesChart(h('div'), DEFAULT_SERIES, ['interactions'], { load: () => undefined, metrics: () => undefined });
    this.root = h('div', { class: 'view view-post' }, this.header.root, ...this.frames.roots);
  }

  dispose(): void {
    this.chart.dispose();
  }

  start(): void {
    post({ type: 'load', section: 'post' });
    post({ type: 'load', section: 'series', query: DEFAULT_SERIES });
  }

  onState(m: StateMessage): void {
    this.frames.onState(m);
  }

  onError(m: ErrorMessage): void {
    this.frames.onError(m);
  }

  onData(m: DataMessage): void {
    switch (m.section) {
      case 'post': {
        const p = m.data;
        // the whole text is in the Post section; a tweet is too long for a heading
        this.header.setTitle(truncate(p.title, TITLE_MAX) || this.ctx.ref.title);
        this.header.setFacts(l10n.t('Post'), networkLabel(p.type), ...(p.creator_name ? [`@${p.creator_name}`] : []));
        this.frames.get('post').data(m.meta, (body) => drawPost(body, p, this.ctx.remoteImages));
        return this.frames.get('post', 1).data(m.meta, (body) => drawPostSubjects(body, p));
      }
      case 'series':
        return this.frames.get('series').data(m.meta, (body) => this.chart.draw(body, m.data));
      default:
        return undefined;
    }
  }
}
