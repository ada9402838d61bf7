import type { CliCommand } from './cli-command';
import { examplesLoad } from './commands/examples-load';
import { keysCreate } from './commands/keys-create';
import { tenantsCreate } from './commands/tenants-create';
import { usersCreate } from './commands/users-create';

export const commands: ReadonlyArray<CliCommand> = [tenantsCreate, usersCreate, keysCreate, examplesLoad];
