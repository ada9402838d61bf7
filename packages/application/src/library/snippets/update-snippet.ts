import type { SnippetFolderId, SnippetId } from '@quire/domain/library/library-ids';
import { nameKey } from '@quire/domain/names';
import { type Snippet, type SnippetPatch, updateSnippet as update } from '@quire/domain/library/snippets/snippet';
import { assertSnippetChangeAllowed } from '@quire/domain/library/snippets/snippet-usage';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { currentTime } from '../../current-time';
import { fromLibraryWriteError } from '../library-write-error';
import { nameFree } from '../name-free';
import type { VersionedInput } from '../require-library-entity';
import { updateLibraryEntity } from '../update-library-entity';
import { requireFolderField } from '../require-folder-field';
import { checkSnippetCycle, type ReadSnippetContent, readSnippetContent, type SnippetContentDeps, type SnippetSource } from './snippet-content';
import { writeBlobThenRow } from '../write-blob-then-row';

/** The metadata a client may change; what is absent is kept (`folderId: null` files the snippet at the root). */
export type SnippetMetadataPatch = {
  readonly name?: string | undefined;
  readonly description?: string | undefined;
  readonly folderId?: SnippetFolderId | null | undefined;
  readonly tags?: ReadonlyArray<string> | undefined;
};

export type UpdateSnippetInput = VersionedInput<SnippetId> & {
  readonly patch: SnippetMetadataPatch;
  /** New content (a file or text); none keeps the current file. */
  readonly source: SnippetSource | null;
  /** `?force=true`: rename even while templates or snippets insert it by its current name. */
  readonly force: boolean;
};
export type UpdateSnippet = (input: UpdateSnippetInput) => TE.TaskEither<AppError, Snippet>;

export type UpdateSnippetDeps = SnippetContentDeps & Pick<Ports, 'snippetFolders' | 'usage' | 'blobs' | 'clock'>;

const domainPatch = (patch: SnippetMetadataPatch, read: ReadSnippetContent | null): SnippetPatch => ({
  ...(patch.name === undefined ? {} : { name: patch.name }),
  ...(patch.description === undefined ? {} : { description: patch.description }),
  ...(patch.folderId === undefined ? {} : { folderId: patch.folderId }),
  ...(patch.tags === undefined ? {} : { tags: patch.tags }),
  ...(read === null ? {} : { content: read.content }),
});

/**
 * `PUT /Snippets/:id`: metadata and/or new content, one new version. New content is analysed like
 * an upload; a rename is refused while something inserts the snippet by its name (SnippetInUse)
 * unless forced, and neither may close a cycle of inclusions. A new file is stored before the row.
 */
export const updateSnippet = (deps: UpdateSnippetDeps): UpdateSnippet =>
  updateLibraryEntity(
    'Snippet',
    deps.snippets,
    (before, { patch, source }: UpdateSnippetInput) =>
      pipe(
        patch.folderId === undefined || patch.folderId === before.folderId ? TE.right(null) : requireFolderField(deps.snippetFolders)(before.tenantId, patch.folderId, 'folderId'),
        TE.chain((): TE.TaskEither<AppError, ReadSnippetContent | null> =>
          source === null ? TE.right(null) : readSnippetContent(deps)(before.tenantId, patch.name ?? before.name, source, before.id),
        ),
        TE.bindTo('read'),
        TE.bind('now', () => currentTime(deps.clock)),
        TE.bindW('after', ({ read, now }) => TE.fromEither(update(before, domainPatch(patch, read), now))),
      ),
    (before, { after, read }, { force }) => {
      const renamed = nameKey(after.name) !== nameKey(before.name);
      const write = () => pipe(deps.snippets.update(after), TE.mapLeft(fromLibraryWriteError('Snippet')), TE.map(() => after));
      return pipe(
        renamed ? nameFree('Snippet', deps.snippets)(after) : TE.right(after),
        TE.chainFirst(() => (renamed ? checkUsage(deps, before, after, force) : TE.right(after))),
        TE.chainFirst(() => (renamed || read !== null ? cycleCheck(deps, after, read) : TE.right(after))),
        TE.chain(() => (read === null || read.content.file.sha256 === before.file.sha256 ? write() : writeBlobThenRow(deps.blobs)(read.bytes, after.file.sha256, write))),
      );
    },
  );

const checkUsage = (deps: UpdateSnippetDeps, before: Snippet, after: Snippet, force: boolean): TE.TaskEither<AppError, Snippet> =>
  pipe(
    deps.usage.ofSnippet(before.tenantId, before),
    TE.mapLeft((error): AppError => error),
    TE.chainEitherKW((users) => assertSnippetChangeAllowed(before, after, users, force)),
  );

/** The vocabulary read with the new content serves; a rename alone loads the inclusion graph. */
const cycleCheck = (deps: UpdateSnippetDeps, after: Snippet, read: ReadSnippetContent | null): TE.TaskEither<AppError, Snippet> =>
  pipe(
    read === null
      ? pipe(
          deps.snippets.listSummaries(after.tenantId),
          TE.mapLeft((error): AppError => error),
          TE.map((summaries) => ({ aliases: [], rules: [], snippets: summaries.filter((summary) => summary.id !== after.id) })),
        )
      : TE.right(read.vocabulary),
    TE.chainEitherK((vocabulary) => pipe(checkSnippetCycle(after, vocabulary), E.map(() => after))),
  );
