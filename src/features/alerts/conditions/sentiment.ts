// Sentiment turns, on hourly sentiment (% positive): crossing a level between two hours, or
// falling by n points from the highest hour within the window. Pure.
import * as l10n from '../../../shared/format/l10n';
import type { Condition } from '../core/model';
import type { Values } from './points';
import { SECONDS, type Verdict } from './verdict';

type Crosses = Extract<Condition, { kind: 'sentimentCrosses' }>;
type Drops = Extract<Condition, { kind: 'sentimentDrops' }>;

export function sentimentCrossVerdict(c: Crosses, values: Values): Verdict {
  const last = values[values.length - 1];
  const before = values[values.length - 2];
  if (!last) return { holds: undefined, note: l10n.t('No sentiment in the series yet.') };
  const [time, value] = last;
  if (!before) return { holds: undefined, value, time, note: l10n.t('Needs an earlier hour to see a turn.') };
  const from = before[1];
  const up = from < c.level && value >= c.level;
  const down = from >= c.level && value < c.level;
  const holds = c.direction === 'up' ? up : c.direction === 'down' ? down : up || down;
  return { holds, value, from, time };
}

export function sentimentDropVerdict(c: Drops, values: Values): Verdict {
  const last = values[values.length - 1];
  if (!last) return { holds: undefined, note: l10n.t('No sentiment in the series yet.') };
  const [time, value] = last;
  const start = time - c.windowHours * SECONDS.hour;
  const inside = values.filter(([t]) => t >= start && t < time).map(([, v]) => v);
  if (!inside.length) return { holds: undefined, value, time, note: l10n.t('Needs earlier hours within the window.') };
  const high = Math.max(...inside);
  return { holds: high - value >= c.points, value, from: high, time };
}
