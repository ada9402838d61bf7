import type { CliCommand } from '../cli-command';
import { runUseCase } from '../run-use-case';
import { resolveTenant } from './resolve-tenant';
import { roleOption } from './role-option';

export const membersAdd: CliCommand = {
  name: 'members add',
  usage:
    'quire members add --tenant TENANT_ID_OR_NAME --user USER_ID_OR_EMAIL [--role owner|author|drafter|auditor] [--json]   makes an existing user a member of a tenant with a role (default: owner; then: quire keys create)',
  options: { tenant: { type: 'string', required: true }, user: { type: 'string', required: true }, role: { type: 'string' }, json: { type: 'boolean' } },
  run: async (app, values, io) => {
    const role = roleOption(values['role']) ?? 'owner';
    const tenant = await resolveTenant(app.ports, String(values['tenant']));
    const member = await runUseCase(app.useCases.accounts.addMember({ tenantId: tenant.id, user: String(values['user']), role }));
    const { user, added } = member;
    io.out(
      values['json']
        ? JSON.stringify({ tenantId: tenant.id, userId: user.id, email: user.email, role: member.role, added })
        : `${added ? 'added' : 'already a member'}\t${user.id}\t${tenant.id}\t${member.role}`,
    );
  },
};
