import type { TenantId } from '@quire/domain/ids';
import type { Knex } from 'knex';

/**
 * Increases the tenant's library revision (ADR 0015). Every library write calls it as the first
 * statement of its transaction: it commits or rolls back with the write, and on MySQL it takes the
 * tenant row's exclusive lock before any foreign-key check takes a shared one on the same row
 * (two writers each holding the shared lock and waiting for the exclusive one would deadlock), so
 * the library writers of one tenant run one after the other.
 */
export const bumpLibraryRevision = async (trx: Knex.Transaction, tenantId: TenantId): Promise<void> => {
  await trx('tenants').where({ id: tenantId }).increment('library_revision', 1);
};
