import type { SnippetFolderId } from '@quire/domain/library/library-ids';
import { assertNameAvailable } from '@quire/domain/library/library-names';
import { type FolderPatch, updateSnippetFolder as update } from '@quire/domain/library/snippet-folders/snippet-folder-update';
import type { FolderListing } from '@quire/ports/library/snippet-folder-repository';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { currentTime } from '../../current-time';
import { fromLibraryWriteError } from '../library-write-error';
import type { VersionedInput } from '../require-library-entity';
import { updateLibraryEntity } from '../update-library-entity';
import { listingOf } from './get-snippet-folder';
import { requireFolderField } from '../require-folder-field';

export type UpdateSnippetFolderInput = VersionedInput<SnippetFolderId> & { readonly patch: FolderPatch };
export type UpdateSnippetFolder = (input: UpdateSnippetFolderInput) => TE.TaskEither<AppError, FolderListing>;

/**
 * `PUT /Snippets/Folders/:id`: renames and/or moves a folder (one new version). A move under
 * itself or one of its descendants is FolderCycle; the name must be free among the new siblings.
 * Answers the folder with its snippet count, as the folder list shows it.
 */
export const updateSnippetFolder = ({ snippetFolders, clock }: Pick<Ports, 'snippetFolders' | 'clock'>): UpdateSnippetFolder => {
  const updated = updateLibraryEntity(
    'SnippetFolder',
    snippetFolders,
    (folder, { patch }: UpdateSnippetFolderInput) =>
      pipe(
        patch.parentId === undefined || patch.parentId === folder.parentId
          ? TE.right(folder.parentId)
          : requireFolderField(snippetFolders)(folder.tenantId, patch.parentId, 'parentId'),
        TE.bindTo('parentId'),
        TE.bind('ancestors', ({ parentId }): TE.TaskEither<AppError, ReadonlyArray<SnippetFolderId>> =>
          parentId === null || parentId === folder.parentId ? TE.right([]) : pipe(snippetFolders.ancestorsOf(folder.tenantId, parentId), TE.mapLeft((error): AppError => error)),
        ),
        TE.bind('now', () => currentTime(clock)),
        TE.bindW('after', ({ parentId, ancestors, now }) =>
          TE.fromEither(update(folder, { ...(patch.name === undefined ? {} : { name: patch.name }), parentId }, ancestors, now)),
        ),
      ),
    (_before, { after }) =>
      pipe(
        snippetFolders.findChildByName(after.tenantId, after.parentId, after.name),
        TE.mapLeft((error): AppError => error),
        TE.chainEitherKW((holder) => assertNameAvailable('SnippetFolder', after, holder)),
        TE.chain(() => pipe(snippetFolders.update(after), TE.mapLeft(fromLibraryWriteError('SnippetFolder')))),
      ),
  );
  return (input) => pipe(updated(input), TE.chain(listingOf(snippetFolders)));
};
