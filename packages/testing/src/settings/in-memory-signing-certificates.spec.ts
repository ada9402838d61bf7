import { InMemoryTenantRepository } from '../in-memory/tenant-repository';
import { InMemorySigningCertificates } from './in-memory-signing-certificates';
import { signingCertificateContracts } from './signing-certificates-contract';

describe('InMemorySigningCertificates', () => {
  signingCertificateContracts(async () => ({ tenants: new InMemoryTenantRepository(), signingCertificates: new InMemorySigningCertificates(), cleanup: async () => undefined }));
});
