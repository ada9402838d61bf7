import type { AuditEvent, AuditRecord, UnsealedAuditEvent } from '@quire/domain/audit/audit-event';
import type { TenantId } from '@quire/domain/ids';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '../storage/storage-error';

/**
 * An event to append to the tenant's chain, in the transaction of the change it records: the store
 * gives it its place (`seq`) and the hash before it (`prev`), then `seal` its hash (SHA-256 of
 * `prev` and the event as canonical JSON: the application's, so every store chains alike).
 */
export type AuditAppend = { readonly record: AuditRecord; readonly seal: (event: UnsealedAuditEvent) => string };

/** Which events a listing answers (each filter optional; `to` excluded). */
export type AuditFilter = {
  readonly from?: Date | undefined;
  readonly to?: Date | undefined;
  readonly actor?: string | undefined;
  readonly action?: string | undefined;
  readonly resourceId?: string | undefined;
};

/** The tenants' audit chains. Events are appended only with the change they record (MemberRepository, ApiKeyRepository); never changed, never deleted. */
export interface AuditLog {
  /** The tenant's events newest first, matching the filter, those before `beforeSeq` (null: from the newest), at most `limit`. */
  list(tenantId: TenantId, filter: AuditFilter, beforeSeq: number | null, limit: number): TE.TaskEither<StorageError, ReadonlyArray<AuditEvent>>;
  /** The tenant's events in chain order (by `seq`) after `afterSeq`, at most `limit`: for the export and the verification. */
  read(tenantId: TenantId, afterSeq: number, limit: number): TE.TaskEither<StorageError, ReadonlyArray<AuditEvent>>;
  /** The chain's head as the tenant's row keeps it: the last event's place and hash (0 and the chain's start before any). */
  head(tenantId: TenantId): TE.TaskEither<StorageError, { readonly seq: number; readonly hash: string }>;
}
