import type { CliCommand } from '../cli-command';
import { CommandFailed } from '../cli-command';
import { runUseCase } from '../run-use-case';
import { resolveTenant } from './resolve-tenant';

export const auditVerify: CliCommand = {
  name: 'audit verify',
  usage:
    'quire audit verify --tenant TENANT_ID_OR_NAME [--json]   checks every link of the tenant\'s audit chain; exit 1 naming the first broken one (an edited, deleted, inserted or reordered event)',
  options: { tenant: { type: 'string', required: true }, json: { type: 'boolean' } },
  run: async (app, values, io) => {
    const tenant = await resolveTenant(app.ports, String(values['tenant']));
    const { events, firstBreak } = await runUseCase(app.useCases.audit.verifyAuditChain(tenant.id));
    if (values['json']) io.out(JSON.stringify({ tenantId: tenant.id, events, firstBreak }));
    else if (firstBreak === null) io.out(`intact\t${events} events\t${tenant.id}`);
    if (firstBreak !== null) {
      throw new CommandFailed(`the chain breaks at event ${firstBreak.seq}${firstBreak.id === null ? '' : ` (${firstBreak.id})`}: ${firstBreak.reason.replace('_', ' ')}; the ${events} event${events === 1 ? '' : 's'} before it ${events === 1 ? 'is' : 'are'} intact`);
    }
  },
};
