import { sessionId, tenantId, userId, type SessionId, type TenantId, type UserId } from '@quire/domain/ids';
import type { Session } from '@quire/domain/sessions/session';
import type { SessionRepository } from '@quire/ports/sessions/session-repository';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { readRow } from '../platform/read-row';
import { runQuery } from '../platform/run-query';
import { readDate } from '../platform/sql-date';

/** A row of `sessions`. */
type SessionRow = { id: string; tenant_id: string; user_id: string; digest: string; created_at: unknown; last_seen_at: unknown; expires_at: unknown };

const sessionToRow = (session: Session): SessionRow => ({
  id: session.id,
  tenant_id: session.tenantId,
  user_id: session.userId,
  digest: session.digest,
  created_at: session.createdAt,
  last_seen_at: session.lastSeenAt,
  expires_at: session.expiresAt,
});

const sessionFromRow = (row: SessionRow): Session => ({
  id: sessionId(row.id),
  tenantId: tenantId(row.tenant_id),
  userId: userId(row.user_id),
  digest: row.digest,
  createdAt: readDate(row.created_at),
  lastSeenAt: readDate(row.last_seen_at),
  expiresAt: readDate(row.expires_at),
});

/** Sessions in the `sessions` table (migration 0015). */
export class KnexSessionRepository implements SessionRepository {
  constructor(private readonly knex: Knex) {}

  private get table() {
    return this.knex<SessionRow>('sessions');
  }

  insert(session: Session): TE.TaskEither<StorageError, void> {
    return runQuery('sessions.insert', async () => {
      await this.table.insert(sessionToRow(session));
    });
  }

  /** A causal read on a Galera node (readRow): a session ended through another node is refused at once. */
  findByDigest(digest: string): TE.TaskEither<StorageError, O.Option<Session>> {
    return runQuery('sessions.findByDigest', async () => O.map(sessionFromRow)(O.fromNullable(await readRow<SessionRow>(this.knex, 'select * from sessions where digest = ?', [digest]))));
  }

  touchLastSeen(id: SessionId, at: Date): TE.TaskEither<StorageError, void> {
    return runQuery('sessions.touchLastSeen', async () => {
      await this.table.where({ id }).andWhere('last_seen_at', '<', at).update({ last_seen_at: at });
    });
  }

  delete(id: SessionId): TE.TaskEither<StorageError, void> {
    return runQuery('sessions.delete', async () => {
      await this.table.where({ id }).delete();
    });
  }

  endForUser(tenant: TenantId, user: UserId): TE.TaskEither<StorageError, number> {
    return runQuery('sessions.endForUser', () => this.table.where({ tenant_id: tenant, user_id: user }).delete());
  }

  deleteEnded(now: Date, idleBefore: Date): TE.TaskEither<StorageError, number> {
    return runQuery('sessions.deleteEnded', () =>
      this.table
        .where('expires_at', '<=', now)
        .orWhere('last_seen_at', '<=', idleBefore)
        .delete(),
    );
  }
}
