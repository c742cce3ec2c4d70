// The creator panel: profile, the topics they influence, their followers, interactions, posts
// and rank over time, and their top posts in a day range; each section loaded on its own.
import * as l10n from '../../../shared/format/l10n';
import './people.css';
import type { DataMessage, ErrorMessage, StateMessage } from '../../../shared/protocol/messages';
import type { UiState } from '../../../shared/protocol/state';
import { DEFAULT_SERIES } from '../../../shared/protocol/views';
import { button, h } from '../dom';
import { post } from '../host';
import { addAlertButton, alertOnChartPoint } from '../parts/alertMenu';
import { changesNotice, drawChanges } from '../parts/changes';
import { SeriesChart } from '../parts/chart';
import { PageHeader } from '../parts/header';
import { drawPosts } from '../parts/people';
import { drawInfluence, drawProfile } from '../parts/profile';
import { postsRange } from '../parts/range';
import { Frames } from './frames';
import type { ViewContext, ViewController } from './view';

export class CreatorView implements ViewController {
  readonly root: HTMLElement;
  private readonly header: PageHeader;
  private readonly frames = new Frames([
    { section: 'profile', title: l10n.t('Profile') },
    { section: 'profile', title: l10n.t('Topics they influence') },
    { section: 'series', title: l10n.t('Followers, interactions, posts and rank'), tables: [{ table: 'series', label: l10n.t('Export the creator\'s time series as CSV') }] },
    { section: 'posts', title: l10n.t('Top posts'), tables: [{ table: 'posts', label: l10n.t('Export top posts as CSV') }] },
  ]);
  private readonly chart: SeriesChart;
  private readonly changes = changesNotice();
  private readonly ui: UiState;

  constructor(private readonly ctx: ViewContext) {
    this.ui = ctx.ui;
    this.header = new PageHeader('creator', ctx.ref.title || ctx.ref.id);
    this.header.addActions(button(l10n.t('Open Report'), () => post({ type: 'itemAction', action: 'openReport' }), { icon: 'markdown', class: 'button secondary' }), addAlertButton());
    const series = this.frames.get('series');
    series.controls.append(this.changes);
    this.chart = new SeriesChart(series.controls, this.ui.series ?? DEFAULT_SERIES, this.ui.metrics, {
      load: (query) => {
        ctx.save({ series: query });
        post({ type: 'load', section: 'series', query });
      },
      metrics: (keys) => ctx.save({ metrics: keys }),
      zoom: { initial: this.ui.zoom, save: (zoom) => ctx.save({ zoom }) },
      pointsTable: { initial: this.ui.pointsTable === true, save: (shown) => ctx.save({ pointsTable: shown }) },
    });
    alertOnChartPoint(series.body, () => this.chart.plotted);
    postsRange(this.frames.get('posts').controls, this.ui.posts ?? {}, (query) => {
      ctx.save({ posts: query });
      post({ type: 'load', section: 'posts', query });
    });
    this.root = h('div', { class: 'view view-creator' }, this.header.root, ...this.frames.roots);
  }

  dispose(): void {
    this.chart.dispose();
  }

  start(): void {
    post({ type: 'load', section: 'profile' });
    post({ type: 'load', section: 'series', query: this.ui.series ?? DEFAULT_SERIES });
    post({ type: 'load', section: 'posts', query: this.ui.posts ?? {} });
    post({ type: 'load', section: 'changes' });
  }

  onState(m: StateMessage): void {
    this.frames.onState(m);
  }

  onError(m: ErrorMessage): void {
    // the notice of changes is an aside: without it the chart stands as it is
    if (m.section !== 'changes') this.frames.onError(m);
  }

  onData(m: DataMessage): void {
    switch (m.section) {
      case 'profile': {
        const p = m.data;
        this.header.setTitle(p.creator_display_name || p.creator_name || this.ctx.ref.title);
        this.frames.get('profile').data(m.meta, (body) => drawProfile(body, p, this.ctx.ref, this.ctx.remoteImages));
        return this.frames.get('profile', 1).data(m.meta, (body) => drawInfluence(body, p));
      }
      case 'series':
        return this.frames.get('series').data(m.meta, (body) => this.chart.draw(body, m.data));
      case 'posts':
        return this.frames.get('posts').data(m.meta, (body) => drawPosts(body, m.data.posts, {
          withImage: false, remoteImages: this.ctx.remoteImages,
          empty: m.data.query.start === undefined ? l10n.t('No recent posts by this creator.') : l10n.t('No posts by this creator in these days.'),
        }));
      case 'changes':
        return drawChanges(this.changes, m.data);
      default:
        return undefined;
    }
  }
}
