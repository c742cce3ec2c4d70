// Entry of dist/service.js: the client and the emulator, loaded lazily by the editor layer
// (see src/connection/loadService.ts) so activation never pays for the HTTP stack.
export { createClient } from './api/client';
export { startEmulator } from './demo/server';
export { probeMcp } from './mcp/probe';
