import { assertVersion } from '@quire/domain/library-entity';
import type { SnippetId } from '@quire/domain/library-ids';
import { assertSnippetDeletable } from '@quire/domain/snippet-usage';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import type { UsageQueries } from '@quire/ports/library/usage';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { fromLibraryWriteError } from '../library-write-error';
import type { Principal } from '../../principal';
import { requireSnippet } from './require-snippet';

export type DeleteSnippetInput = {
  readonly principal: Principal;
  readonly id: SnippetId;
  readonly expectedVersions: ReadonlyArray<number> | null;
  /** `?force=true`: delete even while templates or snippets insert it. */
  readonly force: boolean;
};
export type DeleteSnippet = (input: DeleteSnippetInput) => TE.TaskEither<AppError, void>;
export const DeleteSnippetToken: ServiceIdentifier<DeleteSnippet> = Symbol.for('quire.DeleteSnippet');

/**
 * `DELETE /Snippets/:id`: refused with SnippetInUse (naming the templates and snippets that insert
 * it) unless forced. The blob stays until the sweep finds nothing pointing at it.
 */
export const deleteSnippet =
  ({ snippets, usage }: { snippets: SnippetRepository; usage: UsageQueries }): DeleteSnippet =>
  ({ principal, id, expectedVersions, force }) =>
    pipe(
      requireSnippet(snippets)(principal.tenantId, id),
      TE.chainEitherKW((snippet) => assertVersion('Snippet', snippet, expectedVersions)),
      TE.chainFirst((snippet) =>
        pipe(
          usage.ofSnippet(principal.tenantId, snippet),
          TE.mapLeft((error): AppError => error),
          TE.chainEitherKW((users) => assertSnippetDeletable(snippet, users, force)),
        ),
      ),
      TE.chain((snippet) => pipe(snippets.delete(principal.tenantId, snippet.id, snippet.version), TE.mapLeft(fromLibraryWriteError('Snippet')))),
    );
