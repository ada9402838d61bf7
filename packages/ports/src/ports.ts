import type { ApiKeyRepository } from './accounts/api-key-repository';
import type { KeyHasher } from './accounts/key-hasher';
import type { MemberRepository } from './accounts/member-repository';
import type { RateLimiter } from './accounts/rate-limiter';
import type { TenantRepository } from './accounts/tenant-repository';
import type { UserRepository } from './accounts/user-repository';
import type { AuditLog } from './audit/audit-log';
import type { AnswerSetRepository } from './answer-sets/answer-set-repository';
import type { ArchiveWriter } from './documents/archive-writer';
import type { DocumentAnalyser } from './documents/document-analyser';
import type { DocumentComparer } from './documents/document-comparer';
import type { DocumentRenderer } from './documents/document-renderer';
import type { InterviewPlanner } from './documents/interview-planner';
import type { PdfConverter } from './documents/pdf-converter';
import type { PdfForms } from './documents/pdf-forms';
import type { TextDocumentWriter } from './documents/text-document-writer';
import type { ZipStreamWriter } from './documents/zip-stream-writer';
import type { EventPublisher } from './events/event-publisher';
import type { JobQueue } from './jobs/job-queue';
import type { JobRepository } from './jobs/job-repository';
import type { AliasFormatChecker } from './library/alias-format-checker';
import type { AliasRepository } from './library/alias-repository';
import type { ConditionalRuleRepository } from './library/conditional-rule-repository';
import type { FormTemplateRepository } from './library/form-template-repository';
import type { LibraryRevisions } from './library/library-revisions';
import type { RuleLanguage } from './library/rule-language';
import type { SnippetFolderRepository } from './library/snippet-folder-repository';
import type { SnippetRepository } from './library/snippet-repository';
import type { UsageQueries } from './library/usage';
import type { Clock } from './platform/clock';
import type { IdGenerator } from './platform/id-generator';
import type { MetricsSource } from './platform/metrics-source';
import type { RandomSource } from './platform/random-source';
import type { BlobReferences } from './storage/blob-references';
import type { BlobStore } from './storage/blob-store';
import type { DatabaseHealth } from './storage/database-health';
import type { IdempotencyStore } from './storage/idempotency-store';
import type { IdentityProvider } from './sessions/identity-provider';
import type { SessionRepository } from './sessions/session-repository';
import type { SigningCertificates } from './settings/signing-certificates';
import type { SecretBox } from './webhooks/secret-box';
import type { WebhookDeliveries } from './webhooks/webhook-deliveries';
import type { WebhookRepository } from './webhooks/webhook-repository';
import type { WebhookTransport } from './webhooks/webhook-transport';

/**
 * Every port of the application and the HTTP adapter, by the name each use case takes it under.
 * A use case narrows it to what it uses (`(deps: Pick<Ports, 'apiKeys' | 'clock'>) => ...`); the
 * composition root (apps/server) fills it from the adapters it picks, the tests from the in-memory
 * ones (@quire/testing).
 */
export type Ports = {
  readonly tenants: TenantRepository;
  readonly users: UserRepository;
  readonly members: MemberRepository;
  readonly audit: AuditLog;
  readonly apiKeys: ApiKeyRepository;
  readonly hasher: KeyHasher;
  readonly rateLimiter: RateLimiter;
  readonly sessions: SessionRepository;
  /** The OpenID Connect provider people sign in with (one that is not configured says so). */
  readonly identityProvider: IdentityProvider;

  readonly aliases: AliasRepository;
  readonly rules: ConditionalRuleRepository;
  readonly snippetFolders: SnippetFolderRepository;
  readonly snippets: SnippetRepository;
  readonly templates: FormTemplateRepository;
  readonly revisions: LibraryRevisions;
  readonly usage: UsageQueries;
  readonly formats: AliasFormatChecker;
  readonly ruleLanguage: RuleLanguage;
  readonly answerSets: AnswerSetRepository;

  readonly analyser: DocumentAnalyser;
  readonly renderer: DocumentRenderer;
  readonly comparer: DocumentComparer;
  readonly planner: InterviewPlanner;
  readonly textWriter: TextDocumentWriter;
  readonly archive: ArchiveWriter;
  readonly zipWriter: ZipStreamWriter;
  readonly pdf: PdfConverter;
  readonly pdfForms: PdfForms;

  readonly jobs: JobRepository;
  readonly jobQueue: JobQueue;
  readonly events: EventPublisher;
  readonly webhooks: WebhookRepository;
  readonly deliveries: WebhookDeliveries;
  readonly secretBox: SecretBox;
  readonly transport: WebhookTransport;
  readonly signingCertificates: SigningCertificates;

  readonly blobs: BlobStore;
  readonly blobReferences: BlobReferences;
  readonly idempotency: IdempotencyStore;
  readonly databaseHealth: DatabaseHealth;

  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly random: RandomSource;
  /** Whatever reports figures for `GET /metrics` (the compiled-template cache, the engine pool, the webhook dispatcher). */
  readonly metrics: ReadonlyArray<MetricsSource>;
};
