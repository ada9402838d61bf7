import { InMemoryJobRepository } from '../jobs/in-memory-job-repository';
import { InlineJobQueue } from '../jobs/inline-job-queue';
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
import { InMemorySessionRepository } from './session-repository';
import { InMemoryTenantRepository } from './tenant-repository';
import { InMemoryMemberRepository } from './member-repository';
import { InMemoryAuditLog } from '../audit/in-memory-audit-log';
import { InMemoryUsageQueries } from './usage-queries';
import { InMemoryUserRepository } from './user-repository';
import { SequentialIdGenerator } from '../sequential-id-generator';
import { FakeIdentityProvider } from '../sessions/fake-identity-provider';
import { FakeSecretBox } from '../webhooks/fake-secret-box';
import { FakeWebhookTransport } from '../webhooks/fake-webhook-transport';
import { RecordingEventPublisher } from '../webhooks/recording-event-publisher';
import { InMemoryWebhookDeliveries } from '../webhooks/in-memory-webhook-deliveries';
import { InMemoryWebhookRepository } from '../webhooks/in-memory-webhook-repository';
import { InMemorySigningCertificates } from '../settings/in-memory-signing-certificates';
import type { MetricsSource } from '@quire/ports/platform/metrics-source';
import type { Ports } from '@quire/ports/ports';
import { unavailablePdfConverter } from '../unavailable-pdf-converter';
import { unreadPdfForms } from '../unread-pdf-forms';
import { fakeAnalyser, fakeComparer, fakeTextWriter } from '../text-as-document';
import { fakePlanner, fakeRenderer } from '../text-as-document-engine';
import { fakeFormats, fakeRuleLanguage } from '../fake-rule-language';
import { unlimitedRateLimiter } from '../unlimited-rate-limiter';
import { inMemoryArchiveWriter, inMemoryZipStreamWriter } from './zip-writers';

/**
 * The in-memory composition: every port of `Ports`, in memory or deterministic, kept by its
 * concrete type so a test can look inside or steer it. Storage and accounts are in memory; the
 * document engine is the text-as-document stand-in (a test that needs the real engine puts its
 * adapters over these: `{ ...createInMemoryAdapters(), ...engine }`); PDF output is unavailable and PDF forms are not read;
 * the rate limit is off; the EventPublisher keeps the events (the server's records deliveries in
 * the outbox).
 */
export const createInMemoryAdapters = (clock = new FixedClock()) => {
  const revisions = new InMemoryLibraryRevisions();
  const aliases = new InMemoryAliasRepository(revisions);
  const rules = new InMemoryConditionalRuleRepository(revisions);
  const snippets = new InMemorySnippetRepository(revisions);
  const templates = new InMemoryFormTemplateRepository(revisions);
  const deliveries = new InMemoryWebhookDeliveries();
  const users = new InMemoryUserRepository();
  const audit = new InMemoryAuditLog();
  const apiKeys = new InMemoryApiKeyRepository(audit);
  return {
    clock,
    ids: new SequentialIdGenerator(),
    random: new CountingRandomSource(),
    hasher: new FakeKeyHasher(),
    rateLimiter: unlimitedRateLimiter,
    tenants: new InMemoryTenantRepository(),
    users,
    members: new InMemoryMemberRepository(users, apiKeys, audit),
    audit,
    apiKeys,
    sessions: new InMemorySessionRepository(),
    /** Not configured until a test configures it. */
    identityProvider: new FakeIdentityProvider(),
    blobs: new InMemoryBlobStore(clock),
    databaseHealth: new InMemoryDatabaseHealth(),
    aliases,
    rules,
    snippetFolders: new InMemorySnippetFolderRepository(snippets, revisions),
    snippets,
    templates,
    /** Bumped by every write of the five library repositories above. */
    revisions,
    usage: new InMemoryUsageQueries(templates, snippets, rules, aliases),
    formats: fakeFormats,
    ruleLanguage: fakeRuleLanguage,
    blobReferences: new InMemoryBlobReferences(templates, snippets),
    idempotency: new InMemoryIdempotencyStore(),
    answerSets: new InMemoryAnswerSetRepository(),
    analyser: fakeAnalyser,
    renderer: fakeRenderer,
    comparer: fakeComparer,
    planner: fakePlanner,
    textWriter: fakeTextWriter,
    archive: inMemoryArchiveWriter,
    zipWriter: inMemoryZipStreamWriter,
    pdf: unavailablePdfConverter(),
    pdfForms: unreadPdfForms(),
    jobs: new InMemoryJobRepository(),
    jobQueue: new InlineJobQueue(),
    webhooks: new InMemoryWebhookRepository((id) => deliveries.deleteOfWebhook(id), audit),
    deliveries,
    secretBox: new FakeSecretBox(),
    transport: new FakeWebhookTransport(),
    signingCertificates: new InMemorySigningCertificates(audit),
    events: new RecordingEventPublisher(),
    metrics: [] as ReadonlyArray<MetricsSource>,
  } satisfies Ports;
};
export type InMemoryAdapters = ReturnType<typeof createInMemoryAdapters>;
