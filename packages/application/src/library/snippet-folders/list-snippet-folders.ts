import type { FolderListing, SnippetFolderRepository } from '@quire/ports/library/snippet-folder-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';

export type ListSnippetFolders = (principal: Principal) => TE.TaskEither<AppError, ReadonlyArray<FolderListing>>;
export const ListSnippetFoldersToken: ServiceIdentifier<ListSnippetFolders> = Symbol.for('quire.ListSnippetFolders');

/** `GET /Snippets/Folders`: every folder of the caller's tenant with the number of snippets directly in it, by name. */
export const listSnippetFolders =
  ({ snippetFolders }: { snippetFolders: SnippetFolderRepository }): ListSnippetFolders =>
  (principal) =>
    pipe(snippetFolders.listAll(principal.tenantId), TE.mapLeft((error): AppError => error));
