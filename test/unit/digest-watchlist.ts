// A 10-subject watchlist as people keep one (four topics, a category, three coins, a stock, an NFT
// collection), and what one digest of it costs against the emulator: shared by the digest's unit
// tests and scripts/digest-cost.mjs (the figures of the closing note).
import { createClient } from '../../src/service/api/client';
import { VirtualClock } from '../../src/service/api/clock';
import { PLANS, type PlanId } from '../../src/service/api/plans';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { composeDigest, type Composed } from '../../src/features/digest/compose';
import { DIGEST_SECTIONS } from '../../src/features/digest/core/types';
import type { ItemRef } from '../../src/shared/items';

export const TEN_PINS: readonly ItemRef[] = [
  { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' },
  { kind: 'topic', id: 'ethereum', title: 'Ethereum' },
  { kind: 'topic', id: 'ai', title: 'AI' },
  { kind: 'topic', id: 'nvidia', title: 'NVIDIA' },
  { kind: 'category', id: 'cryptocurrencies', title: 'Cryptocurrencies' },
  { kind: 'coin', id: '1', title: 'Bitcoin (BTC)' },
  { kind: 'coin', id: '2', title: 'Ethereum (ETH)' },
  { kind: 'coin', id: '5', title: 'BNB' },
  { kind: 'stock', id: 'NVDA', title: 'NVIDIA' },
  { kind: 'nft', id: '1', title: 'CryptoPunks' },
];

export const KEY = 'digest-test-key';
export const NOW = Date.UTC(2026, 10, 25, 7, 30);

export interface CostRun {
  emulator: Emulator;
  client: SocialClient;
  /** Requests the emulator received for a digest composed now. */
  run(maxRequests?: number): Promise<{ composed: Composed; received: number }>;
  close(): Promise<void>;
}

export async function costRun(planId: PlanId, pins: readonly ItemRef[] = TEN_PINS, options: { hostile?: boolean } = {}): Promise<CostRun> {
  // a plan's minute passes as soon as requests wait for it (Hobby sends 4 a minute)
  const clock = new VirtualClock(NOW, { busy: () => false });
  const emulator = await startEmulator({ keys: { [KEY]: planId }, now: () => clock.now(), hostile: options.hostile });
  const client = createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: planId, getKey: async () => KEY, clock });
  return {
    emulator,
    client,
    run: async (maxRequests = 1000) => {
      const before = emulator.requests();
      const composed = await composeDigest({
        client, plan: PLANS[planId], quota: client.quota(), pins, alerts: [], sections: DIGEST_SECTIONS, maxRequests, demo: false, now: clock.now(), timeZone: 'UTC',
      });
      return { composed, received: emulator.requests() - before };
    },
    close: async () => {
      client.dispose();
      await emulator.close();
    },
  };
}
