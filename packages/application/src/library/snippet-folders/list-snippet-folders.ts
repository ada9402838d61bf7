import type { FolderListing } from '@quire/ports/library/snippet-folder-repository';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';

export type ListSnippetFolders = (principal: Principal) => TE.TaskEither<AppError, ReadonlyArray<FolderListing>>;

/** `GET /Snippets/Folders`: every folder of the caller's tenant with the number of snippets directly in it, by name. */
export const listSnippetFolders =
  ({ snippetFolders }: Pick<Ports, 'snippetFolders'>): ListSnippetFolders =>
  (principal) =>
    pipe(snippetFolders.listAll(principal.tenantId), TE.mapLeft((error): AppError => error));
