import type { ApiKeyRepository } from '@quire/ports/accounts/api-key-repository';
import type { MemberRepository } from '@quire/ports/accounts/member-repository';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import type { SessionRepository } from '@quire/ports/sessions/session-repository';
import { apiKeyRepositoryContract } from './api-key-repository-contract';
import { sessionRepositoryContract } from './session-repository-contract';
import { memberRepositoryContract } from './member-repository-contract';
import { tenantRepositoryContract } from './tenant-repository-contract';
import { userRepositoryContract } from './user-repository-contract';
import { fixtureOf } from './contract-fixture';

/** The repositories of one store, as a persistence adapter provides them. */
export type PersistenceStores = {
  readonly tenants: TenantRepository;
  readonly users: UserRepository;
  readonly members: MemberRepository;
  readonly apiKeys: ApiKeyRepository;
  readonly sessions: SessionRepository;
  readonly cleanup: () => Promise<void>;
};

/** Runs every repository contract suite against one persistence adapter. */
export const persistenceContracts = (make: () => Promise<PersistenceStores>): void => {
  tenantRepositoryContract(fixtureOf(make, (stores) => ({ adapter: stores.tenants })));
  userRepositoryContract(fixtureOf(make, (stores) => ({ adapter: stores.users })));
  memberRepositoryContract(fixtureOf(make, (stores) => ({ adapter: stores.members, tenants: stores.tenants, users: stores.users, apiKeys: stores.apiKeys })));
  apiKeyRepositoryContract(fixtureOf(make, (stores) => ({ adapter: stores.apiKeys, tenants: stores.tenants, users: stores.users, members: stores.members })));
  sessionRepositoryContract(fixtureOf(make, (stores) => ({ adapter: stores.sessions, tenants: stores.tenants, users: stores.users, members: stores.members })));
};
