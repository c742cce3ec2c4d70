// The commands a panel's buttons run on the panel's own item.
import type { ItemAction } from '../protocol/people';
import { SEARCH_COMMANDS } from '../searchCommands';

export const ITEM_ACTION_COMMANDS: Readonly<Record<ItemAction, string>> = {
  openReport: 'socialPulse.openReport',
  saveSearch: SEARCH_COMMANDS.save,
  renameSearch: SEARCH_COMMANDS.rename,
  editSearchTerms: SEARCH_COMMANDS.editTerms,
  searchPriority: SEARCH_COMMANDS.priority,
  deleteSearch: SEARCH_COMMANDS.delete,
  addAlert: 'socialPulse.addAlert',
};
