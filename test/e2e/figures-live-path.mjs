// One figure, one value on a key's answers (issue 33): the steps of figures-path.mjs, with demo
// data off and a key set, so every surface reads the service (an emulator with its own world: seed
// 2, the shapes the real service sends) through the same path a live key takes.
import { openContainer } from '../../scripts/real-vscode/workbench.mjs';
import { followBitcoin, hourTurnMinutes } from './figures-path.mjs';
import { emulatorSettings, freshKey, setKeyFromPalette } from './lib/social.mjs';

export const name = 'figures path on a key';
/** followBitcoin's wait for the hour's turn (run.mjs puts the scenario off meanwhile). */
export { hourTurnMinutes };

const KEY = freshKey('figures');

export async function setup(h) {
  const emulator = await h.startEmulator({ key: KEY, plan: 'builder', seed: 2 });
  return { settings: { ...emulatorSettings(emulator), 'files.defaultLanguage': 'markdown' } };
}

export async function run(h) {
  // the key is set once the hour is safe: the trees it loads are read too
  await followBitcoin(h, 'figures-live', () => h.step('a key set from the palette', async () => {
    await openContainer(h.page, 'Social Pulse');
    await setKeyFromPalette(h.page, 'live', KEY);
  }));
}
