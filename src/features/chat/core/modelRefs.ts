// Which item a model's tool call was about, for the buttons under its answer (Open, Insert Report,
// Pin): only a call that answered, so no button offers a topic the service does not have. Pure.
import type { ItemRef } from '../../../shared/items';
import { parseLookupOf } from '../../../shared/lookup/parse';
import type { ToolResult } from './run';

/** The topic a call named, as a lookup reads it, when the call answered; otherwise none. */
export function answeredTopic(input: unknown, result: ToolResult | undefined): ItemRef | undefined {
  if (!result?.ok) return undefined;
  const topic = typeof input === 'object' && input !== null ? (input as { topic?: unknown }).topic : undefined;
  const read = typeof topic === 'string' ? parseLookupOf(topic, 'topic') : undefined;
  return read && 'ref' in read ? read.ref : undefined;
}
