import type { TenantId } from '@quire/domain/ids';
import { nameKey } from '@quire/domain/names';
import type { Tenant } from '@quire/domain/tenant';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';

export class InMemoryTenantRepository implements TenantRepository {
  private readonly rows = new Map<TenantId, Tenant>();

  insert(tenant: Tenant): TE.TaskEither<StorageError, void> {
    if (this.rows.has(tenant.id)) return TE.left({ _tag: 'StorageError', operation: 'tenants.insert', kind: 'failed', cause: new Error('duplicate id') });
    this.rows.set(tenant.id, tenant);
    return TE.right(undefined);
  }

  findById(id: TenantId): TE.TaskEither<StorageError, O.Option<Tenant>> {
    return TE.right(O.fromNullable(this.rows.get(id)));
  }

  findByName(name: string): TE.TaskEither<StorageError, ReadonlyArray<Tenant>> {
    const key = nameKey(name);
    return TE.right([...this.rows.values()].filter((tenant) => nameKey(tenant.name) === key).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  }

  count(): TE.TaskEither<StorageError, number> {
    return TE.right(this.rows.size);
  }
}
