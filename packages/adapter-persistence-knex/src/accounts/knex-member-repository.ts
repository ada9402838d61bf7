import { ROLES, type Role } from '@quire/domain/accounts/role';
import type { Membership } from '@quire/domain/accounts/user';
import { type TenantId, tenantId as tenantIdOf, type UserId } from '@quire/domain/ids';
import type { AlreadyMember, LastOwner, Member, MemberLimitReached, MemberRepository, NotAMember } from '@quire/ports/accounts/member-repository';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { appendAuditEvent } from '../audit/append-audit-event';
import { readDate } from '../platform/sql-date';
import { readRow } from '../platform/read-row';
import { readChoice } from '../platform/stored-choice';
import { runQuery } from '../platform/run-query';
import { runTransaction } from '../platform/run-transaction';
import { userFromRow, type UserRow } from './user-row';

type MemberRow = UserRow & { role: string; member_since: unknown };

const memberFromRow = (row: MemberRow): Member => ({ user: userFromRow(row), role: readChoice(ROLES, row.role, 'member role'), since: readDate(row.member_since) });

const memberColumns = ['users.*', 'memberships.role', 'memberships.created_at as member_since'];

/**
 * Memberships. Every change takes the tenant's members revision first (an UPDATE of the tenant's
 * row, which holds it until the commit): the changes of one tenant's members run one after the
 * other, and each statement after it reads what the previous change committed (READ COMMITTED), so
 * the last-owner check cannot pass twice at once (two owners demoting each other: the second
 * finds one owner left). On a Galera cluster two nodes taking the row at once conflict at the
 * commit, and the loser runs again (runTransaction). Each change also increases the keys' revision
 * and appends its audit event, in the same transaction.
 */
export class KnexMemberRepository implements MemberRepository {
  constructor(private readonly knex: Knex) {}

  add(membership: Membership, limit: number, audit?: AuditAppend): TE.TaskEither<StorageError | AlreadyMember | MemberLimitReached, void> {
    return runTransaction(this.knex, 'members.add', async (trx): Promise<E.Either<AlreadyMember | MemberLimitReached, void>> => {
      await this.takeMembersRevision(trx, membership.tenantId);
      if (await this.roleIn(trx, membership.tenantId, membership.userId)) return E.left({ _tag: 'AlreadyMember' });
      const [counted] = (await trx('memberships').where({ tenant_id: membership.tenantId }).count({ members: '*' })) as ReadonlyArray<{ members: unknown }>;
      if (Number(counted?.members ?? 0) >= limit) return E.left({ _tag: 'MemberLimitReached', limit });
      await trx('memberships').insert({ tenant_id: membership.tenantId, user_id: membership.userId, role: membership.role, created_at: membership.createdAt });
      await this.changeKeysRevision(trx);
      if (audit !== undefined) await appendAuditEvent(trx, membership.tenantId, audit);
      return E.right(undefined);
    });
  }

  /** A causal read on a Galera node (readRow): a membership changed through another node counts at once. */
  roleOf(tenantId: TenantId, userId: UserId): TE.TaskEither<StorageError, O.Option<Role>> {
    return runQuery('members.roleOf', async () => {
      const row = await readRow<{ role: string }>(this.knex, 'select role from memberships where tenant_id = ? and user_id = ?', [tenantId, userId]);
      return row === undefined ? O.none : O.some(readChoice(ROLES, row.role, 'member role'));
    });
  }

  find(tenantId: TenantId, userId: UserId): TE.TaskEither<StorageError, O.Option<Member>> {
    return runQuery('members.find', async () => {
      const row = (await this.members(tenantId).andWhere('memberships.user_id', userId).first()) as MemberRow | undefined;
      return O.map(memberFromRow)(O.fromNullable(row));
    });
  }

