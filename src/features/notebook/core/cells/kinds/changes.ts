// `changes`: the service's notices of changes to its data.
import * as l10n from '../../../../../shared/format/l10n';
import { runChanges } from '../runLists';
import type { CellKind } from './kind';

export const changes: CellKind<'changes'> = {
  describe: () => l10n.t('Changes to the service’s data'),
  cost: () => 1,
  names: () => [],
  answer: async (_q, run) => ({ table: await runChanges(run.deps.client, run.options, run.tally) }),
};
