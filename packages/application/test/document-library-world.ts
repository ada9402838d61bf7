import type { TenantId, UserId, ApiKeyId } from '@quire/domain/ids';
import { FixedClock } from '@quire/testing/fixed-clock';
import { createInMemoryAdapters } from '@quire/testing/in-memory/adapters';
import type { Principal } from '../src/principal';

/** The in-memory adapters (the engine: the text-as-document stand-in), as the document library use cases take them. */
export const documentLibraryWorld = () => {
  const adapters = createInMemoryAdapters(new FixedClock(new Date('2026-03-01T10:00:00.000Z')));
  return { adapters, deps: adapters };
};

export const principalOf = (tenant: string): Principal => ({
  tenantId: tenant as TenantId,
  userId: 'user-1' as UserId,
  keyId: 'key-1' as ApiKeyId,
  keyPrefix: 'qk_test',
  memberRole: 'owner',
  keyRole: 'owner',
});

export const file = (text: string, fileName = 'upload.docx') => ({ bytes: Buffer.from(text, 'utf8'), fileName });
