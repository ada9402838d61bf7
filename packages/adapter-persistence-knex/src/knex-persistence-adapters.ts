import type { Ports } from '@quire/ports/ports';
import type { Knex } from 'knex';
import { KnexApiKeyRepository } from './accounts/knex-api-key-repository';
import { KnexMemberRepository } from './accounts/knex-member-repository';
import { KnexAuditLog } from './audit/knex-audit-log';
import { KnexJobRepository } from './jobs/knex-job-repository';
import { KnexDatabaseHealth } from './platform/knex-database-health';
import { knexLibraryAdapters } from './library/knex-library-adapters';
import { KnexTenantRepository } from './accounts/knex-tenant-repository';
import { KnexUserRepository } from './accounts/knex-user-repository';
import { KnexSessionRepository } from './sessions/knex-session-repository';
import { KnexWebhookDeliveries } from './webhooks/knex-webhook-deliveries';
import { KnexWebhookRepository } from './webhooks/knex-webhook-repository';
import { KnexSigningCertificates } from './settings/knex-signing-certificates';

/** The ports this package stores in the database. */
export type KnexPersistenceAdapters = Pick<
  Ports,
  | 'tenants'
  | 'users'
  | 'members'
  | 'audit'
  | 'apiKeys'
  | 'sessions'
  | 'databaseHealth'
  | 'aliases'
  | 'rules'
  | 'snippetFolders'
  | 'snippets'
  | 'templates'
  | 'revisions'
  | 'usage'
  | 'blobReferences'
  | 'idempotency'
  | 'answerSets'
  | 'jobs'
  | 'webhooks'
  | 'deliveries'
  | 'signingCertificates'
>;

/**
 * The persistence ports on one Knex instance. The composition root owns the instance: it creates it
 * (createKnex), migrates it (migrateToLatest) and destroys it on shutdown. (The shared rate-limit
 * buckets, KnexRateLimiter, are picked by the composition root when the database is MySQL.)
 */
export const knexPersistenceAdapters = (knex: Knex): KnexPersistenceAdapters => {
  const { folders, ...library } = knexLibraryAdapters(knex);
  return {
    tenants: new KnexTenantRepository(knex),
    users: new KnexUserRepository(knex),
    members: new KnexMemberRepository(knex),
    audit: new KnexAuditLog(knex),
    apiKeys: new KnexApiKeyRepository(knex),
    sessions: new KnexSessionRepository(knex),
    databaseHealth: new KnexDatabaseHealth(knex),
    ...library,
    snippetFolders: folders,
    jobs: new KnexJobRepository(knex),
    webhooks: new KnexWebhookRepository(knex),
    deliveries: new KnexWebhookDeliveries(knex),
    signingCertificates: new KnexSigningCertificates(knex),
  };
};
