// The commands a panel's buttons run on the panel's own item.
import { COMMANDS, type Command } from '../commandTable';
import type { ItemRef } from '../items';
import type { ItemAction } from '../protocol/people';

export const ITEM_ACTION_COMMANDS: Readonly<Record<ItemAction, Command<[ref: ItemRef]>>> = {
  openReport: COMMANDS.openReport,
  saveSearch: COMMANDS.saveSearch,
  renameSearch: COMMANDS.renameSearch,
  editSearchTerms: COMMANDS.editSearchTerms,
  searchPriority: COMMANDS.setSearchPriority,
  deleteSearch: COMMANDS.deleteSearch,
  addAlert: COMMANDS.addAlert,
};
