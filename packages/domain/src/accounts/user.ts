import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { TenantId, UserId } from '../ids';
import { type InvalidName, parseDisplayName } from '../names';
import type { Role } from './role';

export type User = {
  readonly id: UserId;
  readonly email: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly version: number;
};

/** A user belongs to one or more tenants through memberships, each with its role. */
export type Membership = { readonly tenantId: TenantId; readonly userId: UserId; readonly role: Role; readonly createdAt: Date };

export type InvalidEmail = { readonly _tag: 'InvalidEmail'; readonly email: string };

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

export const parseEmail = (raw: string): E.Either<InvalidEmail, string> => {
  const email = raw.trim().toLowerCase();
  return EMAIL.test(email) ? E.right(email) : E.left({ _tag: 'InvalidEmail', email: raw });
};

export const createUser = (input: { id: UserId; email: string; name: string; now: Date }): E.Either<InvalidName | InvalidEmail, User> =>
  pipe(
    E.Do,
    E.apSW('email', parseEmail(input.email)),
    E.apSW('name', parseDisplayName('name', input.name)),
    E.map(({ email, name }) => ({ id: input.id, email, name, createdAt: input.now, updatedAt: input.now, version: 1 })),
  );
