import type { TenantId } from '@quire/domain/ids';
import type { SigningCertificate } from '@quire/domain/settings/signing-certificate';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import type { SigningCertificates } from '@quire/ports/settings/signing-certificates';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { InMemoryAuditLog } from '../audit/in-memory-audit-log';

/** The tenants' signing certificates in memory, one per tenant; a write's audit event goes to `audit`. */
export class InMemorySigningCertificates implements SigningCertificates {
  private readonly byTenant = new Map<TenantId, SigningCertificate>();

  constructor(private readonly audit?: InMemoryAuditLog) {}

  put(certificate: SigningCertificate, audit?: AuditAppend) {
    this.byTenant.set(certificate.tenantId, certificate);
    if (audit !== undefined) this.audit?.append(certificate.tenantId, audit);
    return TE.right(undefined);
  }

  find(tenantId: TenantId) {
    return TE.right(O.fromNullable(this.byTenant.get(tenantId)));
  }

  delete(tenantId: TenantId, audit?: AuditAppend) {
    const removed = this.byTenant.delete(tenantId);
    if (removed && audit !== undefined) this.audit?.append(tenantId, audit);
    return TE.right(removed);
  }

  /** What is stored (tests: nothing of a refused upload, nothing in plaintext). */
  all(): ReadonlyArray<SigningCertificate> {
    return [...this.byTenant.values()];
  }
}
