// The chat tools' records, one per id of specs.ts: a tool id without its record, or a record under
// another tool's id, fails to compile here. Each record's parts agree on its input by defineTool.
// input.ts, cost.ts and run.ts read every tool from this table. Pure.
import type { ToolId } from '../specs';
import { category } from './category';
import { compare } from './compare';
import { creator } from './creator';
import { feed } from './feed';
import { market } from './market';
import type { ToolRecord } from './record';
import { report } from './report';
import { series } from './series';
import { topic } from './topic';
import { trending } from './trending';

const RECORDS = { trending, topic, series, feed, category, market, creator, compare, report };

/** What each tool's input is once checked: what its record's `input` returns. */
export type Inputs = { [K in ToolId]: (typeof RECORDS)[K] extends ToolRecord<K, infer I> ? I : never };

export const TOOL_RECORDS: { readonly [K in ToolId]: ToolRecord<K, Inputs[K]> } = RECORDS;
