// The topic and category panels: one page of sections, each loaded on its own so a slow or
// failing section never holds up the others.
import * as l10n from '../../../shared/format/l10n';
import type {
  DataMessage, ErrorMessage, SectionData, StateMessage,
} from '../../../shared/protocol/messages';
import type { UiState } from '../../../shared/protocol/state';
import { DEFAULT_SERIES, SOCIAL_SECTIONS, type SectionId } from '../../../shared/protocol/views';
import { h } from '../dom';
import { post } from '../host';
import { addAlertButton, alertOnChartPoint } from '../parts/alertMenu';
import { changesNotice, drawChanges } from '../parts/changes';
import { SeriesChart } from '../parts/chart';
import { PageHeader } from '../parts/header';
import { drawCreators, drawPosts } from '../parts/people';
import { postsRange } from '../parts/range';
import { drawSummary } from '../parts/summary';
import { DEFAULT_TOPICS_SORT, drawTopics } from '../parts/topicsTable';
import { TopicsPlace } from '../parts/topicsPlace';
import { drawWhatsup } from '../parts/whatsup';
import { SectionFrame, type ExportSpec, type FrameOptions } from '../section';
import type { ViewContext, ViewController } from './view';

const csv = (table: ExportSpec['table'], label: string, short?: string): ExportSpec => ({ table, label, ...(short ? { short } : {}) });

/**
 * The frame of each section of both pages; which a page has, and in what order, is SOCIAL_SECTIONS's
 * (src/shared/protocol/views.ts). The rank and the changes have none: they add the heading's
 * arrows and the notice beside the chart.
 */
const FRAMES: Readonly<Partial<Record<SectionId, FrameOptions>>> = {
  summary: { section: 'summary', title: l10n.t('Key figures'), tables: [
    csv('figures', l10n.t('Export key figures as CSV'), l10n.t('Figures CSV')), csv('networks', l10n.t('Export networks as CSV'), l10n.t('Networks CSV'))] },
  whatsup: { section: 'whatsup', title: l10n.t("What's up"), tables: [csv('themes', l10n.t("Export what's up themes as CSV"))] },
  topics: { section: 'topics', title: l10n.t('Topics'), tables: [csv('topics', l10n.t('Export topics as CSV'))] },
  series: { section: 'series', title: l10n.t('Time series'), tables: [csv('series', l10n.t('Export time series as CSV'))] },
  posts: { section: 'posts', title: l10n.t('Top posts'), tables: [csv('posts', l10n.t('Export top posts as CSV'))] },
  news: { section: 'news', title: l10n.t('News'), tables: [csv('news', l10n.t('Export news as CSV'))] },
  creators: { section: 'creators', title: l10n.t('Creators'), tables: [csv('creators', l10n.t('Export creators as CSV'))] },
};

export class SocialView implements ViewController {
  readonly root: HTMLElement;
  private readonly header: PageHeader;
  private readonly frames = new Map<SectionId, SectionFrame>();
  private readonly chart: SeriesChart;
  private readonly changes = changesNotice();
  private readonly ui: UiState;
  private topics?: SectionData['topics'];
  private readonly sections: (typeof SOCIAL_SECTIONS)[keyof typeof SOCIAL_SECTIONS];
  /** Where the person was in a category's topics table; none on a topic's page. */
  private readonly topicsPlace?: TopicsPlace;

  constructor(private readonly ctx: ViewContext) {
    const { view, ref } = ctx;
    this.ui = ctx.ui;
    this.sections = SOCIAL_SECTIONS[view === 'category' ? 'category' : 'topic'];
    this.header = new PageHeader(view, ref.title || ref.id);
    this.header.addActions(addAlertButton());
    for (const section of this.sections) {
      const frame = FRAMES[section];
      if (frame) this.frames.set(section, new SectionFrame(frame));
    }
    this.frame('series').controls.append(this.changes);
    this.chart = new SeriesChart(this.frame('series').controls, this.ui.series ?? DEFAULT_SERIES, this.ui.metrics, {
      load: (query) => {
        ctx.save({ series: query });
        post({ type: 'load', section: 'series', query });
      },
      metrics: (keys) => ctx.save({ metrics: keys }),
      zoom: { initial: this.ui.zoom, save: (zoom) => ctx.save({ zoom }) },
      pointsTable: { initial: this.ui.pointsTable === true, save: (shown) => ctx.save({ pointsTable: shown }) },
    });
    alertOnChartPoint(this.frame('series').body, () => this.chart.plotted);
    if ((this.sections as readonly SectionId[]).includes('topics')) this.topicsPlace = new TopicsPlace({ initial: this.ui.topicsPlace, save: (place) => ctx.save({ topicsPlace: place }) });
    postsRange(this.frame('posts').controls, this.ui.posts ?? {}, (query) => {
      ctx.save({ posts: query });
      post({ type: 'load', section: 'posts', query });
    });
    this.root = h('div', { class: `view view-${view}` }, this.header.root, ...[...this.frames.values()].map((f) => f.root));
  }

