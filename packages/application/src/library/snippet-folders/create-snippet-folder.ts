import { assertNameAvailable } from '@quire/domain/library/library-names';
import { snippetFolderId, type SnippetFolderId } from '@quire/domain/library/library-ids';
import { createSnippetFolder as create, type SnippetFolder } from '@quire/domain/library/snippet-folders/snippet-folder';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { currentTime } from '../../current-time';
import type { Principal } from '../../principal';
import { requireFolderField } from '../require-folder-field';

export type CreateSnippetFolderInput = { readonly principal: Principal; readonly name: string; readonly parentId: SnippetFolderId | null };
export type CreateSnippetFolder = (input: CreateSnippetFolderInput) => TE.TaskEither<AppError, SnippetFolder>;

/** `POST /Snippets/Folder`: a new folder at the root or under a folder of the tenant; the name is unique among its siblings. */
export const createSnippetFolder =
  ({ snippetFolders, ids, clock }: Pick<Ports, 'snippetFolders' | 'ids' | 'clock'>): CreateSnippetFolder =>
  ({ principal, name, parentId }) =>
    pipe(
      requireFolderField(snippetFolders)(principal.tenantId, parentId, 'parentId'),
      TE.bindTo('parent'),
      TE.bind('now', () => currentTime(clock)),
      TE.chainEitherKW(({ parent, now }) => create({ id: snippetFolderId(ids.next()), tenantId: principal.tenantId, name, parentId: parent, now })),
      TE.chainFirst((folder) =>
        pipe(
          snippetFolders.findChildByName(principal.tenantId, folder.parentId, folder.name),
          TE.mapLeft((error): AppError => error),
          TE.chainEitherKW((holder) => assertNameAvailable('SnippetFolder', folder, holder)),
        ),
      ),
      TE.chainFirst((folder) => pipe(snippetFolders.insert(folder), TE.mapLeft((error): AppError => error))),
    );
