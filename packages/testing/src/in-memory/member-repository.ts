import type { Role } from '@quire/domain/accounts/role';
import type { Membership } from '@quire/domain/accounts/user';
import type { TenantId, UserId } from '@quire/domain/ids';
import type { AlreadyMember, LastOwner, Member, MemberLimitReached, MemberRepository, NotAMember } from '@quire/ports/accounts/member-repository';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { InMemoryAuditLog } from '../audit/in-memory-audit-log';
import type { InMemoryApiKeyRepository } from './api-key-repository';
import type { InMemoryUserRepository } from './user-repository';

const membershipKey = (tenantId: TenantId, userId: UserId): string => JSON.stringify([tenantId, userId]);

/** Memberships in memory; a change moves the in-memory keys' revision on and appends its audit event, a removal deactivates the member's keys, as the stored repository does. */
export class InMemoryMemberRepository implements MemberRepository {
  private readonly rows = new Map<string, Membership>();

  constructor(
    private readonly users: InMemoryUserRepository,
    private readonly apiKeys: InMemoryApiKeyRepository,
    private readonly audit?: InMemoryAuditLog,
  ) {}

  add(membership: Membership, limit: number, audit?: AuditAppend): TE.TaskEither<StorageError | AlreadyMember | MemberLimitReached, void> {
    const key = membershipKey(membership.tenantId, membership.userId);
    if (this.rows.has(key)) return TE.left({ _tag: 'AlreadyMember' });
    if (this.ofTenant(membership.tenantId).length >= limit) return TE.left({ _tag: 'MemberLimitReached', limit });
    this.rows.set(key, membership);
    this.changed(membership.tenantId, audit);
    return TE.right(undefined);
  }

  roleOf(tenantId: TenantId, userId: UserId): TE.TaskEither<StorageError, O.Option<Role>> {
    return TE.right(O.fromNullable(this.rows.get(membershipKey(tenantId, userId))?.role));
  }

  find(tenantId: TenantId, userId: UserId): TE.TaskEither<StorageError, O.Option<Member>> {
    const membership = this.rows.get(membershipKey(tenantId, userId));
    return TE.right(O.fromNullable(membership === undefined ? undefined : this.memberOf(membership)));
  }

  membershipsOf(userId: UserId, limit: number): TE.TaskEither<StorageError, ReadonlyArray<Membership>> {
    const order = (a: Membership, b: Membership) => a.createdAt.getTime() - b.createdAt.getTime() || (a.tenantId < b.tenantId ? -1 : a.tenantId > b.tenantId ? 1 : 0);
    return TE.right([...this.rows.values()].filter((membership) => membership.userId === userId).sort(order).slice(0, limit));
  }

  list(tenantId: TenantId, limit: number): TE.TaskEither<StorageError, ReadonlyArray<Member>> {
    const members = this.ofTenant(tenantId).flatMap((membership) => {
      const member = this.memberOf(membership);
      return member === undefined ? [] : [member];
    });
    const order = (a: Member, b: Member) => (a.user.email < b.user.email ? -1 : a.user.email > b.user.email ? 1 : a.user.id < b.user.id ? -1 : 1);
    return TE.right([...members].sort(order).slice(0, limit));
  }

  changeRole(tenantId: TenantId, userId: UserId, role: Role, audit?: AuditAppend): TE.TaskEither<StorageError | NotAMember | LastOwner, void> {
    const key = membershipKey(tenantId, userId);
    const current = this.rows.get(key);
    if (current === undefined) return TE.left({ _tag: 'NotAMember' });
    if (current.role === role) return TE.right(undefined);
    if (this.isLastOwner(current)) return TE.left({ _tag: 'LastOwner' });
    this.rows.set(key, { ...current, role });
    this.changed(tenantId, audit);
    return TE.right(undefined);
  }

  remove(tenantId: TenantId, userId: UserId, now: Date, audit?: AuditAppend): TE.TaskEither<StorageError | NotAMember | LastOwner, { readonly keysDeactivated: number }> {
    const key = membershipKey(tenantId, userId);
    const current = this.rows.get(key);
    if (current === undefined) return TE.left({ _tag: 'NotAMember' });
    if (this.isLastOwner(current)) return TE.left({ _tag: 'LastOwner' });
    const keysDeactivated = this.apiKeys.deactivateKeysOf(tenantId, userId, now);
    this.rows.delete(key);
    this.changed(tenantId, audit);
    return TE.right({ keysDeactivated });
  }

  private changed(tenantId: TenantId, audit: AuditAppend | undefined): void {
    this.apiKeys.changeRevision();
    if (audit !== undefined) this.audit?.append(tenantId, audit);
  }

  private ofTenant(tenantId: TenantId): ReadonlyArray<Membership> {
    return [...this.rows.values()].filter((row) => row.tenantId === tenantId);
  }

  private isLastOwner(membership: Membership): boolean {
    return membership.role === 'owner' && this.ofTenant(membership.tenantId).filter((row) => row.role === 'owner').length <= 1;
  }

  private memberOf(membership: Membership): Member | undefined {
    const user = this.users.stored(membership.userId);
    return user === undefined ? undefined : { user, role: membership.role, since: membership.createdAt };
  }
}
