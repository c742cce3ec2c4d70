// The sections of a panel by id: built from specs, shown in order, told of loading and errors.
import type { ErrorMessage, StateMessage } from '../../../shared/protocol/messages';
import type { SectionId } from '../../../shared/protocol/views';
import { SectionFrame, type FrameOptions } from '../section';

export class Frames {
  /** Several frames may draw one section (a profile and the topics it lists). */
  private readonly bySection = new Map<SectionId, SectionFrame[]>();
  private readonly all: SectionFrame[] = [];

  constructor(specs: readonly FrameOptions[]) {
    for (const spec of specs) {
      const frame = new SectionFrame(spec);
      this.all.push(frame);
      this.bySection.set(spec.section, [...(this.bySection.get(spec.section) ?? []), frame]);
    }
  }

  get roots(): HTMLElement[] {
    return this.all.map((f) => f.root);
  }

  /** The first (or `index`th) frame of a section. */
  get(section: SectionId, index = 0): SectionFrame {
    const f = this.bySection.get(section)?.[index];
    if (!f) throw new Error(`no section ${section}`);
    return f;
  }

  onState(m: StateMessage): void {
    for (const f of this.bySection.get(m.section) ?? []) f.loading();
  }

  onError(m: ErrorMessage): void {
    for (const f of this.bySection.get(m.section) ?? []) f.error(m.error);
  }
}
