import type { CliCommand, EngineCommand } from './cli-command';
import { analyse } from './commands/analyse';
import { examplesLoad } from './commands/examples-load';
import { auditVerify } from './commands/audit-verify';
import { keysCreate } from './commands/keys-create';
import { membersAdd } from './commands/members-add';
import { render } from './commands/render';
import { tenantsCreate } from './commands/tenants-create';
import { usersCreate } from './commands/users-create';

export const commands: ReadonlyArray<CliCommand | EngineCommand> = [render, analyse, tenantsCreate, usersCreate, membersAdd, keysCreate, auditVerify, examplesLoad];
