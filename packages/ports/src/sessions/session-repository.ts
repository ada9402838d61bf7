import type { SessionId, TenantId, UserId } from '@quire/domain/ids';
import type { Session } from '@quire/domain/sessions/session';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '../storage/storage-error';

/** People's signed-in sessions, stored server-side (the cookie carries only a secret whose keyed digest is stored). */
export interface SessionRepository {
  insert(session: Session): TE.TaskEither<StorageError, void>;
  /** The session whose secret has this keyed digest (the lookup of every request made with a cookie). */
  findByDigest(digest: string): TE.TaskEither<StorageError, O.Option<Session>>;
  /** Records a use; never moves `lastSeenAt` back; an unknown id is ignored. */
  touchLastSeen(id: SessionId, at: Date): TE.TaskEither<StorageError, void>;
  /** Ends one session (sign-out); an unknown id is ignored. */
  delete(id: SessionId): TE.TaskEither<StorageError, void>;
  /** Ends every session of this user in this tenant (the user left it, or was deactivated); answers how many ended. */
  endForUser(tenantId: TenantId, userId: UserId): TE.TaskEither<StorageError, number>;
  /** Deletes the sessions that ended by `now`: past `expiresAt`, or last seen before `idleBefore`; answers how many. */
  deleteEnded(now: Date, idleBefore: Date): TE.TaskEither<StorageError, number>;
}
