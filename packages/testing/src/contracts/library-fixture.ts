import type { TenantId } from '@quire/domain/ids';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import type { AnswerSetRepository } from '@quire/ports/answer-sets/answer-set-repository';
import type { BlobReferences } from '@quire/ports/storage/blob-references';
import type { ConditionalRuleRepository } from '@quire/ports/library/conditional-rule-repository';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import type { IdempotencyStore } from '@quire/ports/storage/idempotency-store';
import type { LibraryRevisions } from '@quire/ports/library/library-revisions';
import type { SnippetFolderRepository } from '@quire/ports/library/snippet-folder-repository';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { UsageQueries } from '@quire/ports/library/usage';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { fixtureOf, useFixture } from './contract-fixture';
import { givenTenant } from './given-tenant';
import { expectRight } from './run-task';

/** The library stores of one persistence adapter, on one database (tenants are needed: library rows belong to one). */
export type LibraryStores = {
  readonly tenants: TenantRepository;
  readonly aliases: AliasRepository;
  readonly rules: ConditionalRuleRepository;
  readonly folders: SnippetFolderRepository;
  readonly snippets: SnippetRepository;
  readonly templates: FormTemplateRepository;
  readonly revisions: LibraryRevisions;
  readonly usage: UsageQueries;
  readonly blobReferences: BlobReferences;
  readonly idempotency: IdempotencyStore;
  readonly answerSets: AnswerSetRepository;
  readonly cleanup: () => Promise<void>;
};

export type MakeLibraryStores = () => Promise<LibraryStores>;

/** Declares the per-test fixture; the getter answers the current stores. */
export const useLibraryStores = (make: MakeLibraryStores): (() => LibraryStores) => {
  const fixture = useFixture(fixtureOf(make, (stores) => ({ adapter: stores })));
  return () => fixture().adapter;
};


/** A `given` for one resource: stores an arbitrary item of the tenant, with the test's overrides, and answers it. */
export const givenIn =
  <A extends { readonly tenantId: TenantId }>(insert: (item: A) => TE.TaskEither<unknown, void>, arbitrary: (overrides: Partial<A>) => A) =>
  async (tenantId: TenantId, overrides: Partial<A> = {}): Promise<A> => {
    const item = arbitrary({ tenantId, ...overrides } as Partial<A>);
    await expectRight(insert(item));
    return item;
  };

/**
 * What a contract of one library resource starts with: the stores (a fixture per test), the
 * repository under test, `given` (an arbitrary item of a tenant, with the test's overrides,
 * stored), `stored` (an item read back by id) and `itKeepsEveryField` (a test that an item
 * given with the fields a test sets, in a tenant of its own, reads back by id exactly as it was;
 * `more` checks other reads of it).
 */
export const useLibraryResource = <A extends { readonly tenantId: TenantId; readonly id: string }, R extends { findById(tenantId: TenantId, id: A['id']): TE.TaskEither<unknown, O.Option<A>> }>(
  make: MakeLibraryStores,
  repositoryOf: (stores: LibraryStores) => R,
  insert: (repository: R, item: A) => TE.TaskEither<unknown, void>,
  arbitrary: (overrides: Partial<A>) => A,
) => {
  const stores = useLibraryStores(make);
  const repository = () => repositoryOf(stores());
  const given = givenIn((item: A) => insert(repository(), item), arbitrary);
  const stored = (item: A) => expectRight(repository().findById(item.tenantId, item.id));
  const itKeepsEveryField = (what: string, fieldsOf: (tenantId: TenantId) => Partial<A> | Promise<Partial<A>>, more: (item: A) => Promise<void> = async () => undefined): void =>
    it(what, async () => {
      const tenantId = await givenTenant(stores());
      const item = await given(tenantId, await fieldsOf(tenantId));
      expect(await stored(item)).toEqual(O.some(item));
      await more(item);
    });
  return { stores, repository, given, stored, itKeepsEveryField };
};
