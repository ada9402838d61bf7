import { tenantId } from '@quire/domain/ids';
import type { CliCommand } from '../cli-command';
import { runUseCase } from '../run-use-case';
import { roleOption } from './role-option';

export const usersCreate: CliCommand = {
  name: 'users create',
  usage: 'quire users create --tenant TENANT_ID --email EMAIL [--name NAME] [--role owner|author|drafter|auditor] [--json]   prints the new user id; the user is a member of the tenant with the role (default: owner)',
  options: { tenant: { type: 'string', required: true }, email: { type: 'string', required: true }, name: { type: 'string' }, role: { type: 'string' }, json: { type: 'boolean' } },
  run: async ({ useCases }, values, io) => {
    const email = String(values['email']);
    const name = typeof values['name'] === 'string' ? values['name'] : email;
    const role = roleOption(values['role']);
    const user = await runUseCase(useCases.accounts.createUser({ email, name, tenantId: tenantId(String(values['tenant'])), role }));
    io.out(values['json'] ? JSON.stringify(user) : user.id);
  },
};
