// The commands a panel's buttons run on the panel's own item.
import { COMMANDS, type Command } from '../../shared/commandTable';
import type { ItemRef } from '../../shared/items';
import type { ItemAction } from '../../shared/protocol/people';

export const ITEM_ACTION_COMMANDS: Readonly<Record<ItemAction, Command<[ref: ItemRef]>>> = {
  openReport: COMMANDS.openReport,
  saveSearch: COMMANDS.saveSearch,
  renameSearch: COMMANDS.renameSearch,
  editSearchTerms: COMMANDS.editSearchTerms,
  searchPriority: COMMANDS.setSearchPriority,
  deleteSearch: COMMANDS.deleteSearch,
  addAlert: COMMANDS.addAlert,
};
