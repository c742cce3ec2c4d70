// A tool call a model made (an agent, or @pulse answering a free question): prepared against
// what tool calls have spent (past the budget it asks first), run at background priority (behind
// what the person opens, never into the day's reserve kept for it), and its requests counted.
// A failure speaks to the model, or to the person when @pulse made the call to answer them.
// Pure: the editor part is src/features/chat/tools.ts.
import type { QuotaStatus } from '../../../service/api/service';
import type { ToolSpending } from './budget';
import type { OwnCalls } from './ownCalls';
import { prepareTool, runTool, type Preparation, type Reader, type ToolEnv, type ToolResult } from './run';
import type { ToolId } from './specs';

export function prepareModelCall(id: ToolId, input: unknown, env: ToolEnv, spending: ToolSpending, quota?: QuotaStatus): Preparation {
  return prepareTool(id, input, env, quota, spending.spent(input));
}

export async function runModelCall(id: ToolId, input: unknown, env: ToolEnv, spending: ToolSpending, signal?: AbortSignal, reader: Reader = 'model'): Promise<ToolResult> {
  const result = await runTool(id, input, env, signal, 'background', reader);
  spending.record(input, result.requests);
  return result;
}

/** A call through the editor: read by whom @pulse's own call names (a model otherwise), its whole result kept for that call. */
export async function answerCall(calls: OwnCalls<ToolResult, Reader>, id: ToolId, input: unknown, env: ToolEnv, spending: ToolSpending, signal?: AbortSignal): Promise<ToolResult> {
  const result = await runModelCall(id, input, env, spending, signal, calls.readerOf(input));
  calls.answered(input, result);
  return result;
}
