import type { AnswerSet, AnswerSetId } from '@quire/domain/answer-sets/answer-set';
import type { TenantId } from '@quire/domain/ids';
import type { NameTaken } from '@quire/domain/library/library-names';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { Page, PageRequest } from '../library/search/search';
import type { StorageError, VersionConflict } from '../storage/storage-error';

/** `GET /AnswerSets`: `q` over name and description (`answerSetSearchTexts`); `templateId` keeps the sets made for that template. */
export type AnswerSetSearch = PageRequest & {
  readonly q: string | null;
  readonly templateId: string | null;
};

/** What `q` searches in an answer set (the answers themselves are not searched: they may be large and personal). */
export const answerSetSearchTexts = (set: AnswerSet): ReadonlyArray<string> => [set.name, set.description];

/**
 * The answer sets of each tenant (SPEC §4.1); every method is scoped to a tenant. Names are
 * unique per tenant by name key (a unique index backs `assertNameAvailable`). Answer sets are no
 * part of what a render reads, so their writes leave the tenant's library revision as it is.
 */
export interface AnswerSetRepository {
  /** Stores a new set; NameTaken when the name is already held (a lost race). */
  insert(set: AnswerSet): TE.TaskEither<StorageError | NameTaken, void>;
  /** Writes a changed set if the stored version is `set.version - 1`; VersionConflict otherwise, also when absent. */
  update(set: AnswerSet): TE.TaskEither<StorageError | VersionConflict | NameTaken, void>;
  /** Deletes the set if its stored version is `version`; VersionConflict otherwise. */
  delete(tenantId: TenantId, id: AnswerSetId, version: number): TE.TaskEither<StorageError | VersionConflict, void>;
  findById(tenantId: TenantId, id: AnswerSetId): TE.TaskEither<StorageError, O.Option<AnswerSet>>;
  /** The set with this name, compared as names are. */
  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<AnswerSet>>;
  /** How many sets the tenant keeps (its limit). */
  count(tenantId: TenantId): TE.TaskEither<StorageError, number>;
  search(tenantId: TenantId, query: AnswerSetSearch): TE.TaskEither<StorageError, Page<AnswerSet>>;
}
export const AnswerSetRepositoryToken: ServiceIdentifier<AnswerSetRepository> = Symbol.for('quire.AnswerSetRepository');
