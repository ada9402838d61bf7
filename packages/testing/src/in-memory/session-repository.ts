import type { SessionId, TenantId, UserId } from '@quire/domain/ids';
import type { Session } from '@quire/domain/sessions/session';
import type { SessionRepository } from '@quire/ports/sessions/session-repository';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';

export class InMemorySessionRepository implements SessionRepository {
  private readonly rows = new Map<SessionId, Session>();

  insert(session: Session): TE.TaskEither<StorageError, void> {
    const clash = this.rows.has(session.id) || [...this.rows.values()].some((row) => row.digest === session.digest);
    if (clash) return TE.left({ _tag: 'StorageError', operation: 'sessions.insert', kind: 'failed', cause: new Error('duplicate id or digest') });
    this.rows.set(session.id, session);
    return TE.right(undefined);
  }

  findByDigest(digest: string): TE.TaskEither<StorageError, O.Option<Session>> {
    return TE.right(O.fromNullable([...this.rows.values()].find((row) => row.digest === digest)));
  }

  touchLastSeen(id: SessionId, at: Date): TE.TaskEither<StorageError, void> {
    const stored = this.rows.get(id);
    if (stored !== undefined && stored.lastSeenAt.getTime() < at.getTime()) this.rows.set(id, { ...stored, lastSeenAt: at });
    return TE.right(undefined);
  }

  delete(id: SessionId): TE.TaskEither<StorageError, void> {
    this.rows.delete(id);
    return TE.right(undefined);
  }

  endForUser(tenantId: TenantId, userId: UserId): TE.TaskEither<StorageError, number> {
    return TE.right(this.deleteWhere((row) => row.tenantId === tenantId && row.userId === userId));
  }

  deleteEnded(now: Date, idleBefore: Date): TE.TaskEither<StorageError, number> {
    return TE.right(this.deleteWhere((row) => row.expiresAt.getTime() <= now.getTime() || row.lastSeenAt.getTime() <= idleBefore.getTime()));
  }

  /** How many sessions are stored (a test sees sign-outs and sweeps). */
  get size(): number {
    return this.rows.size;
  }

  private deleteWhere(ended: (row: Session) => boolean): number {
    const gone = [...this.rows.values()].filter(ended);
    for (const row of gone) this.rows.delete(row.id);
    return gone.length;
  }
}
