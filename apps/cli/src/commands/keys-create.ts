import { IssueApiKeyToken } from '@quire/application/api-keys/issue-api-key';
import { tenantId, userId } from '@quire/domain/ids';
import type { CliCommand } from '../cli-command';
import { runUseCase } from '../run-use-case';

export const keysCreate: CliCommand = {
  name: 'keys create',
  usage: 'quire keys create --tenant TENANT_ID --user USER_ID [--name NAME]   prints the key (shown once)',
  options: { tenant: { type: 'string', required: true }, user: { type: 'string', required: true }, name: { type: 'string' } },
  run: async (container, values, io) => {
    const name = typeof values['name'] === 'string' ? values['name'] : 'CLI key';
    const issued = await runUseCase(
      container.get(IssueApiKeyToken)({ tenantId: tenantId(String(values['tenant'])), userId: userId(String(values['user'])), name }),
    );
    io.out(issued.secret);
  },
};
