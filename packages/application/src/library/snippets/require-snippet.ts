import type { TenantId } from '@quire/domain/ids';
import type { SnippetId } from '@quire/domain/library-ids';
import type { Snippet } from '@quire/domain/snippet';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound } from '../../app-error';

/** The tenant's snippet with this id, else NotFound (another tenant's snippet is not found either). */
export const requireSnippet =
  (snippets: SnippetRepository) =>
  (tenantId: TenantId, id: SnippetId): TE.TaskEither<AppError, Snippet> =>
    pipe(
      snippets.findById(tenantId, id),
      TE.mapLeft((error): AppError => error),
      TE.chain(TE.fromOption(() => notFound('Snippet', id))),
    );
