import { tenantId, userId } from '@quire/domain/ids';
import type { CliCommand } from '../cli-command';
import { runUseCase } from '../run-use-case';
import { roleOption } from './role-option';

export const keysCreate: CliCommand = {
  name: 'keys create',
  usage:
    "quire keys create --tenant TENANT_ID --user USER_ID [--name NAME] [--role owner|author|drafter|auditor] [--json]   prints the key (shown once; --json: with its id, prefix, tenant and role); the role is at most the user's (default: theirs)",
  options: { tenant: { type: 'string', required: true }, user: { type: 'string', required: true }, name: { type: 'string' }, role: { type: 'string' }, json: { type: 'boolean' } },
  run: async ({ useCases }, values, io) => {
    const name = typeof values['name'] === 'string' ? values['name'] : 'CLI key';
    const role = roleOption(values['role']);
    const issued = await runUseCase(
      useCases.accounts.issueApiKey({ tenantId: tenantId(String(values['tenant'])), userId: userId(String(values['user'])), name, role }),
    );
    const { key } = issued;
    io.out(values['json'] ? JSON.stringify({ key: issued.secret, id: key.id, prefix: key.prefix, name: key.name, tenantId: key.tenantId, userId: key.userId, role: key.role }) : issued.secret);
  },
};