  dispose(): void {
    this.chart.dispose();
    this.topicsPlace?.dispose();
  }

  start(): void {
    // the series and the posts are asked for with the range the person chose last
    for (const section of this.sections) {
      if (section === 'series') post({ type: 'load', section, query: this.ui.series ?? DEFAULT_SERIES });
      else if (section === 'posts') post({ type: 'load', section, query: this.ui.posts ?? {} });
      else post({ type: 'load', section });
    }
  }

  onState(m: StateMessage): void {
    this.frames.get(m.section)?.loading();
  }

  onError(m: ErrorMessage): void {
    // the earlier ranks only add arrows to the heading, the changes a notice beside the chart:
    // without them the page stays as it is, less the arrows of an earlier load
    if (m.section === 'rank') return this.header.setRanks({});
    if (m.section === 'changes') return;
    // a summary that failed leaves no rank or trend of an earlier one in the heading
    if (m.section === 'summary') this.header.setSummary(undefined, undefined);
    const frame = this.frames.get(m.section);
    if (!frame) return;
    // a subject the service does not have fails every section alike: Key figures says so once
    const missing = m.error.kind === 'not-found' && m.section !== 'summary';
    frame.root.hidden = missing;
    if (!missing) frame.error(m.error);
  }

  onData(m: DataMessage): void {
    const frame = this.frames.get(m.section);
    if (frame) frame.root.hidden = false;
    switch (m.section) {
      case 'summary': {
        const s = m.data;
        this.header.setTitle(s.title || this.ctx.ref.title);
        this.header.setSummary(s.topic_rank, s.trend);
        return this.frame('summary').data(m.meta, (body) => drawSummary(body, s, this.ctx.view === 'category' ? 'category' : 'topic'));
      }
      case 'rank':
        return this.header.setRanks(m.data);
      case 'whatsup':
        return this.frame('whatsup').data(m.meta, (body) => drawWhatsup(body, m.data));
      case 'series':
        return this.frame('series').data(m.meta, (body) => this.chart.draw(body, m.data));
      case 'posts':
        return this.frame('posts').data(m.meta, (body) => drawPosts(body, m.data.posts, {
          withImage: false,
          remoteImages: this.ctx.remoteImages,
          empty: m.data.query.start === undefined ? l10n.t('No posts with interactions in the last 24 hours.') : l10n.t('No posts in these days.'),
        }));
      case 'news':
        return this.frame('news').data(m.meta, (body) => drawPosts(body, m.data,
          { withImage: true, remoteImages: this.ctx.remoteImages, empty: l10n.t('No news in this answer.') }));
      case 'creators':
        return this.frame('creators').data(m.meta, (body) => drawCreators(body, m.data, this.ctx.remoteImages));
      case 'topics':
        this.topics = m.data;
        return this.frame('topics').data(m.meta, (body) => this.drawTopics(body));
      case 'changes':
        return drawChanges(this.changes, m.data);
      default:
        return undefined;
    }
  }

  private drawTopics(body: HTMLElement): void {
    const sort = this.ui.topicsSort ?? DEFAULT_TOPICS_SORT;
    drawTopics(body, this.topics ?? [], sort, (next) => {
      this.ui.topicsSort = next;
      this.ctx.save({ topicsSort: next });
      body.replaceChildren();
      this.drawTopics(body);
    }, this.topicsPlace);
  }

  private frame(section: SectionId): SectionFrame {
    const f = this.frames.get(section);
    if (!f) throw new Error(`no section ${section}`);
    return f;
  }
}
