import { AliasRepositoryToken } from '@quire/ports/library/alias-repository';
import { ApiKeyRepositoryToken } from '@quire/ports/accounts/api-key-repository';
import { BlobReferencesToken } from '@quire/ports/storage/blob-references';
import { ConditionalRuleRepositoryToken } from '@quire/ports/library/conditional-rule-repository';
import { DatabaseHealthToken } from '@quire/ports/storage/database-health';
import { FormTemplateRepositoryToken } from '@quire/ports/library/form-template-repository';
import { IdempotencyStoreToken } from '@quire/ports/storage/idempotency-store';
import { LibraryRevisionsToken } from '@quire/ports/library/library-revisions';
import { SnippetFolderRepositoryToken } from '@quire/ports/library/snippet-folder-repository';
import { SnippetRepositoryToken } from '@quire/ports/library/snippet-repository';
import { TenantRepositoryToken } from '@quire/ports/accounts/tenant-repository';
import { UsageQueriesToken } from '@quire/ports/library/usage';
import { UserRepositoryToken } from '@quire/ports/accounts/user-repository';
import { AnswerSetRepositoryToken } from '@quire/ports/answer-sets/answer-set-repository';
import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { KnexApiKeyRepository } from './accounts/knex-api-key-repository';
import { KnexDatabaseHealth } from './platform/knex-database-health';
import { knexLibraryAdapters } from './library/knex-library-adapters';
import { KnexTenantRepository } from './accounts/knex-tenant-repository';
import { KnexUserRepository } from './accounts/knex-user-repository';

/**
 * Binds the persistence ports to Knex repositories on one Knex instance. The composition root owns
 * the instance: it creates it (createKnex), migrates it (migrateToLatest) and destroys it on shutdown.
 */
export const persistenceKnexModule = (knex: Knex): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(TenantRepositoryToken).toConstantValue(new KnexTenantRepository(knex));
    bind(UserRepositoryToken).toConstantValue(new KnexUserRepository(knex));
    bind(ApiKeyRepositoryToken).toConstantValue(new KnexApiKeyRepository(knex));
    bind(DatabaseHealthToken).toConstantValue(new KnexDatabaseHealth(knex));
    const library = knexLibraryAdapters(knex);
    bind(AliasRepositoryToken).toConstantValue(library.aliases);
    bind(ConditionalRuleRepositoryToken).toConstantValue(library.rules);
    bind(SnippetFolderRepositoryToken).toConstantValue(library.folders);
    bind(SnippetRepositoryToken).toConstantValue(library.snippets);
    bind(FormTemplateRepositoryToken).toConstantValue(library.templates);
    bind(LibraryRevisionsToken).toConstantValue(library.revisions);
    bind(UsageQueriesToken).toConstantValue(library.usage);
    bind(BlobReferencesToken).toConstantValue(library.blobReferences);
    bind(IdempotencyStoreToken).toConstantValue(library.idempotency);
    bind(AnswerSetRepositoryToken).toConstantValue(library.answerSets);
  });
