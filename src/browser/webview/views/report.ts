// The report panel: the markdown variant's report on one item in the format chosen (markdown
// rendered, JSON as text, CSV as a table), and actions the host carries out on it.
import * as l10n from '../../../shared/format/l10n';
import './report.css';
import type { ReportFormat } from '../../../service/api/types';
import type { DataMessage, ErrorMessage, StateMessage } from '../../../shared/protocol/messages';
import { REPORT_FORMATS } from '../../../service/api/values';
import { isReportData, noteBesideText, type ReportAction } from '../../../shared/protocol/report';
import { kindNoun, type ItemRef } from '../../../shared/items';
import { button, h, replace, uid } from '../dom';
import { post } from '../host';
import { demoBadge } from '../parts/header';
import { SectionFrame } from '../section';
import { reportBody } from './reportBody';
import type { ViewContext, ViewController } from './view';

const FORMAT_LABELS: Readonly<Record<ReportFormat, string>> = { markdown: l10n.t('Markdown'), json: 'JSON', csv: 'CSV' };

/** "CSV report · stock aapl": the format shown and the subject's kind in the person's words. */
function reportFacts(format: ReportFormat, ref: ItemRef): string {
  const noun = kindNoun(ref.kind);
  switch (format) {
    case 'markdown': return l10n.t('Markdown report · {0} {1}', noun, ref.id);
    case 'json': return l10n.t('JSON report · {0} {1}', noun, ref.id);
    case 'csv': return l10n.t('CSV report · {0} {1}', noun, ref.id);
  }
}

/** Inserting into a note is what the panel is for; the rest are secondary. */
const ACTIONS: readonly { action: ReportAction; label: string; icon: string; primary?: boolean }[] = [
  { action: 'insert', label: l10n.t('Insert into Note'), icon: 'insert', primary: true },
  { action: 'copy', label: l10n.t('Copy'), icon: 'copy' },
  { action: 'save', label: l10n.t('Save…'), icon: 'save' },
  { action: 'preview', label: l10n.t('Open in Markdown Preview'), icon: 'open-preview' },
];

export class ReportView implements ViewController {
  readonly root: HTMLElement;
  private readonly frame: SectionFrame;
  private readonly title: HTMLElement;
  private readonly facts: HTMLElement;
  private format: ReportFormat;

  constructor(private readonly ctx: ViewContext) {
    this.format = ctx.ui.reportFormat ?? 'markdown';
    const { ref } = ctx;
    this.title = h('h1', {}, ref.title || ref.id);
    this.facts = h('p', { class: 'facts' }, reportFacts(this.format, ref));
    this.frame = new SectionFrame({ section: 'report', title: l10n.t('Report') });
    this.frame.controls.append(this.formatSwitch());
    const actions = h('div', { class: 'actions', attrs: { role: 'toolbar', 'aria-label': l10n.t('Report actions') } },
      ...ACTIONS.map((a) => button(a.label, () => post({ type: 'reportAction', action: a.action, format: this.format }),
        { icon: a.icon, class: a.primary ? 'button' : 'button secondary' })),
      button(l10n.t('Refresh'), () => post({ type: 'refresh' }), { icon: 'refresh', class: 'button secondary' }));
    this.root = h('div', { class: 'view view-report' },
      h('header', { class: 'page-head' },
        h('div', { class: 'titles' }, h('div', { class: 'title-line' }, this.title, demoBadge()),
          this.facts),
        actions),
      this.frame.root);
  }

  start(): void {
    post({ type: 'load', section: 'report', query: { format: this.format } });
  }

  onState(m: StateMessage): void {
    if (m.section === 'report') this.frame.loading();
  }

  onError(m: ErrorMessage): void {
    if (m.section === 'report') this.frame.error(m.error);
  }

  onData(m: DataMessage): void {
    if (m.section !== 'report') return;
    const data = m.data;
    this.frame.data(m.meta, (body) => {
      if (!isReportData(data)) throw new Error('the report message is not a report');
      // the item's own title comes back when a format has no heading (CSV): keep a better one
      const own = data.title.trim() && data.title !== this.ctx.ref.title && data.title !== this.ctx.ref.id;
      if (own) {
        replace(this.title, data.title);
        document.title = data.title;
      }
      const note = noteBesideText(data);
      if (note) body.append(h('p', { class: 'report-note', attrs: { role: 'note' } }, note));
      body.append(reportBody(data, this.ctx.remoteImages));
    });
  }

  private formatSwitch(): HTMLElement {
    const name = uid('report-format');
    return h('fieldset', { class: 'inline report-format' },
      h('legend', {}, l10n.t('Format')),
      ...REPORT_FORMATS.map((f) => h('label', { class: 'check' },
        h('input', {
          attrs: { type: 'radio', name, value: f, checked: f === this.format },
          on: { change: () => this.choose(f) },
        }),
        FORMAT_LABELS[f])));
  }

  private choose(format: ReportFormat): void {
    if (format === this.format) return;
    this.format = format;
    this.ctx.save({ reportFormat: format });
    replace(this.facts, reportFacts(format, this.ctx.ref));
    this.start();
  }
}
