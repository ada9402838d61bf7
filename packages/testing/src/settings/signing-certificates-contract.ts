import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { SigningCertificate } from '@quire/domain/settings/signing-certificate';
import type { SigningCertificates } from '@quire/ports/settings/signing-certificates';
import * as O from 'fp-ts/Option';
import { arbitraryTenant } from '../builders/accounts';
import { type MakeFixture, useFixture, fixtureOf } from '../contracts/contract-fixture';
import { expectRight } from '../contracts/run-task';

/** The stores the contract needs: the certificates, and the tenants they belong to. */
export type SigningCertificateStores = { readonly tenants: TenantRepository; readonly signingCertificates: SigningCertificates; readonly cleanup: () => Promise<void> };

const certificateOf = (tenantId: SigningCertificate['tenantId'], overrides: Partial<SigningCertificate> = {}): SigningCertificate => ({
  tenantId,
  subject: 'CN=Hale & Whitcombe LLP, O=Hale & Whitcombe, C=GB',
  issuer: 'CN=Łódź Trust Services, C=PL',
  serialNumber: '5F2A0C',
  fingerprint256: 'AB:CD:'.repeat(15) + 'EF:01',
  validFrom: new Date('2026-01-01T00:00:00.000Z'),
  validTo: new Date('2027-01-01T12:34:56.000Z'),
  sealedKey: `v1.${'x'.repeat(200_000)}`,
  createdAt: new Date('2026-02-03T04:05:06.789Z'),
  ...overrides,
});

/** The behaviour every SigningCertificates adapter must have. */
export const signingCertificatesContract = (make: MakeFixture<SigningCertificates, { readonly tenants: TenantRepository }>): void => {
  describe('SigningCertificates contract', () => {
    const fixture = useFixture(make);
    const newTenant = async () => {
      const tenant = arbitraryTenant();
      await expectRight(fixture().tenants.insert(tenant));
      return tenant.id;
    };

    it('finds nothing for a tenant that has no certificate', async () => {
      expect(await expectRight(fixture().adapter.find(await newTenant()))).toEqual(O.none);
    });

    it('finds what was put, every field intact (a sealed key of 200,000 characters, milliseconds, any script)', async () => {
      const certificate = certificateOf(await newTenant());
      await expectRight(fixture().adapter.put(certificate));
      expect(await expectRight(fixture().adapter.find(certificate.tenantId))).toEqual(O.some(certificate));
    });

    it('replaces the tenant’s certificate with a new one, and leaves other tenants’ alone', async () => {
      const [mine, theirs] = [await newTenant(), await newTenant()];
      await expectRight(fixture().adapter.put(certificateOf(mine)));
      await expectRight(fixture().adapter.put(certificateOf(theirs, { subject: 'CN=Other' })));
      const renewed = certificateOf(mine, { subject: 'CN=Renewed', sealedKey: 'v1.renewed', validTo: new Date('2028-01-01T00:00:00.000Z') });
      await expectRight(fixture().adapter.put(renewed));
      expect(await expectRight(fixture().adapter.find(mine))).toEqual(O.some(renewed));
      expect(await expectRight(fixture().adapter.find(theirs))).toEqual(O.some(certificateOf(theirs, { subject: 'CN=Other' })));
    });

    it('deletes the tenant’s certificate only, and says whether there was one', async () => {
      const [mine, theirs] = [await newTenant(), await newTenant()];
      await expectRight(fixture().adapter.put(certificateOf(mine)));
      await expectRight(fixture().adapter.put(certificateOf(theirs)));
      expect(await expectRight(fixture().adapter.delete(mine))).toBe(true);
      expect(await expectRight(fixture().adapter.delete(mine))).toBe(false);
      expect(await expectRight(fixture().adapter.find(mine))).toEqual(O.none);
      expect(O.isSome(await expectRight(fixture().adapter.find(theirs)))).toBe(true);
    });
  });
};

/** Runs the contract against the certificates of one persistence adapter. */
export const signingCertificateContracts = (make: () => Promise<SigningCertificateStores>): void =>
  signingCertificatesContract(fixtureOf(make, (stores) => ({ adapter: stores.signingCertificates, tenants: stores.tenants })));
