// A chat tool's record: all a tool is, in one declaration beside its kin in this folder. Its names
// stay in specs.ts (TOOLS), the one table the editor reads at activation to register the tools
// before this code loads (esbuild.mjs keeps the tools out of dist/editor.js); `defineTool` joins
// them to the record. Pure.
import type { OperationId } from '../../../../service/api/operations';
import type { Access } from '../../../../service/api/plans';
import type { ItemRef } from '../../../../shared/items';
import type { MarkdownText } from '../render';
import { TOOLS, type ToolId } from '../specs';
import type { Meter, ToolClient } from './meter';
import type { Obj } from './read';

export interface PlannedCall {
  op: OperationId;
  /** "the topic summary of bitcoin" */
  what: MarkdownText;
}

/** What a tool's run wrote: run.ts adds the wait and the footer. */
export interface Output {
  body: MarkdownText;
  refs: ItemRef[];
  extraSources?: string[];
}

/** What a tool does with its input `I`; `input` says what `I` is, the rest take it. */
export interface ToolParts<I> {
  /** The input checked into what the tool takes; a problem throws `Bad` (read.ts) with what to change. */
  input: (o: Obj) => I;
  /** The calls a request will make on a plan with `access`, in order: decided before any request. */
  calls: (input: I, access: Access) => PlannedCall[];
  /** Points the answer will hold, for a tool that fetches a series: a long one asks first. */
  points?: (input: I) => number;
  /** Fetches through the meter (what it spends is counted) and writes the answer. */
  run: (input: I, m: Meter, c: ToolClient) => Promise<Output>;
}

export interface ToolRecord<Id extends ToolId, I> extends ToolParts<I> {
  id: Id;
  /** `contributes.languageModelTools[].name` and `vscode.lm.registerTool`'s name. */
  name: string;
  /** What people type after `#` in a prompt. */
  referenceName: string;
}

/** A tool's record: `I` is what its `input` returns, and its other parts must take just that. */
export function defineTool<Id extends ToolId, I>(id: Id, parts: ToolParts<I>): ToolRecord<Id, I> {
  return { ...parts, id, name: TOOLS[id].name, referenceName: TOOLS[id].referenceName };
}
