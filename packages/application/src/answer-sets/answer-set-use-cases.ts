import type { Ports } from '@quire/ports/ports';
import type { TenantLibraryCache } from '../library/tenant-library-cache';
import { readsOf, writesOf } from '../use-cases-of';
import { createAnswerSet } from './create-answer-set';
import { deleteAnswerSet } from './delete-answer-set';
import { getAnswerSet } from './get-answer-set';
import { searchAnswerSets } from './search-answer-sets';
import { updateAnswerSet } from './update-answer-set';

/** The answer-set use cases (`/AnswerSets`); answers are checked against the aliases the process's one library cache reads; writes run again when they lose a race. */
export const answerSetUseCases = (ports: Ports, libraryCache: TenantLibraryCache) => {
  const deps = { ...ports, libraryCache };
  return {
    ...readsOf(ports, { searchAnswerSets, getAnswerSet }),
    ...writesOf(deps, { createAnswerSet, updateAnswerSet, deleteAnswerSet }),
  };
};
export type AnswerSetUseCases = ReturnType<typeof answerSetUseCases>;
