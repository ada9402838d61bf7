import { ports } from '../port-tokens';
import { bindAll, tokensOf, useCase, writeUseCase } from '../use-case-binding';
import { issueApiKey, IssueApiKeyToken } from '../api-keys/issue-api-key';
import { bootstrapInstallation, BootstrapInstallationToken } from './bootstrap-installation';
import { createTenant, CreateTenantToken } from './create-tenant';
import { createUser, CreateUserToken } from './create-user';
import { addMember, AddMemberToken } from './add-member';

const accounts = {
  createTenant: writeUseCase(CreateTenantToken, createTenant, ports('tenants', 'ids', 'clock')),
  createUser: writeUseCase(CreateUserToken, createUser, ports('users', 'tenants', 'ids', 'clock')),
  addMember: writeUseCase(AddMemberToken, addMember, ports('users', 'tenants', 'clock')),
  issueApiKey: useCase(IssueApiKeyToken, issueApiKey, ports('apiKeys', 'users', 'tenants', 'ids', 'random', 'hasher', 'clock')),
  bootstrapInstallation: useCase(BootstrapInstallationToken, bootstrapInstallation, ports('apiKeys', 'users', 'tenants', 'ids', 'random', 'hasher', 'clock')),
};

/** The operator's use cases: tenants, users, a key for any member (the CLI), the first start of the server; by name. */
export const accountUseCases = tokensOf(accounts);
export const bindAccountUseCases = bindAll(accounts);
