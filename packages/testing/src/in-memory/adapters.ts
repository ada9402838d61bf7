import { AliasRepositoryToken } from '@quire/ports/library/alias-repository';
import { ApiKeyRepositoryToken } from '@quire/ports/accounts/api-key-repository';
import { BlobReferencesToken } from '@quire/ports/storage/blob-references';
import { BlobStoreToken } from '@quire/ports/storage/blob-store';
import { ClockToken } from '@quire/ports/platform/clock';
import { ConditionalRuleRepositoryToken } from '@quire/ports/library/conditional-rule-repository';
import { DatabaseHealthToken } from '@quire/ports/storage/database-health';
import { FormTemplateRepositoryToken } from '@quire/ports/library/form-template-repository';
import { IdGeneratorToken } from '@quire/ports/platform/id-generator';
import { IdempotencyStoreToken } from '@quire/ports/storage/idempotency-store';
import { KeyHasherToken } from '@quire/ports/accounts/key-hasher';
import { LibraryRevisionsToken } from '@quire/ports/library/library-revisions';
import { RandomSourceToken } from '@quire/ports/platform/random-source';
import { SnippetFolderRepositoryToken } from '@quire/ports/library/snippet-folder-repository';
import { SnippetRepositoryToken } from '@quire/ports/library/snippet-repository';
import { TenantRepositoryToken } from '@quire/ports/accounts/tenant-repository';
import { UsageQueriesToken } from '@quire/ports/library/usage';
import { UserRepositoryToken } from '@quire/ports/accounts/user-repository';
import { AnswerSetRepositoryToken } from '@quire/ports/answer-sets/answer-set-repository';
import { EventPublisherToken } from '@quire/ports/events/event-publisher';
import { JobQueueToken } from '@quire/ports/jobs/job-queue';
import { JobRepositoryToken } from '@quire/ports/jobs/job-repository';
import { InMemoryJobRepository } from '../jobs/in-memory-job-repository';
import { InlineJobQueue } from '../jobs/inline-job-queue';
import { SecretBoxToken } from '@quire/ports/webhooks/secret-box';
import { WebhookDeliveriesToken } from '@quire/ports/webhooks/webhook-deliveries';
import { WebhookRepositoryToken } from '@quire/ports/webhooks/webhook-repository';
import { WebhookTransportToken } from '@quire/ports/webhooks/webhook-transport';
import { ContainerModule } from 'inversify';
import { InMemoryAnswerSetRepository } from '../answer-sets/in-memory-answer-set-repository';
import { CountingRandomSource } from '../counting-random-source';
import { FakeKeyHasher } from '../fake-key-hasher';
import { FixedClock } from '../fixed-clock';
import { InMemoryAliasRepository } from './alias-repository';
import { InMemoryApiKeyRepository } from './api-key-repository';
import { InMemoryBlobReferences } from './blob-references';
import { InMemoryBlobStore } from './blob-store';
import { InMemoryConditionalRuleRepository } from './conditional-rule-repository';
import { InMemoryDatabaseHealth } from './database-health';
import { InMemoryFormTemplateRepository } from './form-template-repository';
import { InMemoryIdempotencyStore } from './idempotency-store';
import { InMemoryLibraryRevisions } from './library-revisions';
import { InMemorySnippetFolderRepository } from './snippet-folder-repository';
import { InMemorySnippetRepository } from './snippet-repository';
import { InMemoryTenantRepository } from './tenant-repository';
import { InMemoryUsageQueries } from './usage-queries';
import { InMemoryUserRepository } from './user-repository';
import { SequentialIdGenerator } from '../sequential-id-generator';
import { FakeSecretBox } from '../webhooks/fake-secret-box';
import { FakeWebhookTransport } from '../webhooks/fake-webhook-transport';
import { RecordingEventPublisher } from '../webhooks/recording-event-publisher';
import { InMemoryWebhookDeliveries } from '../webhooks/in-memory-webhook-deliveries';
import { InMemoryWebhookRepository } from '../webhooks/in-memory-webhook-repository';

