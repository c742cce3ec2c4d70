// What a panel or report shows about an answer: when the service made it, stale or cached.
import type { Answer } from '../../service/api/types';
import { errorMessage } from './errorWords';
import type { AnswerMeta } from '../protocol/messages';

export function metaOf(a: Answer<unknown>): AnswerMeta {
  return a.staleError === undefined
    ? { generated: a.generated, stale: a.stale, fromCache: a.fromCache }
    : { generated: a.generated, stale: a.stale, staleReason: errorMessage(a.staleError), fromCache: a.fromCache };
}
