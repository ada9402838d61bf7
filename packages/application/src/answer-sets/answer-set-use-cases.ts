import type { Ports } from '@quire/ports/ports';
import type { TenantLibraryCache } from '../library/tenant-library-cache';
import { retryingLostRaces } from '../retry-lost-races';
import { createAnswerSet } from './create-answer-set';
import { deleteAnswerSet } from './delete-answer-set';
import { getAnswerSet } from './get-answer-set';
import { searchAnswerSets } from './search-answer-sets';
import { updateAnswerSet } from './update-answer-set';

/** The answer-set use cases (`/AnswerSets`); answers are checked against the aliases the process's one library cache reads; writes run again when they lose a race. */
export const answerSetUseCases = (ports: Ports, libraryCache: TenantLibraryCache) => {
  const deps = { ...ports, libraryCache };
  return {
    searchAnswerSets: searchAnswerSets(ports),
    getAnswerSet: getAnswerSet(ports),
    createAnswerSet: retryingLostRaces(createAnswerSet(deps)),
    updateAnswerSet: retryingLostRaces(updateAnswerSet(deps)),
    deleteAnswerSet: retryingLostRaces(deleteAnswerSet(ports)),
  };
};
export type AnswerSetUseCases = ReturnType<typeof answerSetUseCases>;
