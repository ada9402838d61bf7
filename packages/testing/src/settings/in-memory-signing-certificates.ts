import type { TenantId } from '@quire/domain/ids';
import type { SigningCertificate } from '@quire/domain/settings/signing-certificate';
import type { SigningCertificates } from '@quire/ports/settings/signing-certificates';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';

/** The tenants' signing certificates in memory, one per tenant. */
export class InMemorySigningCertificates implements SigningCertificates {
  private readonly byTenant = new Map<TenantId, SigningCertificate>();

  put(certificate: SigningCertificate) {
    this.byTenant.set(certificate.tenantId, certificate);
    return TE.right(undefined);
  }

  find(tenantId: TenantId) {
    return TE.right(O.fromNullable(this.byTenant.get(tenantId)));
  }

  delete(tenantId: TenantId) {
    return TE.right(this.byTenant.delete(tenantId));
  }

  /** What is stored (tests: nothing of a refused upload, nothing in plaintext). */
  all(): ReadonlyArray<SigningCertificate> {
    return [...this.byTenant.values()];
  }
}
