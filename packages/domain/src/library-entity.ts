import * as E from 'fp-ts/Either';
import type { TenantId } from './ids';

/** The library resources, as named in errors (and in the application's NotFound/VersionMismatch). */
export type LibraryResource = 'Alias' | 'ConditionalRule' | 'SnippetFolder' | 'Snippet' | 'FormTemplate';

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

/** The client's `If-Match` names a version that is not the current one. */
export type VersionMismatch = {
  readonly _tag: 'VersionMismatch';
  readonly resource: LibraryResource;
  readonly id: string;
  readonly expected: number;
  readonly current: number;
};

/** Checks an `If-Match` precondition; `expected` null means the client sent none. */
export const assertVersion = <T extends LibraryEntity<string>>(resource: LibraryResource, entity: T, expected: number | null): E.Either<VersionMismatch, T> =>
  expected === null || expected === entity.version
    ? E.right(entity)
    : E.left({ _tag: 'VersionMismatch', resource, id: entity.id, expected, current: entity.version });

/** A changed copy: one more version, updated now. */
export const changed = <T extends LibraryEntity<string>>(entity: T, patch: Partial<T>, now: Date): T => ({
  ...entity,
  ...patch,
  updatedAt: now,
  version: entity.version + 1,
});
