import type { Ports } from '@quire/ports/ports';
import { readsOf, writesOf } from '../use-cases-of';
import { addMember } from './add-member';
import { bootstrapInstallation } from './bootstrap-installation';
import { createTenant } from './create-tenant';
import { createUser } from './create-user';
import { issueApiKey } from './issue-api-key';

/** The operator's use cases: tenants, users, a key for any member (the CLI), the first start of the server. */
export const accountUseCases = (ports: Ports) => ({
  ...readsOf(ports, { issueApiKey, bootstrapInstallation }),
  ...writesOf(ports, { createTenant, createUser, addMember }),
});
export type AccountUseCases = ReturnType<typeof accountUseCases>;
