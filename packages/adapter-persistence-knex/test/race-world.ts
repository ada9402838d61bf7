import { randomBytes } from 'node:crypto';
import { applicationModule } from '@quire/application/application-module';
import { webhookEventPublisherModule } from '@quire/application/webhooks/webhook-use-cases';
import type { Principal } from '@quire/application/principal';
import { apiKeyId, userId } from '@quire/domain/ids';
import { AliasFormatCheckerToken } from '@quire/ports/library/alias-format-checker';
import { BlobStoreToken } from '@quire/ports/storage/blob-store';
import { ClockToken } from '@quire/ports/platform/clock';
import { DocumentAnalyserToken } from '@quire/ports/documents/document-analyser';
import { IdGeneratorToken } from '@quire/ports/platform/id-generator';
import { KeyHasherToken } from '@quire/ports/accounts/key-hasher';
import { RandomSourceToken } from '@quire/ports/platform/random-source';
import { RuleLanguageToken } from '@quire/ports/library/rule-language';
import { TextDocumentWriterToken } from '@quire/ports/documents/text-document-writer';
import { arbitraryTenant } from '@quire/testing/builders/accounts';
import { expectRight } from '@quire/testing/contracts/run-task';
import { CountingRandomSource } from '@quire/testing/counting-random-source';
import { fakeFormats, fakeRuleLanguage } from '@quire/testing/fake-rule-language';
import { FakeKeyHasher } from '@quire/testing/fake-key-hasher';
import { FixedClock } from '@quire/testing/fixed-clock';
import { InMemoryBlobStore } from '@quire/testing/in-memory/blob-store';
import { SequentialIdGenerator } from '@quire/testing/sequential-id-generator';
import { fakeAnalyser, fakeTextWriter } from '@quire/testing/text-as-document';
import { Container, type ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import { KnexTenantRepository } from '../src/accounts/knex-tenant-repository';
import { persistenceKnexModule } from '../src/persistence-knex-module';

/**
 * The application's use cases as apps/server binds them (applicationModule: every write retries
 * lost races), on the Knex store of the given database. Documents are UTF-8 text read by the
 * text-as-document fakes: the races are the store's, not the engine's.
 */
export const raceWorld = (db: Knex) => {
  const clock = new FixedClock(new Date('2026-03-01T10:00:00.000Z'));
  const container = new Container();
  container.loadSync(persistenceKnexModule(db), applicationModule, webhookEventPublisherModule);
  container.bind(ClockToken).toConstantValue(clock);
  container.bind(IdGeneratorToken).toConstantValue(new SequentialIdGenerator(`race-${randomBytes(4).toString('hex')}`));
  container.bind(RandomSourceToken).toConstantValue(new CountingRandomSource());
  container.bind(KeyHasherToken).toConstantValue(new FakeKeyHasher());
  container.bind(BlobStoreToken).toConstantValue(new InMemoryBlobStore(clock));
  container.bind(DocumentAnalyserToken).toConstantValue(fakeAnalyser);
  container.bind(TextDocumentWriterToken).toConstantValue(fakeTextWriter);
  container.bind(RuleLanguageToken).toConstantValue(fakeRuleLanguage);
  container.bind(AliasFormatCheckerToken).toConstantValue(fakeFormats);
  return {
    /** A use case as the container binds it. */
    useCase: <T>(token: ServiceIdentifier<T>): T => container.get(token),
    /** Puts another adapter in place of a port's (before the first use case that takes it is got). */
    replace: <T>(token: ServiceIdentifier<T>, adapter: T): void => {
      container.rebindSync(token).toConstantValue(adapter);
    },
    /** A new tenant in the store, and a caller of it. */
    givenPrincipal: async (): Promise<Principal> => {
      const tenant = arbitraryTenant();
      await expectRight(new KnexTenantRepository(db).insert(tenant));
      return { tenantId: tenant.id, userId: userId('race-user'), keyId: apiKeyId('race-key'), keyPrefix: 'qk_race' };
    },
  };
};
export type RaceWorld = ReturnType<typeof raceWorld>;

/** A file of the text-as-document fakes. */
export const textFile = (text: string) => ({ bytes: Buffer.from(text, 'utf8'), fileName: 'race.docx' });
