import type { AccountUseCases } from '@quire/application/accounts/account-use-cases';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';

/**
 * On an empty store, creates the first tenant, user and key, and answers the key's secret so the
 * caller can print it once. On a store that has tenants, answers nothing.
 */
export const bootstrapIfEmpty = async (accounts: Pick<AccountUseCases, 'bootstrapInstallation'>): Promise<string | undefined> => {
  const result = await accounts.bootstrapInstallation({ tenantName: 'Default tenant', userEmail: 'admin@localhost', userName: 'Administrator', keyName: 'Bootstrap key' })();
  if (E.isLeft(result)) throw new Error(`bootstrap failed: ${result.left._tag}`);
  return O.isSome(result.right) ? result.right.value.secret : undefined;
};