/** Every port with an in-memory or deterministic adapter, kept so a test can look inside or steer them. */
export type InMemoryAdapters = {
  readonly clock: FixedClock;
  readonly ids: SequentialIdGenerator;
  readonly random: CountingRandomSource;
  readonly keyHasher: FakeKeyHasher;
  readonly tenants: InMemoryTenantRepository;
  readonly users: InMemoryUserRepository;
  readonly apiKeys: InMemoryApiKeyRepository;
  readonly blobs: InMemoryBlobStore;
  readonly database: InMemoryDatabaseHealth;
  readonly aliases: InMemoryAliasRepository;
  readonly rules: InMemoryConditionalRuleRepository;
  readonly folders: InMemorySnippetFolderRepository;
  readonly snippets: InMemorySnippetRepository;
  readonly templates: InMemoryFormTemplateRepository;
  /** Bumped by every write of the five library repositories above. */
  readonly revisions: InMemoryLibraryRevisions;
  readonly usage: InMemoryUsageQueries;
  readonly blobReferences: InMemoryBlobReferences;
  readonly idempotency: InMemoryIdempotencyStore;
  readonly answerSets: InMemoryAnswerSetRepository;
  readonly jobs: InMemoryJobRepository;
  readonly jobQueue: InlineJobQueue;
  readonly webhooks: InMemoryWebhookRepository;
  readonly deliveries: InMemoryWebhookDeliveries;
  readonly secretBox: FakeSecretBox;
  readonly transport: FakeWebhookTransport;
  /** The EventPublisher of test containers: it keeps the events (the server's records deliveries in the outbox). */
  readonly events: RecordingEventPublisher;
};

export const createInMemoryAdapters = (clock = new FixedClock()): InMemoryAdapters => {
  const revisions = new InMemoryLibraryRevisions();
  const aliases = new InMemoryAliasRepository(revisions);
  const rules = new InMemoryConditionalRuleRepository(revisions);
  const snippets = new InMemorySnippetRepository(revisions);
  const templates = new InMemoryFormTemplateRepository(revisions);
  const deliveries = new InMemoryWebhookDeliveries();
  return {
    clock,
    ids: new SequentialIdGenerator(),
    random: new CountingRandomSource(),
    keyHasher: new FakeKeyHasher(),
    tenants: new InMemoryTenantRepository(),
    users: new InMemoryUserRepository(),
    apiKeys: new InMemoryApiKeyRepository(),
    blobs: new InMemoryBlobStore(clock),
    database: new InMemoryDatabaseHealth(),
    aliases,
    rules,
    folders: new InMemorySnippetFolderRepository(snippets, revisions),
    snippets,
    templates,
    revisions,
    usage: new InMemoryUsageQueries(templates, snippets, rules, aliases),
    blobReferences: new InMemoryBlobReferences(templates, snippets),
    idempotency: new InMemoryIdempotencyStore(),
    answerSets: new InMemoryAnswerSetRepository(),
    jobs: new InMemoryJobRepository(),
    jobQueue: new InlineJobQueue(),
    webhooks: new InMemoryWebhookRepository((id) => deliveries.deleteOfWebhook(id)),
    deliveries,
    secretBox: new FakeSecretBox(),
    transport: new FakeWebhookTransport(),
    events: new RecordingEventPublisher(),
  };
};

/** Binds every port token to the given in-memory adapters (one container per test). */
export const inMemoryModule = (adapters: InMemoryAdapters): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(ClockToken).toConstantValue(adapters.clock);
    bind(IdGeneratorToken).toConstantValue(adapters.ids);
    bind(RandomSourceToken).toConstantValue(adapters.random);
    bind(KeyHasherToken).toConstantValue(adapters.keyHasher);
    bind(TenantRepositoryToken).toConstantValue(adapters.tenants);
    bind(UserRepositoryToken).toConstantValue(adapters.users);
    bind(ApiKeyRepositoryToken).toConstantValue(adapters.apiKeys);
    bind(BlobStoreToken).toConstantValue(adapters.blobs);
    bind(DatabaseHealthToken).toConstantValue(adapters.database);
    bind(AliasRepositoryToken).toConstantValue(adapters.aliases);
    bind(ConditionalRuleRepositoryToken).toConstantValue(adapters.rules);
    bind(SnippetFolderRepositoryToken).toConstantValue(adapters.folders);
    bind(SnippetRepositoryToken).toConstantValue(adapters.snippets);
    bind(FormTemplateRepositoryToken).toConstantValue(adapters.templates);
    bind(LibraryRevisionsToken).toConstantValue(adapters.revisions);
    bind(UsageQueriesToken).toConstantValue(adapters.usage);
    bind(BlobReferencesToken).toConstantValue(adapters.blobReferences);
    bind(IdempotencyStoreToken).toConstantValue(adapters.idempotency);
    bind(AnswerSetRepositoryToken).toConstantValue(adapters.answerSets);
    bind(JobRepositoryToken).toConstantValue(adapters.jobs);
    bind(JobQueueToken).toConstantValue(adapters.jobQueue);
    bind(WebhookRepositoryToken).toConstantValue(adapters.webhooks);
    bind(WebhookDeliveriesToken).toConstantValue(adapters.deliveries);
    bind(SecretBoxToken).toConstantValue(adapters.secretBox);
    bind(WebhookTransportToken).toConstantValue(adapters.transport);
    bind(EventPublisherToken).toConstantValue(adapters.events);
  });
