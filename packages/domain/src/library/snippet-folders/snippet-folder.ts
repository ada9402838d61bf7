import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { TenantId } from '../../ids';
import { type LibraryEntity, changed } from '../library-entity';
import type { InvalidFields } from '../library-errors';
import type { SnippetFolderId } from '../library-ids';
import { check, toInvalidFields } from '../library-validation';
import { parseDisplayName } from '../../names';

export const FOLDER_NAME_MAX = 200;

/**
 * A folder of snippets; `parentId` null is the root. The name is unique among siblings
 * (`assertNameAvailable('SnippetFolder', folder, siblingWithThatName)`). `snippetCount` is not
 * part of the entity: the store counts it when listing.
 */
export type SnippetFolder = LibraryEntity<SnippetFolderId> & {
  readonly name: string;
  readonly parentId: SnippetFolderId | null;
};

const parseFolderName = (raw: string): E.Either<InvalidFields, string> => toInvalidFields(check(parseDisplayName('name', raw, FOLDER_NAME_MAX)));

/** A new folder. Whether `parentId` exists in the tenant is for the application to check. */
export const createSnippetFolder = (input: {
  readonly id: SnippetFolderId;
  readonly tenantId: TenantId;
  readonly name: string;
  readonly parentId: SnippetFolderId | null;
  readonly now: Date;
}): E.Either<InvalidFields, SnippetFolder> =>
  pipe(
    parseFolderName(input.name),
    E.map((name) => ({ id: input.id, tenantId: input.tenantId, name, parentId: input.parentId, createdAt: input.now, updatedAt: input.now, version: 1 })),
  );

/** Renames; the same folder (no new version) when the name does not change. */
export const renameSnippetFolder = (folder: SnippetFolder, rawName: string, now: Date): E.Either<InvalidFields, SnippetFolder> =>
  pipe(
    parseFolderName(rawName),
    E.map((name) => (name === folder.name ? folder : changed(folder, { name }, now))),
  );
