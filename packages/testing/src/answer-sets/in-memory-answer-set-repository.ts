import type { AnswerSet, AnswerSetId } from '@quire/domain/answer-sets/answer-set';
import type { TenantId } from '@quire/domain/ids';
import { type AnswerSetRepository, type AnswerSetSearch, answerSetSearchTexts } from '@quire/ports/answer-sets/answer-set-repository';
import { type Page, normaliseQuery } from '@quire/ports/library/search/search';
import { matchesQuery } from '@quire/ports/library/search/search-texts';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';
import { InMemoryLibraryRevisions } from '../in-memory/library-revisions';
import { UniquelyNamedRepository } from '../in-memory/table-repository';

const matching = (query: AnswerSetSearch): ((set: AnswerSet) => boolean) => {
  const q = normaliseQuery(query.q);
  return (set) => matchesQuery(q, answerSetSearchTexts(set)) && (query.templateId === null || set.templateIds.includes(query.templateId));
};

/** AnswerSetRepository in memory; names are unique per tenant by name key. Its writes bump a revision of its own, not the library's. */
export class InMemoryAnswerSetRepository extends UniquelyNamedRepository<AnswerSet, AnswerSetId> implements AnswerSetRepository {
  constructor() {
    super('answerSets', 'AnswerSet', new InMemoryLibraryRevisions());
  }

  count(tenantId: TenantId): TE.TaskEither<StorageError, number> {
    return TE.right(this.table.allOf(tenantId).length);
  }

  search(tenantId: TenantId, query: AnswerSetSearch): TE.TaskEither<StorageError, Page<AnswerSet>> {
    return TE.right(this.table.search(tenantId, query, matching(query)));
  }
}
