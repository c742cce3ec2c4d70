// Open Topic… / Category… / Coin… / Stock… / NFT…: a quick pick of the typed name (checked as you
// type), recent lookups and trending items. Accepting opens the item's panel.
import * as vscode from 'vscode';
import type { ItemRef } from '../../shared/items';
import { isItemRef } from '../../shared/items';
import type { Services } from '../../editor/services';
import * as l10n from '../../shared/format/l10n';
import { noticeText } from '../../editor/sinks/neutral';
import { showWarning } from '../../editor/sinks/notify';
import type { LookupKind } from '../../editor/pickers/core/lookupModel';
import { acceptPick, lookupWords, missingProblem } from '../../editor/pickers/core/lookupModel';
import { itemHasData } from '../../editor/pickers/core/itemHasData';
import { pickItem, typedPresence } from '../../editor/pickers/pickItem';
import { RecentLookups } from '../../editor/pickers/recent';
import { execute, register } from '../../editor/commandRun';
import { COMMANDS, type Command } from '../../shared/commandTable';

const LOOKUP_COMMANDS: Readonly<Record<LookupKind, Command<[arg?: unknown]>>> = {
  topic: COMMANDS.openTopic,
  category: COMMANDS.openCategory,
  coin: COMMANDS.openCoin,
  stock: COMMANDS.openStock,
  nft: COMMANDS.openNft,
  creator: COMMANDS.openCreator,
  post: COMMANDS.openPost,
};

const isLookupKind = (kind: unknown): kind is LookupKind => typeof kind === 'string' && Object.keys(LOOKUP_COMMANDS).includes(kind);

export function registerLookups(services: Services): void {
  const recent = new RecentLookups(services.context.globalState);

  /** Opens the item's panel; it joins the recent lookups only once the service answered it with data. */
  const open = async (ref: ItemRef): Promise<ItemRef> => {
    await execute(COMMANDS.openItem, ref);
    const found = await services.connection.client().then((client) => itemHasData(client, ref, {}), () => false);
    if (found) await recent.add(ref);
    return ref;
  };

  /** With a name (string) or an ItemRef the command opens it without asking. */
  const lookup = async (kind: LookupKind, arg?: unknown): Promise<ItemRef | undefined> => {
    if (isItemRef(arg) && arg.kind === kind) return open(arg);
    if (typeof arg === 'string') {
      const result = acceptPick(undefined, kind, arg);
      if ('problem' in result) {
        void showWarning(noticeText(result.problem));
        return undefined;
      }
      // a name the service does not have opens no panel of errors
      if ((await typedPresence(services, result.ref)) === 'missing') {
        void showWarning(noticeText(missingProblem(kind, result.ref)));
        return undefined;
      }
      return open(result.ref);
    }
    const ref = await pickItem(services, kind, l10n.t('Open {0}', lookupWords(kind).title));
    return ref ? open(ref) : undefined;
  };

  for (const kind of Object.keys(LOOKUP_COMMANDS) as LookupKind[]) {
    services.context.subscriptions.push(register(LOOKUP_COMMANDS[kind], (arg?: unknown) => lookup(kind, arg)));
  }
  // the integration tests read what the pickers offer as Recent through this command (tests only)
  if (services.context.extensionMode === vscode.ExtensionMode.Test) {
    services.context.subscriptions.push(register(COMMANDS.testRecentLookups, (kind: unknown) => (isLookupKind(kind) ? recent.list(kind) : [])));
  }
}
