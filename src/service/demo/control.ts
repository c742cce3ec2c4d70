// POST /__emulator/faults (only with `control: true`): tests in another process set faults
// with a JSON fault, a list of faults, or {"clear": true}.
import type { Faults } from './faults';
import { parseFault, type Fault } from './faults';
import { failure, json, type Reply } from './reply';

export const CONTROL_PATH = '/__emulator/faults';

export function control(method: string | undefined, body: string, faults: Faults): Reply {
  if (method === 'GET') return json(200, { faults: faults.list() });
  if (method !== 'POST') return failure(405, 'Use GET or POST', { allow: 'GET, POST' });
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return failure(400, 'The body must be JSON: a fault, a list of faults, or {"clear": true}.');
  }
  if (typeof value === 'object' && value !== null && (value as { clear?: unknown }).clear === true) {
    faults.clear();
    return json(200, { faults: [] });
  }
  const parsed: Fault[] = [];
  for (const item of Array.isArray(value) ? value : [value]) {
    const fault = parseFault(item);
    if (typeof fault === 'string') return failure(400, fault);
    parsed.push(fault);
  }
  faults.set(parsed);
  return json(200, { faults: faults.list() });
}
