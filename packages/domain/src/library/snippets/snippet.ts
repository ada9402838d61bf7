import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { TenantId } from '../../ids';
import { type LibraryEntity, changed } from '../library-entity';
import type { InvalidFields, LibraryFieldError } from '../library-errors';
import type { SnippetFolderId, SnippetId } from '../library-ids';
import { parseTags } from '../library-tags';
import { parseFreeText, parseTagName, sameStrings } from '../library-text';
import { check, checkAll, toInvalidFields } from '../library-validation';
import { type DocumentContent, parseDocumentContent, type StoredFile } from '../stored-file';

export const SNIPPET_NAME_MAX = 200;
export const SNIPPET_DESCRIPTION_MAX = 2000;

/**
 * A reusable piece of a document (docs/resources.md#snippets), itself a small template. Templates insert it by name
 * (`{{> Name}}`), so the name is unique in the tenant (`assertNameAvailable('Snippet', ...)`) and
 * holds no braces or `|`. Like a template it has two counters: `version` (+1 on every change, the
 * ETag) and `fileVersion`, the number of its current file version (+1 when its file changes).
 */
export type Snippet = LibraryEntity<SnippetId> &
  DocumentContent & {
    readonly name: string;
    readonly description: string;
    readonly folderId: SnippetFolderId | null;
    readonly tags: ReadonlyArray<string>;
    readonly fileVersion: number;
  };

/** One file version of a snippet, numbered 1, 2, 3...: kept (downloadable, comparable) until the snippet is deleted, never changed. */
export type SnippetVersion = {
  readonly snippetId: SnippetId;
  readonly tenantId: TenantId;
  readonly number: number;
  readonly file: StoredFile;
  readonly createdAt: Date;
};

/** The file version row of the snippet's current file (what the repository keeps beside it). */
export const currentSnippetVersion = (snippet: Snippet): SnippetVersion => ({
  snippetId: snippet.id,
  tenantId: snippet.tenantId,
  number: snippet.fileVersion,
  file: snippet.file,
  createdAt: snippet.updatedAt,
});

export type SnippetInput = {
  readonly name: string;
  readonly description?: string;
  readonly folderId?: SnippetFolderId | null;
  readonly tags?: ReadonlyArray<string>;
};

/** An update of metadata and/or content (a new file); what is not given is kept. */
export type SnippetPatch = Partial<SnippetInput> & { readonly content?: DocumentContent };

const invalidName = (field: string, reason: string): LibraryFieldError => ({ _tag: 'InvalidName', field, reason });

const parseSnippet = (input: SnippetInput & { readonly content: DocumentContent }) =>
  toInvalidFields(
    checkAll({
      name: check(parseTagName('name', input.name, SNIPPET_NAME_MAX, invalidName)),
      description: check(parseFreeText('description', input.description ?? '', SNIPPET_DESCRIPTION_MAX)),
      folderId: E.right(input.folderId ?? null),
      tags: parseTags(input.tags ?? []),
      content: parseDocumentContent(input.content),
    }),
  );

/** A new snippet from an analysed .docx (uploaded, or made from text). Whether `folderId` exists is for the application. */
export const createSnippet = (
  input: SnippetInput & { readonly id: SnippetId; readonly tenantId: TenantId; readonly content: DocumentContent; readonly now: Date },
): E.Either<InvalidFields, Snippet> =>
  pipe(
    parseSnippet(input),
    E.map(({ content, ...fields }) => ({ id: input.id, tenantId: input.tenantId, ...fields, ...content, fileVersion: 1, createdAt: input.now, updatedAt: input.now, version: 1 })),
  );

const sameFile = (a: StoredFile, b: StoredFile): boolean => a.sha256 === b.sha256 && a.fileName === b.fileName;

const same = (a: Snippet, b: Omit<Snippet, keyof LibraryEntity<SnippetId> | 'fileVersion'>): boolean =>
  a.name === b.name && a.description === b.description && a.folderId === b.folderId && sameStrings(a.tags, b.tags) && sameFile(a.file, b.file);

/**
 * Applies an update (one new version for metadata and content together); a different file (other
 * bytes or another name) is file version n+1. The same snippet when nothing changes.
 */
export const updateSnippet = (snippet: Snippet, patch: SnippetPatch, now: Date): E.Either<InvalidFields, Snippet> =>
  pipe(
    parseSnippet({
      name: patch.name ?? snippet.name,
      description: patch.description ?? snippet.description,
      folderId: patch.folderId !== undefined ? patch.folderId : snippet.folderId,
      tags: patch.tags ?? snippet.tags,
      content: patch.content ?? { file: snippet.file, text: snippet.text, analysis: snippet.analysis },
    }),
    E.map(({ content, ...fields }) => ({ ...fields, ...content })),
    E.map((next) => (same(snippet, next) ? snippet : changed(snippet, { ...next, fileVersion: sameFile(snippet.file, next.file) ? snippet.fileVersion : snippet.fileVersion + 1 }, now))),
  );
