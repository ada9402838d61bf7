import type { TenantId } from '@quire/domain/ids';
import type { Tenant } from '@quire/domain/accounts/tenant';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '../storage/storage-error';

export interface TenantRepository {
  /** Stores a new tenant. */
  insert(tenant: Tenant): TE.TaskEither<StorageError, void>;
  /** The tenant with this id, if any. */
  findById(id: TenantId): TE.TaskEither<StorageError, O.Option<Tenant>>;
  /**
   * The tenants with this name, compared by `nameKey` (case, spacing and typographic quotes aside), ordered by
   * id. Tenant names need not be unique, hence a list (the CLI asks for an id when it has several).
   */
  findByName(name: string): TE.TaskEither<StorageError, ReadonlyArray<Tenant>>;
  /** How many tenants exist (0 means an empty store: the first start bootstraps). */
  count(): TE.TaskEither<StorageError, number>;
}
