import { assertNameAvailable } from '@quire/domain/library-names';
import { snippetFolderId, type SnippetFolderId } from '@quire/domain/library-ids';
import { createSnippetFolder as create, type SnippetFolder } from '@quire/domain/snippet-folder';
import type { Clock } from '@quire/ports/platform/clock';
import type { IdGenerator } from '@quire/ports/platform/id-generator';
import type { SnippetFolderRepository } from '@quire/ports/library/snippet-folder-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { currentTime } from '../../current-time';
import type { Principal } from '../../principal';
import { requireFolderField } from './require-folder-field';

export type CreateSnippetFolderInput = { readonly principal: Principal; readonly name: string; readonly parentId: SnippetFolderId | null };
export type CreateSnippetFolder = (input: CreateSnippetFolderInput) => TE.TaskEither<AppError, SnippetFolder>;
export const CreateSnippetFolderToken: ServiceIdentifier<CreateSnippetFolder> = Symbol.for('quire.CreateSnippetFolder');

/** `POST /Snippets/Folder`: a new folder at the root or under a folder of the tenant; the name is unique among its siblings. */
export const createSnippetFolder =
  ({ snippetFolders, ids, clock }: { snippetFolders: SnippetFolderRepository; ids: IdGenerator; clock: Clock }): CreateSnippetFolder =>
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
