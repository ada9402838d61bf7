import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { TenantId } from '../ids';
import { type InvalidName, parseDisplayName } from '../names';

export type Tenant = {
  readonly id: TenantId;
  readonly name: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly version: number;
};

export const createTenant = (input: { id: TenantId; name: string; now: Date }): E.Either<InvalidName, Tenant> =>
  pipe(
    parseDisplayName('name', input.name),
    E.map((name) => ({ id: input.id, name, createdAt: input.now, updatedAt: input.now, version: 1 })),
  );
