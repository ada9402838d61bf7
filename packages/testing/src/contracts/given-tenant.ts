import type { TenantId } from '@quire/domain/ids';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import { arbitraryTenant } from '../builders/accounts';
import { expectRight } from './run-task';

/** A new tenant in the store: every test works in tenants of its own, so one database serves a whole run. */
export const givenTenant = async (stores: { readonly tenants: TenantRepository }): Promise<TenantId> => {
  const tenant = arbitraryTenant();
  await expectRight(stores.tenants.insert(tenant));
  return tenant.id;
};
