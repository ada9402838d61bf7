import * as path from 'node:path';
import type { CliCommand } from '../cli-command';
import { DEFAULT_EXAMPLES_DIR, readExampleLibrary } from './example-library';
import { loadExampleLibrary } from './load-example-library';
import { resolveTenant } from './resolve-tenant';

export const examplesLoad: CliCommand = {
  name: 'examples load',
  usage:
    'quire examples load --tenant TENANT_ID_OR_NAME [--dir DIR]   loads the example library (aliases, rules, snippets, templates); prints kind, name, created|exists, id per line; what exists by name is kept',
  options: { tenant: { type: 'string', required: true }, dir: { type: 'string' } },
  run: async (app, values, io) => {
    const dir = typeof values['dir'] === 'string' ? path.resolve(values['dir']) : DEFAULT_EXAMPLES_DIR;
    const library = readExampleLibrary(dir);
    const tenant = await resolveTenant(app.ports, String(values['tenant']));
    const outcomes = await loadExampleLibrary(app, tenant.id, library, io);
    const created = outcomes.filter((o) => o.status === 'created').length;
    io.out(`# tenant "${tenant.name}" (${tenant.id}): ${created} created, ${outcomes.length - created} already there`);
  },
};
