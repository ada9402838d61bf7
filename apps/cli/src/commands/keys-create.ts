import { tenantId, userId } from '@quire/domain/ids';
import type { CliCommand } from '../cli-command';
import { runUseCase } from '../run-use-case';

export const keysCreate: CliCommand = {
  name: 'keys create',
  usage: 'quire keys create --tenant TENANT_ID --user USER_ID [--name NAME] [--json]   prints the key (shown once; --json: with its id, prefix and tenant)',
  options: { tenant: { type: 'string', required: true }, user: { type: 'string', required: true }, name: { type: 'string' }, json: { type: 'boolean' } },
  run: async ({ useCases }, values, io) => {
    const name = typeof values['name'] === 'string' ? values['name'] : 'CLI key';
    const issued = await runUseCase(
      useCases.accounts.issueApiKey({ tenantId: tenantId(String(values['tenant'])), userId: userId(String(values['user'])), name }),
    );
    io.out(values['json'] ? JSON.stringify({ key: issued.secret, id: issued.key.id, prefix: issued.key.prefix, name: issued.key.name, tenantId: issued.key.tenantId, userId: issued.key.userId }) : issued.secret);
  },
};
