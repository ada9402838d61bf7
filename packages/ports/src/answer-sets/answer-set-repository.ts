import type { AnswerSet, AnswerSetId } from '@quire/domain/answer-sets/answer-set';
import type { TenantId } from '@quire/domain/ids';
import type * as TE from 'fp-ts/TaskEither';
import type { NamedLibraryRepository } from '../library/library-repository';
import type { PageRequest } from '../library/search/search';
import type { StorageError } from '../storage/storage-error';

/** `GET /AnswerSets`: `q` over name and description (`answerSetSearchTexts`); `templateId` keeps the sets made for that template. */
export type AnswerSetSearch = PageRequest & {
  readonly q: string | null;
  readonly templateId: string | null;
};

/** What `q` searches in an answer set (the answers themselves are not searched: they may be large and personal). */
export const answerSetSearchTexts = (set: AnswerSet): ReadonlyArray<string> => [set.name, set.description];

/**
 * The answer sets of each tenant (docs/interviews.md); every method is scoped to a tenant. Names are
 * unique per tenant by name key (a unique index backs `assertNameAvailable`). Answer sets are no
 * part of what a render reads, so their writes leave the tenant's library revision as it is.
 */
export interface AnswerSetRepository extends NamedLibraryRepository<AnswerSet, AnswerSetId, AnswerSetSearch> {
  /** How many sets the tenant keeps (its limit). */
  count(tenantId: TenantId): TE.TaskEither<StorageError, number>;
}
