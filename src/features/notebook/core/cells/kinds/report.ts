// `report bitcoin`: the service's markdown report on a subject.
import * as l10n from '../../../../../shared/format/l10n';
import { searchTermOf } from '../../../../../shared/items';
import { fetchReport } from '../../../../../shared/queries/report';
import { noteBesideText } from '../../../../../shared/protocol/report';
import type { CellKind } from './kind';
import { titleOf } from './titles';

export const report: CellKind<'report'> = {
  describe: (q) => l10n.t('Report: {0}', titleOf(q.subject)),
  // the service's report, or after its refusal for the plan the snapshot's summary; a saved search's terms first
  cost: ({ subject }) => {
    if (subject.kind === 'topic' || subject.kind === 'category') return 2;
    return subject.kind === 'search' && searchTermOf(subject) === undefined ? 2 : 1;
  },
  names: (q) => [q.subject],
  answer: async (q, run) => {
    const fetched = await fetchReport({ client: run.deps.client, ref: q.subject, format: 'markdown', options: run.options });
    run.tally.requests += fetched.requests;
    run.tally.generated = fetched.meta.generated;
    const note = noteBesideText(fetched.data);
    if (note) run.tally.note(note);
    return { markdown: fetched.data.text };
  },
};
