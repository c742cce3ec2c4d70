// A load that delivered part of its answer, then failed (a later page of a market table): what it
// delivered stands, and the failure is shown beside it rather than in its place.

export class IncompleteLoad extends Error {
  /** Read by `isIncompleteLoad`: the host and the loaders may come from different bundles. */
  readonly incomplete = true;

  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

export function isIncompleteLoad(e: unknown): e is IncompleteLoad {
  return e instanceof Error && (e as { incomplete?: unknown }).incomplete === true;
}
