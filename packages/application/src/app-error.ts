import type { LibraryResource } from '@quire/domain/library/library-entity';
import type { LibraryError } from '@quire/domain/library/library-error';
import type { InvalidName } from '@quire/domain/names';
import type { InvalidEmail } from '@quire/domain/accounts/user';
import type { Role } from '@quire/domain/accounts/role';
import type { DocumentRefused } from '@quire/ports/documents/document-analyser';
import type { ExpressionInvalid } from '@quire/ports/library/rule-language';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { TooComplex } from '@quire/ports/documents/too-complex';
import type { PdfRefused } from '@quire/ports/documents/pdf-forms';
import type { CertificateRefused } from '@quire/ports/documents/pdf-seals';
import type { FieldError } from './field-error';
import type { GenerationFailed } from './generation-failure';

/** The kinds of resource a NotFound (or VersionMismatch) can name. */
export type ResourceName = 'ApiKey' | 'Tenant' | 'User' | 'Member' | LibraryResource | 'Job' | 'Webhook' | 'SigningCertificate';

/** The resource does not exist, or belongs to someone else (the two are never told apart). */
export type NotFound = { readonly _tag: 'NotFound'; readonly resource: ResourceName; readonly id: string };

/** Why a presented API key (or session cookie) does not authenticate. `missing` is decided by the transport. */
export type UnauthenticatedReason = 'missing' | 'no_bearer_scheme' | 'malformed' | 'unknown' | 'inactive' | 'expired' | 'session_unknown' | 'session_ended';
export type Unauthenticated = { readonly _tag: 'Unauthenticated'; readonly reason: UnauthenticatedReason };

/**
 * Authenticated, but not allowed: the user is not a member of the tenant in question, or the route
 * needs a role the caller does not act with (`acting`: the caller's role, null when its key's and
 * its member's roles share only reading the library).
 */
export type Forbidden =
  | { readonly _tag: 'Forbidden'; readonly reason: 'not_a_member' }
  | { readonly _tag: 'Forbidden'; readonly reason: 'role'; readonly needed: Role; readonly acting: Role | null };

/** Well-formed input that breaks a rule, with one entry per offending field. */
export type Validation = { readonly _tag: 'Validation'; readonly errors: ReadonlyArray<FieldError> };

/** Stable codes of conflicts with the current state of the store. */
export type ConflictCode =
  | 'email_taken'
  | 'tenant_name_taken'
  | 'already_a_member'
  | 'member_limit_reached'
  | 'last_owner'
  | 'concurrent_update'
  | 'job_finished'
  | 'job_result_not_ready'
  | 'webhook_limit_reached'
  | 'webhook_disabled';
export type Conflict = { readonly _tag: 'Conflict'; readonly code: ConflictCode; readonly detail: string };

/**
 * The client's expected version (If-Match) is not the current one. The domain's VersionMismatch of
 * a library resource (which also names the `expected` versions) is one of these.
 */
export type VersionMismatch = {
  readonly _tag: 'VersionMismatch';
  readonly resource: ResourceName;
  readonly id: string;
  readonly current: number;
  readonly expected?: ReadonlyArray<number>;
};

/**
 * Every expected failure of a use case: a closed union, mapped to HTTP in one exhaustive switch.
 * The library's rules (`LibraryError`: invalid fields, names taken, in use, cycles, invalid
 * documents...), a rule expression that does not parse, a file the engine refuses (a .docx or a PDF) and one it had
 * to stop (TooComplex: past a time or memory limit) travel as they are, so the HTTP adapter can
 * answer each with its own code and details. (A `BlobCorrupt` from the blob store is no expected
 * failure: use cases turn it into a StorageError.)
 */
export type AppError =
  | NotFound
  | Unauthenticated
  | Forbidden
  | Validation
  | Conflict
  | VersionMismatch
  | StorageError
  | LibraryError
  | ExpressionInvalid
  | DocumentRefused
  | PdfRefused
  | CertificateRefused
  | TooComplex
  | GenerationFailed;

export const notFound = (resource: ResourceName, id: string): AppError => ({ _tag: 'NotFound', resource, id });
export const unauthenticated = (reason: UnauthenticatedReason): AppError => ({ _tag: 'Unauthenticated', reason });
export const forbidden: AppError = { _tag: 'Forbidden', reason: 'not_a_member' };
export const validation = (errors: ReadonlyArray<FieldError>): AppError => ({ _tag: 'Validation', errors });
export const conflict = (code: ConflictCode, detail: string): AppError => ({ _tag: 'Conflict', code, detail });

/** A domain rule on one input field, reported as a validation error on that field. */
export const fromInvalidInput = (error: InvalidName | InvalidEmail): AppError => {
  switch (error._tag) {
    case 'InvalidName':
      return validation([{ path: error.field, message: error.reason }]);
    case 'InvalidEmail':
      return validation([{ path: 'email', message: 'must be an e-mail address' }]);
  }
};
