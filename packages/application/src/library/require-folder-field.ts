import type { TenantId } from '@quire/domain/ids';
import type { SnippetFolderId } from '@quire/domain/library/library-ids';
import type { SnippetFolderRepository } from '@quire/ports/library/snippet-folder-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, validation } from '../app-error';

/**
 * A folder named in a request body (`parentId`, `folderId`): null (the root) is always there; an
 * unknown id is a 422 on that field, not a 404 (the resource addressed by the URL exists).
 */
export const requireFolderField =
  (folders: SnippetFolderRepository) =>
  (tenantId: TenantId, id: SnippetFolderId | null, path: string): TE.TaskEither<AppError, SnippetFolderId | null> =>
    id === null
      ? TE.right(null)
      : pipe(
          folders.findById(tenantId, id),
          TE.mapLeft((error): AppError => error),
          TE.chain(TE.fromOption(() => validation([{ path, message: 'is not a snippet folder of this tenant' }]))),
          TE.map((folder) => folder.id),
        );
