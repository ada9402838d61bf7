import type { ApiKey } from '@quire/domain/accounts/api-key';
import type { ApiKeyId } from '@quire/domain/ids';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, conflict } from '../app-error';
import { auditAppend } from '../audit-trail/audit-append';
import { currentTime } from '../current-time';
import type { Principal } from '../principal';
import { requireFound } from '../require-found';

/** What every change of one's own key takes: which key, and optionally the versions the client expects (If-Match). */
export type ChangeApiKeyInput = {
  readonly principal: Principal;
  readonly id: ApiKeyId;
  /** When given, the change happens only if the key's current version is one of these (412 otherwise). */
  readonly expectedVersions?: ReadonlyArray<number> | undefined;
};

/**
 * Loads the caller's key (another user's key is NotFound, exactly as a missing one), checks the
 * expected version, applies `change` and stores the result when it differs (changes are idempotent),
 * with its audit event (`action`) in the same transaction.
 */
export const changeOwnApiKey =
  ({ apiKeys, ids, clock }: Pick<Ports, 'apiKeys' | 'ids' | 'clock'>) =>
  (input: ChangeApiKeyInput, action: string, change: (key: ApiKey, now: Date) => E.Either<AppError, ApiKey>): TE.TaskEither<AppError, ApiKey> =>
    pipe(
      requireFound('ApiKey', input.id, () => apiKeys.findByIdForUser(input.principal.userId, input.id)),
      TE.filterOrElse(
        (key) => input.expectedVersions === undefined || input.expectedVersions.includes(key.version),
        (key): AppError => ({ _tag: 'VersionMismatch', resource: 'ApiKey', id: key.id, current: key.version }),
      ),
      TE.bindTo('key'),
      TE.bind('now', () => currentTime(clock)),
      TE.chainEitherK(({ key, now }) => pipe(change(key, now), E.map((changed) => ({ before: key, after: changed })))),
      TE.chainFirstW(({ before, after }) =>
        after === before
          ? TE.right(undefined)
          : pipe(
              apiKeys.update(after, auditAppend({ ids, clock })(input.principal, action, { type: 'ApiKey', id: after.id, version: after.version }, action === 'apiKey.renamed' ? { name: after.name } : {})),
              TE.mapLeft((error): AppError => (error._tag === 'VersionConflict' ? conflict('concurrent_update', 'the API key changed meanwhile; read it again and retry') : error)),
            ),
      ),
      TE.map(({ after }) => after),
    );
