import { randomBytes } from 'node:crypto';
import { applicationUseCases, DEFAULT_APPLICATION_SETTINGS } from '@quire/application/application-use-cases';
import type { Principal } from '@quire/application/principal';
import { webhookEventPublisher } from '@quire/application/webhooks/record-event';
import { DEFAULT_WEBHOOK_SETTINGS } from '@quire/application/webhooks/webhook-settings';
import { apiKeyId, userId } from '@quire/domain/ids';
import type { Ports } from '@quire/ports/ports';
import { arbitraryTenant } from '@quire/testing/builders/accounts';
import { expectRight } from '@quire/testing/contracts/run-task';
import { FixedClock } from '@quire/testing/fixed-clock';
import { createInMemoryAdapters } from '@quire/testing/in-memory/adapters';
import { SequentialIdGenerator } from '@quire/testing/sequential-id-generator';
import type { Knex } from 'knex';
import { KnexTenantRepository } from '../src/accounts/knex-tenant-repository';
import { knexPersistenceAdapters } from '../src/knex-persistence-adapters';

/**
 * The application's use cases as apps/server makes them (every write retries lost races), on the
 * Knex store of the given database, with `replaced` ports put in place of those. Documents are
 * UTF-8 text read by the text-as-document stand-in of the in-memory ports: the races are the
 * store's, not the engine's.
 */
export const raceWorld = (db: Knex, replaced: Partial<Ports> = {}) => {
  const stored = { ...createInMemoryAdapters(new FixedClock(new Date('2026-03-01T10:00:00.000Z'))), ...knexPersistenceAdapters(db), ids: new SequentialIdGenerator(`race-${randomBytes(4).toString('hex')}`), ...replaced };
  const ports: Ports = { ...stored, events: webhookEventPublisher({ ...stored, settings: DEFAULT_WEBHOOK_SETTINGS }) };
  return {
    app: applicationUseCases(ports, DEFAULT_APPLICATION_SETTINGS),
    /** A new tenant in the store, and a caller of it. */
    givenPrincipal: async (): Promise<Principal> => {
      const tenant = arbitraryTenant();
      await expectRight(new KnexTenantRepository(db).insert(tenant));
      return { tenantId: tenant.id, userId: userId('race-user'), keyId: apiKeyId('race-key'), keyPrefix: 'qk_race', memberRole: 'owner', keyRole: 'owner' };
    },
  };
};
export type RaceWorld = ReturnType<typeof raceWorld>;

/** A file of the text-as-document stand-in. */
export const textFile = (text: string) => ({ bytes: Buffer.from(text, 'utf8'), fileName: 'race.docx' });
