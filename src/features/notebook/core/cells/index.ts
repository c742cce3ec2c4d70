// The Pulse notebook cell language (issue 24): what a cell asks, what it costs, its answer, and
// the editor's completions and hover on its text. Pure: the notebook feature (src/features/notebook) wires it.
export { parseCell } from './parse';
export { describeQuery, estimateCost, queryRefs } from './kinds';
export { runCell } from './run';
export { completeCell } from './complete';
export { hoverCell } from './hover';
export { outputRefs, outputSectors } from './named';
export type {
  CellClient, CellCompletion, CellContext, CellProblem, CellQuery, CellRunDeps, CompletionContext, CompletionKind, MarketListName,
  ParsedCell, Subjects,
} from './types';
