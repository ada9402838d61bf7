import { type ApiKeyRepository, ApiKeyRepositoryToken } from '@quire/ports/accounts/api-key-repository';
import { type Clock, ClockToken } from '@quire/ports/platform/clock';
import { type IdGenerator, IdGeneratorToken } from '@quire/ports/platform/id-generator';
import { type KeyHasher, KeyHasherToken } from '@quire/ports/accounts/key-hasher';
import { type RandomSource, RandomSourceToken } from '@quire/ports/platform/random-source';
import { type TenantRepository, TenantRepositoryToken } from '@quire/ports/accounts/tenant-repository';
import { type UserRepository, UserRepositoryToken } from '@quire/ports/accounts/user-repository';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { addMembership, AddMembershipToken } from './accounts/add-membership';
import { authenticateApiKey, AuthenticateApiKeyToken } from './api-keys/authenticate-api-key';
import { bootstrapInstallation, BootstrapInstallationToken } from './accounts/bootstrap-installation';
import { createApiKey, CreateApiKeyToken } from './api-keys/create-api-key';
import { createTenant, CreateTenantToken } from './accounts/create-tenant';
import { createUser, CreateUserToken } from './accounts/create-user';
import { deactivateApiKey, DeactivateApiKeyToken } from './api-keys/deactivate-api-key';
import { bindDocumentLibraryUseCases } from './library/document-library-bindings';
import { bindGenerationUseCases } from './generation/generation-bindings';
import { getApiKey, GetApiKeyToken } from './api-keys/get-api-key';
import { issueApiKey, IssueApiKeyToken } from './api-keys/issue-api-key';
import { listApiKeys, ListApiKeysToken } from './api-keys/list-api-keys';
import { reactivateApiKey, ReactivateApiKeyToken } from './api-keys/reactivate-api-key';
import { renameApiKey, RenameApiKeyToken } from './api-keys/rename-api-key';
import { bindVocabularyUseCases } from './library/vocabulary-bindings';
import { retryingLostRaces } from './retry-lost-races';

const ports = [
  ApiKeyRepositoryToken,
  UserRepositoryToken,
  TenantRepositoryToken,
  IdGeneratorToken,
  RandomSourceToken,
  KeyHasherToken,
  ClockToken,
] as const;
type Ports = [ApiKeyRepository, UserRepository, TenantRepository, IdGenerator, RandomSource, KeyHasher, Clock];
type Deps = {
  apiKeys: ApiKeyRepository;
  users: UserRepository;
  tenants: TenantRepository;
  ids: IdGenerator;
  random: RandomSource;
  hasher: KeyHasher;
  clock: Clock;
};
const deps = (...[apiKeys, users, tenants, ids, random, hasher, clock]: Ports): Deps => ({ apiKeys, users, tenants, ids, random, hasher, clock });

/**
 * Binds every use case of this package to its token, built by a factory from the ports. The ports
 * themselves are bound by the composition root (apps/server) from the adapters it picks. Every
 * write a request makes runs again when it loses a race (retryingLostRaces, ADR 0016).
 */
export const applicationModule = new ContainerModule(({ bind }) => {
  const useCase = <T>(token: ServiceIdentifier<T>, make: (d: Deps) => T): void => {
    bind<T>(token).toResolvedValue((...args: Ports) => make(deps(...args)), [...ports]).inSingletonScope();
  };
  useCase(AuthenticateApiKeyToken, authenticateApiKey);
  useCase(ListApiKeysToken, listApiKeys);
  useCase(GetApiKeyToken, getApiKey);
  useCase(CreateApiKeyToken, (d) => retryingLostRaces(createApiKey(d)));
  useCase(RenameApiKeyToken, (d) => retryingLostRaces(renameApiKey(d)));
  useCase(DeactivateApiKeyToken, (d) => retryingLostRaces(deactivateApiKey(d)));
  useCase(ReactivateApiKeyToken, (d) => retryingLostRaces(reactivateApiKey(d)));
  useCase(CreateTenantToken, (d) => retryingLostRaces(createTenant(d)));
  useCase(CreateUserToken, (d) => retryingLostRaces(createUser(d)));
  useCase(AddMembershipToken, (d) => retryingLostRaces(addMembership(d)));
  useCase(IssueApiKeyToken, issueApiKey);
  useCase(BootstrapInstallationToken, bootstrapInstallation);
  bindDocumentLibraryUseCases(bind);
  bindVocabularyUseCases(bind);
  bindGenerationUseCases(bind);
});
