import type { Role } from '@quire/domain/accounts/role';
import type { Membership, User } from '@quire/domain/accounts/user';
import type { TenantId, UserId } from '@quire/domain/ids';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { AuditAppend } from '../audit/audit-log';
import type { StorageError } from '../storage/storage-error';

/** A member of a tenant: the user, their role in it and since when. */
export type Member = { readonly user: User; readonly role: Role; readonly since: Date };

export type AlreadyMember = { readonly _tag: 'AlreadyMember' };
export type NotAMember = { readonly _tag: 'NotAMember' };
/** The change would leave the tenant without an owner. */
export type LastOwner = { readonly _tag: 'LastOwner' };
export type MemberLimitReached = { readonly _tag: 'MemberLimitReached'; readonly limit: number };

/**
 * The memberships of users in tenants, with their roles. Every change is written in one
 * transaction with the keys' revision (ApiKeyRepository.revision): a process that remembers a key
 * verified under the old revision reads the key's membership again. The changes of one tenant's
 * members are serialised (each first takes the tenant's members revision), so two changes at once
 * never both pass the last-owner check. A change given an `audit` event appends it to the tenant's
 * audit chain in its own transaction (none when it changes nothing).
 */
export interface MemberRepository {
  /** Adds a membership: AlreadyMember when the user is one, MemberLimitReached when the tenant has `limit` members already. */
  add(membership: Membership, limit: number, audit?: AuditAppend): TE.TaskEither<StorageError | AlreadyMember | MemberLimitReached, void>;
  /** The user's role in the tenant, none when not a member (a causal read: a change through another node counts at once). */
  roleOf(tenantId: TenantId, userId: UserId): TE.TaskEither<StorageError, O.Option<Role>>;
  /** One member of the tenant. */
  find(tenantId: TenantId, userId: UserId): TE.TaskEither<StorageError, O.Option<Member>>;
  /** The user's memberships in every tenant, oldest first (then by tenant id), at most `limit` (a person signing in picks one). */
  membershipsOf(userId: UserId, limit: number): TE.TaskEither<StorageError, ReadonlyArray<Membership>>;
  /** The tenant's members ordered by e-mail, at most `limit`. */
  list(tenantId: TenantId, limit: number): TE.TaskEither<StorageError, ReadonlyArray<Member>>;
  /** Gives a member another role; LastOwner when the member is the tenant's last owner and the role is not owner. */
  changeRole(tenantId: TenantId, userId: UserId, role: Role, audit?: AuditAppend): TE.TaskEither<StorageError | NotAMember | LastOwner, void>;
  /**
   * Ends a membership and deactivates the user's active keys in the tenant (updated at `now`),
   * answering how many; LastOwner when the member is the tenant's last owner.
   */
  remove(tenantId: TenantId, userId: UserId, now: Date, audit?: AuditAppend): TE.TaskEither<StorageError | NotAMember | LastOwner, { readonly keysDeactivated: number }>;
}
