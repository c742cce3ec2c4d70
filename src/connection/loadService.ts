// Loads dist/service.js (the client, the HTTP stack and the emulator) on first use, so that
// activation never pays for it. esbuild keeps './service.js' external; the computed path keeps
// it from trying to bundle the file.
import * as path from 'node:path';
import { errorText } from '../log';

export type ServiceModule = typeof import('../service');

let loaded: ServiceModule | undefined;

export function loadService(): ServiceModule {
  if (!loaded) {
    try {
      loaded = require(path.join(__dirname, 'service.js')) as ServiceModule;
    } catch (e) {
      throw new Error(`Social Pulse could not load its network component (service.js): ${errorText(e)}. Reinstalling the extension should fix this.`);
    }
  }
  return loaded;
}
