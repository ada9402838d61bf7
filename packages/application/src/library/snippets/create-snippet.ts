import type { SnippetFolderId } from '@quire/domain/library/library-ids';
import { snippetId } from '@quire/domain/library/library-ids';
import { createSnippet as create, type Snippet } from '@quire/domain/library/snippets/snippet';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { currentTime } from '../../current-time';
import type { Principal } from '../../principal';
import { nameFree } from '../name-free';
import { requireFolderField } from '../require-folder-field';
import { checkSnippetCycle, readSnippetContent, type SnippetContentDeps, type SnippetSource } from './snippet-content';
import { writeBlobThenRow } from '../write-blob-then-row';

export type CreateSnippetInput = {
  readonly principal: Principal;
  readonly name: string;
  readonly description?: string | undefined;
  readonly folderId?: SnippetFolderId | null | undefined;
  readonly tags?: ReadonlyArray<string> | undefined;
  readonly source: SnippetSource;
};
export type CreateSnippet = (input: CreateSnippetInput) => TE.TaskEither<AppError, Snippet>;

export type CreateSnippetDeps = SnippetContentDeps & Pick<Ports, 'snippetFolders' | 'blobs' | 'ids' | 'clock'>;

/**
 * `POST /Snippets`: a snippet from an uploaded .docx or from text (made into a real .docx). The
 * file is analysed (refused when unsafe or with errors); the name is unique in the tenant and
 * must not close a cycle of inclusions. The blob is stored before the row.
 */
export const createSnippet =
  (deps: CreateSnippetDeps): CreateSnippet =>
  (input) => {
    const tenant = input.principal.tenantId;
    return pipe(
      requireFolderField(deps.snippetFolders)(tenant, input.folderId ?? null, 'folderId'),
      TE.bindTo('folderId'),
      TE.bind('read', () => readSnippetContent(deps)(tenant, input.name, input.source, null)),
      TE.bind('now', () => currentTime(deps.clock)),
      TE.bindW('snippet', ({ folderId, read, now }) =>
        TE.fromEither(
          create({
            id: snippetId(deps.ids.next()),
            tenantId: tenant,
            name: input.name,
            folderId,
            ...(input.description === undefined ? {} : { description: input.description }),
            ...(input.tags === undefined ? {} : { tags: input.tags }),
            content: read.content,
            now,
          }),
        ),
      ),
      TE.chainFirst(({ snippet }) => nameFree('Snippet', deps.snippets)(snippet)),
      TE.chainFirstEitherKW(({ snippet, read }) => checkSnippetCycle(snippet, read.vocabulary)),
      TE.chain(({ snippet, read }) =>
        writeBlobThenRow(deps.blobs)(read.bytes, snippet.file.sha256, () =>
          pipe(
            deps.snippets.insert(snippet),
            TE.mapLeft((error): AppError => error),
            TE.map(() => snippet),
          ),
        ),
      ),
    );
  };
