// Notices of changes that alter historical data: one every few hours, on a fixed schedule, so
// the list at any moment is the same whoever asks, and the latest days always have some.
import type { Dataset } from './dataset';
import { say } from './flavor';
import { noise } from './prng';

const HOUR = 3600;
/** Hours between two changes, on average. */
const EVERY = 7;
const SHOWN = 50;

type Item = Record<string, unknown>;

function change(data: Dataset, k: number): Item {
  const time = (k * EVERY + Math.floor(noise(data.seed, k, 701) * EVERY)) * HOUR;
  const full = noise(data.seed, k, 703) < 0.25;
  const onCoin = noise(data.seed, k, 705) < 0.4;
  const { flavor } = data;
  if (onCoin) {
    const coin = data.coins[Math.floor(noise(data.seed, k, 707) * 40)]!;
    return {
      asset_type: 'coin', asset_id: coin.id, asset_name: say(flavor, coin.name, k), change: full ? 'full_historical' : 'search_terms', time,
      description: say(flavor, full
        ? `Market data for ${coin.name} was recalculated from a corrected exchange feed; its whole history may differ.`
        : `Search terms for ${coin.name} now include "$${coin.symbol.toLowerCase()}"; the last 72 hours were recomputed.`, k + 1),
    };
  }
  const topic = data.topics[Math.floor(noise(data.seed, k, 709) * data.topics.length)]!;
  return {
    asset_type: 'topic', asset_id: topic.topic, asset_name: say(flavor, topic.title, k), change: full ? 'full_historical' : 'search_terms', time,
    description: say(flavor, full
      ? `Posts about ${topic.title} were reclassified; its whole history may differ.`
      : `Search terms for ${topic.title} were refined to exclude unrelated posts; the last 72 hours were recomputed.`, k + 1),
  };
}

/** The latest changes up to `now`, newest first. */
export function systemChanges(data: Dataset, now: number): Item[] {
  const out: Item[] = [];
  for (let k = Math.floor(now / HOUR / EVERY); out.length < SHOWN; k--) {
    const c = change(data, k);
    if ((c.time as number) <= now) out.push(c);
  }
  return out;
}
