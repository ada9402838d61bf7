import * as E from 'fp-ts/Either';
import type { TenantId } from '../ids';

/** The library resources, as named in errors (and in the application's NotFound/VersionMismatch). */
export type LibraryResource = 'Alias' | 'ConditionalRule' | 'SnippetFolder' | 'Snippet' | 'FormTemplate' | 'AnswerSet';

/**
 * What every library resource carries. `version` is the resource's change counter (+1 on every
 * change, sent as the ETag and checked against If-Match); it is not a form template's file version.
 */
export type LibraryEntity<Id extends string> = {
  readonly id: Id;
  readonly tenantId: TenantId;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly version: number;
};

/** The client's `If-Match` names only versions that are not the current one (412). */
export type VersionMismatch = {
  readonly _tag: 'VersionMismatch';
  readonly resource: LibraryResource;
  readonly id: string;
  /** The versions the client named. */
  readonly expected: ReadonlyArray<number>;
  readonly current: number;
};

/**
 * Checks an `If-Match` precondition: `expected` is the version (or the versions, as an `If-Match`
 * list of entity tags names them) the client holds; null means it sent none (or `*`).
 */
export const assertVersion = <T extends LibraryEntity<string>>(
  resource: LibraryResource,
  entity: T,
  expected: number | ReadonlyArray<number> | null,
): E.Either<VersionMismatch, T> => {
  if (expected === null) return E.right(entity);
  const versions = typeof expected === 'number' ? [expected] : expected;
  return versions.includes(entity.version) ? E.right(entity) : E.left({ _tag: 'VersionMismatch', resource, id: entity.id, expected: versions, current: entity.version });
};

/** A changed copy: one more version, updated now. */
export const changed = <T extends LibraryEntity<string>>(entity: T, patch: Partial<T>, now: Date): T => ({
  ...entity,
  ...patch,
  updatedAt: now,
  version: entity.version + 1,
});
