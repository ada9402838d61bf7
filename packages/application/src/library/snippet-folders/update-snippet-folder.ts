import { assertVersion } from '@quire/domain/library-entity';
import type { SnippetFolderId } from '@quire/domain/library-ids';
import { assertNameAvailable } from '@quire/domain/library-names';
import type { SnippetFolder } from '@quire/domain/snippet-folder';
import { type FolderPatch, updateSnippetFolder as update } from '@quire/domain/snippet-folder-update';
import type { Clock } from '@quire/ports/platform/clock';
import type { FolderListing, SnippetFolderRepository } from '@quire/ports/library/snippet-folder-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { currentTime } from '../../current-time';
import { fromLibraryWriteError } from '../library-write-error';
import type { Principal } from '../../principal';
import { requireFolderField, requireSnippetFolder } from './require-snippet-folder';

export type UpdateSnippetFolderInput = {
  readonly principal: Principal;
  readonly id: SnippetFolderId;
  /** If-Match: the versions the client holds; null when it sent none (or `*`). */
  readonly expectedVersions: ReadonlyArray<number> | null;
  readonly patch: FolderPatch;
};
export type UpdateSnippetFolder = (input: UpdateSnippetFolderInput) => TE.TaskEither<AppError, FolderListing>;
export const UpdateSnippetFolderToken: ServiceIdentifier<UpdateSnippetFolder> = Symbol.for('quire.UpdateSnippetFolder');

/**
 * `PUT /Snippets/Folders/:id`: renames and/or moves a folder (one new version). A move under
 * itself or one of its descendants is FolderCycle; the name must be free among the new siblings.
 * Answers the folder with its snippet count, as the folder list shows it.
 */
export const updateSnippetFolder =
  ({ snippetFolders, clock }: { snippetFolders: SnippetFolderRepository; clock: Clock }): UpdateSnippetFolder =>
  ({ principal, id, expectedVersions, patch }) => {
    const tenant = principal.tenantId;
    return pipe(
      requireSnippetFolder(snippetFolders)(tenant, id),
      TE.chainEitherKW((folder) => assertVersion('SnippetFolder', folder, expectedVersions)),
      TE.bindTo('folder'),
      TE.bind('parentId', ({ folder }): TE.TaskEither<AppError, SnippetFolderId | null> =>
        patch.parentId === undefined || patch.parentId === folder.parentId ? TE.right(folder.parentId) : requireFolderField(snippetFolders)(tenant, patch.parentId, 'parentId'),
      ),
      TE.bind('ancestors', ({ folder, parentId }): TE.TaskEither<AppError, ReadonlyArray<SnippetFolderId>> =>
        parentId === null || parentId === folder.parentId ? TE.right([]) : pipe(snippetFolders.ancestorsOf(tenant, parentId), TE.mapLeft((error): AppError => error)),
      ),
      TE.bind('now', () => currentTime(clock)),
      TE.bindW('after', ({ folder, parentId, ancestors, now }) =>
        TE.fromEither(update(folder, { ...(patch.name === undefined ? {} : { name: patch.name }), parentId }, ancestors, now)),
      ),
      TE.chain(({ folder, after }): TE.TaskEither<AppError, SnippetFolder> =>
        after === folder
          ? TE.right(folder)
          : pipe(
              snippetFolders.findChildByName(tenant, after.parentId, after.name),
              TE.mapLeft((error): AppError => error),
              TE.chainEitherKW((holder) => assertNameAvailable('SnippetFolder', after, holder)),
              TE.chainFirst(() => pipe(snippetFolders.update(after), TE.mapLeft(fromLibraryWriteError('SnippetFolder')))),
            ),
      ),
      TE.chain((folder) =>
        pipe(
          snippetFolders.contentsOf(tenant, folder.id),
          TE.mapLeft((error): AppError => error),
          TE.map((contents) => ({ folder, snippetCount: contents.snippetCount })),
        ),
      ),
    );
  };
