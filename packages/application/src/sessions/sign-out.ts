import { parseSessionSecret } from '@quire/domain/sessions/session';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';

export type SignOut = (presented: string | undefined) => TE.TaskEither<AppError, void>;

/** Ends the session whose secret the cookie carries; no cookie, or a session already ended, is no error (signing out twice is signing out). */
export const signOut =
  ({ sessions, hasher }: Pick<Ports, 'sessions' | 'hasher'>): SignOut =>
  (presented) =>
  async () => {
    const secret = parseSessionSecret(presented ?? '');
    if (E.isLeft(secret)) return E.right(undefined);
    const found = await sessions.findByDigest(hasher.digest(secret.right))();
    if (E.isLeft(found)) return found;
    return O.isNone(found.right) ? E.right(undefined) : sessions.delete(found.right.value.id)();
  };