  membershipsOf(userId: UserId, limit: number): TE.TaskEither<StorageError, ReadonlyArray<Membership>> {
    return runQuery('members.membershipsOf', async () => {
      const rows = (await this.knex('memberships')
        .select('tenant_id', 'role', 'created_at')
        .where({ user_id: userId })
        .orderBy([{ column: 'created_at' }, { column: 'tenant_id' }])
        .limit(limit)) as ReadonlyArray<{ tenant_id: string; role: string; created_at: unknown }>;
      return rows.map((row) => ({ tenantId: tenantIdOf(row.tenant_id), userId, role: readChoice(ROLES, row.role, 'member role'), createdAt: readDate(row.created_at) }));
    });
  }

  list(tenantId: TenantId, limit: number): TE.TaskEither<StorageError, ReadonlyArray<Member>> {
    return runQuery('members.list', async () => {
      const rows = (await this.members(tenantId).orderBy([{ column: 'users.email' }, { column: 'users.id' }]).limit(limit)) as ReadonlyArray<MemberRow>;
      return rows.map(memberFromRow);
    });
  }

  changeRole(tenantId: TenantId, userId: UserId, role: Role, audit?: AuditAppend): TE.TaskEither<StorageError | NotAMember | LastOwner, void> {
    return runTransaction(this.knex, 'members.changeRole', async (trx): Promise<E.Either<NotAMember | LastOwner, void>> => {
      await this.takeMembersRevision(trx, tenantId);
      const current = await this.roleIn(trx, tenantId, userId);
      if (current === undefined) return E.left({ _tag: 'NotAMember' });
      if (current === role) return E.right(undefined);
      if (current === 'owner' && (await this.owners(trx, tenantId)) <= 1) return E.left({ _tag: 'LastOwner' });
      await trx('memberships').where({ tenant_id: tenantId, user_id: userId }).update({ role });
      await this.changeKeysRevision(trx);
      if (audit !== undefined) await appendAuditEvent(trx, tenantId, audit);
      return E.right(undefined);
    });
  }

  remove(tenantId: TenantId, userId: UserId, now: Date, audit?: AuditAppend): TE.TaskEither<StorageError | NotAMember | LastOwner, { readonly keysDeactivated: number }> {
    return runTransaction(this.knex, 'members.remove', async (trx): Promise<E.Either<NotAMember | LastOwner, { readonly keysDeactivated: number }>> => {
      await this.takeMembersRevision(trx, tenantId);
      const current = await this.roleIn(trx, tenantId, userId);
      if (current === undefined) return E.left({ _tag: 'NotAMember' });
      if (current === 'owner' && (await this.owners(trx, tenantId)) <= 1) return E.left({ _tag: 'LastOwner' });
      const keysDeactivated = await trx('api_keys')
        .where({ tenant_id: tenantId, user_id: userId, status: 'active' })
        .update({ status: 'inactive', updated_at: now, version: trx.raw('version + 1') });
      await trx('memberships').where({ tenant_id: tenantId, user_id: userId }).delete();
      await this.changeKeysRevision(trx);
      if (audit !== undefined) await appendAuditEvent(trx, tenantId, audit);
      return E.right({ keysDeactivated });
    });
  }

  private members(tenantId: TenantId) {
    return this.knex('memberships').join('users', 'users.id', 'memberships.user_id').where('memberships.tenant_id', tenantId).select(memberColumns);
  }

  private async takeMembersRevision(trx: Knex.Transaction, tenantId: TenantId): Promise<void> {
    await trx('tenants').where({ id: tenantId }).increment('members_revision', 1);
  }

  private async changeKeysRevision(trx: Knex.Transaction): Promise<void> {
    await trx('api_key_revision').where({ id: 1 }).increment('revision', 1);
  }

  private async roleIn(trx: Knex.Transaction, tenantId: TenantId, userId: UserId): Promise<Role | undefined> {
    const row = (await trx('memberships').where({ tenant_id: tenantId, user_id: userId }).first('role')) as { role: string } | undefined;
    return row === undefined ? undefined : readChoice(ROLES, row.role, 'member role');
  }

  private async owners(trx: Knex.Transaction, tenantId: TenantId): Promise<number> {
    const [counted] = (await trx('memberships').where({ tenant_id: tenantId, role: 'owner' }).count({ owners: '*' })) as ReadonlyArray<{ owners: unknown }>;
    return Number(counted?.owners ?? 0);
  }
}
