import type { TenantId } from '@quire/domain/ids';
import type { SigningCertificate } from '@quire/domain/settings/signing-certificate';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { AuditAppend } from '../audit/audit-log';
import type { StorageError } from '../storage/storage-error';

/**
 * The tenants' signing certificates, one per tenant. Every read and write names the tenant. A write
 * given an `audit` event appends it to the tenant's audit chain in the same transaction.
 */
export interface SigningCertificates {
  /** Stores the tenant's certificate, replacing the one it had. */
  put(certificate: SigningCertificate, audit?: AuditAppend): TE.TaskEither<StorageError, void>;
  find(tenantId: TenantId): TE.TaskEither<StorageError, O.Option<SigningCertificate>>;
  /** Removes the tenant's certificate; false when it had none (and then no event is appended). */
  delete(tenantId: TenantId, audit?: AuditAppend): TE.TaskEither<StorageError, boolean>;
}
