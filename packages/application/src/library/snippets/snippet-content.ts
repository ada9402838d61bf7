import type { TenantId } from '@quire/domain/ids';
import type { SnippetId } from '@quire/domain/library/library-ids';
import { assertNoSnippetCycle, type SnippetGraph } from '@quire/domain/library/snippets/snippet-cycle';
import type { DocumentContent } from '@quire/domain/library/stored-file';
import type { AnalysisVocabulary } from '@quire/ports/documents/document-analyser';
import type { TextDocumentWriter } from '@quire/ports/documents/text-document-writer';
import { nameKey } from '@quire/domain/names';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { analyseUpload } from '../analyse-upload';
import type { AppError } from '../../app-error';
import { loadVocabulary, type VocabularyDeps } from '../library-vocabulary';
import { storedFileOf, type UploadedFile } from '../uploaded-file';

/** Where a snippet's content comes from: an uploaded .docx, or plain text made into one (`POST /Snippets` with JSON `text`). */
export type SnippetSource = { readonly kind: 'file'; readonly file: UploadedFile } | { readonly kind: 'text'; readonly text: string };

export type SnippetContentDeps = VocabularyDeps & Pick<Ports, 'analyser' | 'textWriter'>;

/** The analysed content of a snippet, and the bytes to store before its row. */
export type ReadSnippetContent = { readonly bytes: Uint8Array; readonly content: DocumentContent; readonly vocabulary: AnalysisVocabulary };

/** A file name for a document made from text (or uploaded without one): the snippet's name without path separators. */
export const textFileName = (snippetName: string): string => `${snippetName.trim().replace(/[\\/]/g, '-') || 'snippet'}.docx`;

const bytesOf = (writer: TextDocumentWriter, source: SnippetSource, snippetName: string): TE.TaskEither<AppError, UploadedFile> =>
  source.kind === 'file'
    ? TE.right({ bytes: source.file.bytes, fileName: source.file.fileName.trim() === '' ? textFileName(snippetName) : source.file.fileName })
    : pipe(
        writer.fromText(source.text),
        TE.mapLeft((stopped): AppError => stopped),
        TE.map((bytes) => ({ bytes, fileName: textFileName(snippetName) })),
      );

/**
 * Makes the bytes (from text, through the engine's writer), analyses them against the tenant's
 * vocabulary (without the snippet being replaced) and refuses unsafe files and analysis errors.
 */
export const readSnippetContent =
  (deps: SnippetContentDeps) =>
  (tenantId: TenantId, snippetName: string, source: SnippetSource, replacing: SnippetId | null): TE.TaskEither<AppError, ReadSnippetContent> =>
    pipe(
      TE.Do,
      TE.bind('upload', () => bytesOf(deps.textWriter, source, snippetName)),
      TE.bind('vocabulary', () => loadVocabulary(deps)(tenantId, replacing)),
      TE.bind('read', ({ upload, vocabulary }) => analyseUpload(deps.analyser)(upload.bytes, vocabulary)),
      TE.map(({ upload, vocabulary, read }) => ({ bytes: upload.bytes, vocabulary, content: { file: storedFileOf(upload), text: read.text, analysis: read.analysis } })),
    );

/**
 * Would the snippet, under its (new) name and including what its content includes, close a cycle
 * of inclusions through the tenant's other snippets (docs/template-language.md#snippets)?
 */
export const checkSnippetCycle = <T extends { readonly name: string; readonly analysis: DocumentContent['analysis'] }>(
  snippet: T,
  vocabulary: AnalysisVocabulary,
): E.Either<AppError, T> => {
  const graph: SnippetGraph = new Map(vocabulary.snippets.map((summary) => [nameKey(summary.name), summary.includes]));
  return assertNoSnippetCycle(
    snippet,
    snippet.analysis.snippets.map((use) => use.name),
    graph,
  );
};
