import { tenantId } from '@quire/domain/ids';
import { createTenant as newTenant, type Tenant } from '@quire/domain/accounts/tenant';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, conflict, fromInvalidInput } from '../app-error';
import { currentTime } from '../current-time';

export type CreateTenant = (input: { readonly name: string }) => TE.TaskEither<AppError, Tenant>;

/** A new tenant; its name is not another tenant's (ignoring case). */
export const createTenant =
  ({ tenants, ids, clock }: Pick<Ports, 'tenants' | 'ids' | 'clock'>): CreateTenant =>
  ({ name }) =>
    pipe(
      currentTime(clock),
      TE.chainEitherK((now) => pipe(newTenant({ id: tenantId(ids.next()), name, now }), E.mapLeft(fromInvalidInput))),
      // Names are unique, compared as names are (`nameKey`): an operator tells
      // tenants apart by name (`quire examples load --tenant NAME`). Checked here, not by an index:
      // tenants are made by an operator, one at a time.
      TE.chainFirstW((tenant) =>
        pipe(
          tenants.findByName(tenant.name),
          TE.chainW((same) => {
            const [first] = same;
            return first === undefined ? TE.right(undefined) : TE.left(conflict('tenant_name_taken', `a tenant named "${first.name}" already exists (${first.id})`));
          }),
        ),
      ),
      TE.chainFirstW((tenant) => tenants.insert(tenant)),
    );
