import type { Ports } from '@quire/ports/ports';
import { retryingLostRaces } from '../retry-lost-races';
import { addMember } from './add-member';
import { bootstrapInstallation } from './bootstrap-installation';
import { createTenant } from './create-tenant';
import { createUser } from './create-user';
import { issueApiKey } from './issue-api-key';

/** The operator's use cases: tenants, users, a key for any member (the CLI), the first start of the server. */
export const accountUseCases = (ports: Ports) => ({
  createTenant: retryingLostRaces(createTenant(ports)),
  createUser: retryingLostRaces(createUser(ports)),
  addMember: retryingLostRaces(addMember(ports)),
  issueApiKey: issueApiKey(ports),
  bootstrapInstallation: bootstrapInstallation(ports),
});
export type AccountUseCases = ReturnType<typeof accountUseCases>;
