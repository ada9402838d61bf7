import type { Knex } from 'knex';
import { KnexAnswerSetRepository } from '../answer-sets/knex-answer-set-repository';
import { KnexAliasRepository } from './knex-alias-repository';
import { KnexBlobReferences } from './knex-blob-references';
import { KnexConditionalRuleRepository } from './knex-conditional-rule-repository';
import { KnexFormTemplateRepository } from './knex-form-template-repository';
import { KnexIdempotencyStore } from '../idempotency/knex-idempotency-store';
import { KnexLibraryRevisions } from './knex-library-revisions';
import { KnexSnippetFolderRepository } from './knex-snippet-folder-repository';
import { KnexSnippetRepository } from './knex-snippet-repository';
import { KnexUsageQueries } from './knex-usage-queries';

/** The library adapters on one Knex instance (what knexPersistenceAdapters answers, and what the contract specs run). */
export const knexLibraryAdapters = (knex: Knex) => ({
  aliases: new KnexAliasRepository(knex),
  rules: new KnexConditionalRuleRepository(knex),
  folders: new KnexSnippetFolderRepository(knex),
  snippets: new KnexSnippetRepository(knex),
  templates: new KnexFormTemplateRepository(knex),
  revisions: new KnexLibraryRevisions(knex),
  usage: new KnexUsageQueries(knex),
  blobReferences: new KnexBlobReferences(knex),
  idempotency: new KnexIdempotencyStore(knex),
  answerSets: new KnexAnswerSetRepository(knex),
});
