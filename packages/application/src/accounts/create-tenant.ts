import { tenantId } from '@quire/domain/ids';
import { createTenant as newTenant, type Tenant } from '@quire/domain/tenant';
import type { Clock } from '@quire/ports/platform/clock';
import type { IdGenerator } from '@quire/ports/platform/id-generator';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import { type AppError, fromInvalidInput } from '../app-error';
import { currentTime } from '../current-time';

export type CreateTenant = (input: { readonly name: string }) => TE.TaskEither<AppError, Tenant>;
export const CreateTenantToken: ServiceIdentifier<CreateTenant> = Symbol.for('quire.CreateTenant');

export const createTenant =
  ({ tenants, ids, clock }: { tenants: TenantRepository; ids: IdGenerator; clock: Clock }): CreateTenant =>
  ({ name }) =>
    pipe(
      currentTime(clock),
      TE.chainEitherK((now) => pipe(newTenant({ id: tenantId(ids.next()), name, now }), E.mapLeft(fromInvalidInput))),
      TE.chainFirstW((tenant) => tenants.insert(tenant)),
    );
