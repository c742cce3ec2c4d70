// The notebook feature, started the first time a Pulse notebook opens or one of its commands runs:
// the serializer's real work, the controller on the shared connection, the commands.
import * as vscode from 'vscode';
import type { ItemRef } from '../../shared/items';
import type { Services } from '../../editor/services';
import { registerNotebookCommands } from './commands';
import { PulseController } from './controller';
import { registerCellLanguage } from './language';
import { answerRendererWords } from './rendererWords';
import { PulseSerializer } from './serializer';

export interface NotebookDeps {
  services: Services;
  /** The Watchlist's subjects now: `$watchlist` expands to them. */
  watchlist: () => readonly ItemRef[];
}

export interface NotebookFeature extends vscode.Disposable {
  readonly serializer: vscode.NotebookSerializer;
}

export function registerNotebook(deps: NotebookDeps): NotebookFeature {
  const controller = new PulseController(deps);
  const commands = registerNotebookCommands(deps.services, controller);
  const language = registerCellLanguage(deps.services.context, { watchlist: deps.watchlist });
  const words = answerRendererWords();
  return {
    serializer: new PulseSerializer(),
    dispose: () => {
      words.dispose();
      language.dispose();
      commands.dispose();
      controller.dispose();
    },
  };
}
