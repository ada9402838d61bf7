import type { CliCommand } from '../cli-command';
import { runUseCase } from '../run-use-case';

export const tenantsCreate: CliCommand = {
  name: 'tenants create',
  usage: 'quire tenants create --name NAME [--json]   prints the new tenant id',
  options: { name: { type: 'string', required: true }, json: { type: 'boolean' } },
  run: async ({ useCases }, values, io) => {
    const tenant = await runUseCase(useCases.accounts.createTenant({ name: String(values['name']) }));
    io.out(values['json'] ? JSON.stringify(tenant) : tenant.id);
  },
};
