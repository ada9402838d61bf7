import type { CliCommand } from '../cli-command';
import { runUseCase } from '../run-use-case';
import { resolveTenant } from './resolve-tenant';

export const membersAdd: CliCommand = {
  name: 'members add',
  usage: 'quire members add --tenant TENANT_ID_OR_NAME --user USER_ID_OR_EMAIL [--json]   makes an existing user a member of a tenant (then: quire keys create)',
  options: { tenant: { type: 'string', required: true }, user: { type: 'string', required: true }, json: { type: 'boolean' } },
  run: async (app, values, io) => {
    const tenant = await resolveTenant(app.ports, String(values['tenant']));
    const { user, added } = await runUseCase(app.useCases.accounts.addMember({ tenantId: tenant.id, user: String(values['user']) }));
    io.out(values['json'] ? JSON.stringify({ tenantId: tenant.id, userId: user.id, email: user.email, added }) : `${added ? 'added' : 'already a member'}\t${user.id}\t${tenant.id}`);
  },
};
