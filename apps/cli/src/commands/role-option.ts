import { isRole, type Role, ROLES } from '@quire/domain/accounts/role';
import { UsageError } from '../cli-command';

/** The `--role` option: absent, or one of the four roles (else a usage error, exit 2). */
export const roleOption = (value: string | boolean | undefined): Role | undefined => {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && isRole(value)) return value;
  throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
};
