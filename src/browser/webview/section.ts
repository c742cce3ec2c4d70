// A section of a panel: heading, freshness, actions, and its loading, error and data states,
// all shown in place. Drawing errors are caught here so one odd answer never blanks a panel.
import * as l10n from '../../shared/format/l10n';
import { withRetryTime } from '../../shared/format/time';
import { ageWords } from '../../shared/protocol/display';
import { fixLabel } from '../../shared/protocol/fixes';
import type { AnswerMeta, ErrorInfo } from '../../shared/protocol/messages';
import type { CoinsView, SectionId, TableId } from '../../shared/protocol/views';
import { button, h, icon, replace, uid } from './dom';
import { askFrom, post } from './host';
import { forgetVisibility, watchVisibility } from './visibility';

export interface ExportSpec {
  table: TableId;
  /** For screen readers and the tooltip: "Export top posts as CSV" */
  label: string;
  /** On the button; "CSV" unless a section has several tables. */
  short?: string;
}

export interface FrameOptions {
  section: SectionId;
  title: string;
  /** Tables the section offers as CSV. */
  tables?: readonly ExportSpec[];
  /** The coins table's current sort and filter, sent with its export. */
  coinsView?: () => CoinsView;
}

const frames = new Set<SectionFrame>();

/** The page is built anew: the old sections' ages are no longer shown. */
export function forgetFrames(): void {
  frames.clear();
  forgetVisibility();
}

/** Keeps every "generated N min ago" current. */
export function tickAges(): void {
  const now = Date.now();
  for (const f of frames) f.updateAge(now);
}

/** What went wrong, and when it should work again (in the panel's zone) if that is known. */
export function errorWords(e: ErrorInfo): string {
  return withRetryTime(e.message, e.retryAt);
}

/** The button of the command that fixes an error a retry cannot (Choose Plan, Set API Key), if any. */
export function fixButton(e: ErrorInfo, o: { class?: string } = {}): HTMLButtonElement | undefined {
  const action = e.fix;
  const fix = action && fixLabel(action);
  return action && fix ? button(fix.label, () => post({ type: 'fix', action }), { icon: fix.icon, ...o }) : undefined;
}

/**
 * An error where a section's content was: its words, the fix that applies, and Retry (which loads
 * `section` again). With `shown`, what is missing from a section that keeps what it showed.
 */
export function errorBox(e: ErrorInfo, section: SectionId, shown?: string): HTMLElement {
  const fix = fixButton(e);
  return h('div', { class: 'error', attrs: { role: 'alert' } },
    icon(shown === undefined ? 'error' : 'warning'), ' ', shown === undefined ? undefined : h('span', {}, shown), shown === undefined ? undefined : ' ',
    h('span', {}, errorWords(e)), ' ', fix, fix ? ' ' : undefined,
    button(l10n.t('Retry'), () => post({ type: 'retry', section }), { icon: 'refresh', class: fix ? 'button secondary' : undefined }));
}

export class SectionFrame {
  readonly root: HTMLElement;
  /** Controls above the content (ranges, filters); kept across loads. */
  readonly controls: HTMLElement;
  readonly body: HTMLElement;
  private readonly status: HTMLElement;
  private readonly age: HTMLElement;
  private meta?: AnswerMeta;
  private hasData = false;

  constructor(private readonly o: FrameOptions) {
    const headingId = uid(`h-${o.section}`);
    this.age = h('span', { class: 'age' });
    this.status = h('div', { class: 'status', attrs: { role: 'status', 'aria-live': 'polite' } });
    this.controls = h('div', { class: 'controls' });
    this.body = h('div', { class: 'body' });
    const actions = h('div', { class: 'actions' }, ...(o.tables ?? []).map((t) => {
      const shown = t.short ?? 'CSV';
      // the name a voice user says is the text on the button: the spoken name holds it
      const name = t.label.includes(shown) ? t.label : l10n.t('{0}: {1}', shown, t.label);
      return h('button', {
        class: 'button secondary small',
        attrs: { type: 'button', title: t.label, 'aria-label': name },
        on: { click: (e) => askFrom(e.currentTarget as HTMLButtonElement, { type: 'exportCsv', table: t.table, coins: o.coinsView?.() }) },
      }, icon('save'), shown);
    }));
    this.root = h('section', { class: `section section-${o.section}`, attrs: { 'aria-labelledby': headingId } },
      h('header', { class: 'section-head' },
        h('h2', { attrs: { id: headingId } }, o.title), this.age, actions),
      this.controls, this.status, this.body);
    frames.add(this);
    watchVisibility(this.root, o.section);
  }

  loading(progress?: string): void {
    this.root.setAttribute('aria-busy', 'true');
    replace(this.status, h('span', { class: 'spinner' }, icon('loading'), ' ', progress ?? (this.hasData ? l10n.t('Updating…') : l10n.t('Loading…'))));
    if (!this.hasData) this.body.classList.add('placeholder');
  }

  error(e: ErrorInfo): void {
    this.root.removeAttribute('aria-busy');
    this.hasData = false;
    // a failed load shows no figure and no age of an earlier one
    this.meta = undefined;
    this.age.className = 'age';
    this.age.title = '';
    replace(this.age);
    this.body.classList.remove('placeholder');
    replace(this.status);
    replace(this.body, errorBox(e, this.o.section));
  }

  /**
   * The rest of an answer failed (a market table's later page): what is shown stays, and the
   * status line says what is missing (`shown`), the error, its fix and a Retry.
   */
  incomplete(e: ErrorInfo, shown: string): void {
    this.root.removeAttribute('aria-busy');
    replace(this.status, errorBox(e, this.o.section, shown));
  }

  /**
   * Replaces the content with what `draw` builds; reports the outcome to the host. `kept` stays
   * in place if it is there (a table that takes new rows: taking it out and back costs a layout of it).
   */
  data(meta: AnswerMeta, draw: (body: HTMLElement) => void, kept?: Element): void {
    this.root.removeAttribute('aria-busy');
    this.meta = meta;
    this.updateAge(Date.now());
    replace(this.status);
    this.body.classList.remove('placeholder');
    try {
      for (const child of [...this.body.childNodes]) if (child !== kept) child.remove();
      draw(this.body);
      this.hasData = true;
      post({ type: 'rendered', section: this.o.section });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.error({ kind: 'internal', message: l10n.t('This section could not be drawn from the data received. Retry, or see the Social Pulse log.') });
      post({ type: 'rendered', section: this.o.section, error: message.slice(0, 2000) });
    }
  }

  /** The section finished loading more of the same answer (pages of coins). */
  done(): void {
    this.root.removeAttribute('aria-busy');
    replace(this.status);
  }

  updateAge(now: number): void {
    if (!this.meta) return;
    // an answer of nothing (a comparison none of whose subjects loaded) has no time to give
    if (this.meta.generated <= 0) {
      replace(this.age);
      return;
    }
    const stale = this.meta.stale;
    this.age.className = stale ? 'age stale' : 'age';
    this.age.title = stale ? l10n.t('Shown from the last good answer: {0}', this.meta.staleReason ?? l10n.t('the service could not be reached')) : '';
    replace(this.age, stale ? icon('warning') : undefined, stale ? ` ${l10n.t('stale')} · ` : '', ageWords(this.meta.generated, now));
  }
}
