// Which pins the ticker shows, in which order: every pin in the Watchlist's order, or the pins
// `socialPulse.ticker.items` names in its order; only those the Watchlist has read figures for,
// at most `max`. Pure.
import { itemKey, type ItemRef } from '../../../shared/items';
import type { PinnedRead } from '../../../editor/watchlist/figures';
import * as l10n from '../../../shared/format/l10n';
import type { FeatureSettingProblem } from '../../../editor/settingsCheck';
import { TICKER_ITEMS, type TickerSettings } from './settings';

/** What a pin answers to in the setting, in lower case: "coin:btc", its id, its title, its symbol or name. */
export function pinNames(pin: ItemRef, read: PinnedRead | undefined): Set<string> {
  const names: unknown[] = [itemKey(pin), pin.id, pin.title];
  const data = read?.data;
  // `coin:eth` names the coin also once its pin has moved from that symbol to its id
  if (data && 'asset' in data) names.push(data.asset.symbol, data.asset.name, `${pin.kind}:${String(data.asset.symbol ?? '')}`);
  else if (data && 'nft' in data) names.push(data.nft.name);
  else if (data) names.push(data.summary.title, data.summary.topic);
  return new Set(names.filter((n): n is string => typeof n === 'string').map((n) => n.trim().toLowerCase()).filter(Boolean));
}

export function chosenPins(pins: readonly ItemRef[], read: (pin: ItemRef) => PinnedRead | undefined, s: Pick<TickerSettings, 'items' | 'max'>): PinnedRead[] {
  const known = pins.flatMap((pin) => {
    const r = read(pin);
    return r ? [{ ...r, ref: pin }] : [];
  });
  if (s.items === 'all') return known.slice(0, s.max);
  const named = known.map((r) => ({ read: r, names: pinNames(r.ref, r) }));
  const chosen: PinnedRead[] = [];
  for (const name of s.items) {
    const match = named.find((n) => n.names.has(name) && !chosen.includes(n.read));
    if (match) chosen.push(match.read);
  }
  return chosen.slice(0, s.max);
}

/**
 * Why a list of pins shows nothing: it names none of the pins (by what their figures say where the
 * Watchlist has read them, else by their id and title), while some have figures; else undefined.
 */
export function unmatchedItems(pins: readonly ItemRef[], read: (pin: ItemRef) => PinnedRead | undefined, s: Pick<TickerSettings, 'items' | 'max'>): FeatureSettingProblem | undefined {
  if (s.items === 'all' || !pins.some((pin) => read(pin))) return undefined;
  const items = s.items;
  if (pins.some((pin) => items.some((name) => pinNames(pin, read(pin)).has(name)))) return undefined;
  const named = s.items.slice(0, 5).map((n) => `"${n}"`).join(', ');
  return { setting: TICKER_ITEMS, message: l10n.t('{0} names none of the Watchlist\'s pins ({1}): the ticker shows nothing until it names one, or is "all".', TICKER_ITEMS, named) };
}
