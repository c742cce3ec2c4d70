// Checks a tool's input (what a model sends may break the schema: VS Code validates it, other
// callers may not) into a typed request, by the tool's record (tools/), or says in one sentence
// what to change. Pure.
import { Bad, type Obj } from './tools/read';
import { TOOL_RECORDS, type Inputs } from './tools/index';
import type { ToolId } from './specs';

export type Checked<T> = { ok: T } | { problem: string };

export function checkInput<K extends ToolId>(id: K, input: unknown): Checked<Inputs[K]> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    if (input !== undefined && input !== null) return { problem: 'The input must be a JSON object.' };
  }
  try {
    return { ok: TOOL_RECORDS[id].input((input ?? {}) as Obj) };
  } catch (e) {
    if (e instanceof Bad) return { problem: e.message };
    throw e;
  }
}
