import type { TenantId } from '@quire/domain/ids';
import type { Tenant } from '@quire/domain/accounts/tenant';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { runQuery } from '../platform/run-query';
import { tenantFromRow, type TenantRow, tenantToRow } from './tenant-row';
import { nameKey } from '@quire/domain/names';

export class KnexTenantRepository implements TenantRepository {
  constructor(private readonly knex: Knex) {}

  insert(tenant: Tenant): TE.TaskEither<StorageError, void> {
    return runQuery('tenants.insert', async () => {
      await this.knex<TenantRow>('tenants').insert(tenantToRow(tenant));
    });
  }

  findById(id: TenantId): TE.TaskEither<StorageError, O.Option<Tenant>> {
    return runQuery('tenants.findById', async () => {
      const row = await this.knex<TenantRow>('tenants').where({ id }).first();
      return O.map(tenantFromRow)(O.fromNullable(row));
    });
  }

  findByName(name: string): TE.TaskEither<StorageError, ReadonlyArray<Tenant>> {
    return runQuery('tenants.findByName', async () => {
      const rows = await this.knex<TenantRow>('tenants').where({ name_key: nameKey(name) }).orderBy('id');
      return rows.map(tenantFromRow);
    });
  }

  count(): TE.TaskEither<StorageError, number> {
    return runQuery('tenants.count', async () => {
      const row = await this.knex('tenants').count({ count: '*' }).first();
      return Number(row?.['count'] ?? 0);
    });
  }
}
