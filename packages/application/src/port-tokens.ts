import { ApiKeyRepositoryToken } from '@quire/ports/accounts/api-key-repository';
import { KeyHasherToken } from '@quire/ports/accounts/key-hasher';
import { TenantRepositoryToken } from '@quire/ports/accounts/tenant-repository';
import { UserRepositoryToken } from '@quire/ports/accounts/user-repository';
import { ArchiveWriterToken } from '@quire/ports/documents/archive-writer';
import { DocumentAnalyserToken } from '@quire/ports/documents/document-analyser';
import { DocumentRendererToken } from '@quire/ports/documents/document-renderer';
import { InterviewPlannerToken } from '@quire/ports/documents/interview-planner';
import { AnswerSetRepositoryToken } from '@quire/ports/answer-sets/answer-set-repository';
import { PdfConverterToken } from '@quire/ports/documents/pdf-converter';
import { TextDocumentWriterToken } from '@quire/ports/documents/text-document-writer';
import { AliasFormatCheckerToken } from '@quire/ports/library/alias-format-checker';
import { AliasRepositoryToken } from '@quire/ports/library/alias-repository';
import { ConditionalRuleRepositoryToken } from '@quire/ports/library/conditional-rule-repository';
import { FormTemplateRepositoryToken } from '@quire/ports/library/form-template-repository';
import { LibraryRevisionsToken } from '@quire/ports/library/library-revisions';
import { RuleLanguageToken } from '@quire/ports/library/rule-language';
import { SnippetFolderRepositoryToken } from '@quire/ports/library/snippet-folder-repository';
import { SnippetRepositoryToken } from '@quire/ports/library/snippet-repository';
import { UsageQueriesToken } from '@quire/ports/library/usage';
import { ClockToken } from '@quire/ports/platform/clock';
import { IdGeneratorToken } from '@quire/ports/platform/id-generator';
import { RandomSourceToken } from '@quire/ports/platform/random-source';
import { BlobReferencesToken } from '@quire/ports/storage/blob-references';
import { BlobStoreToken } from '@quire/ports/storage/blob-store';
import { IdempotencyStoreToken } from '@quire/ports/storage/idempotency-store';
import { EventPublisherToken } from '@quire/ports/events/event-publisher';
import { SecretBoxToken } from '@quire/ports/webhooks/secret-box';
import { WebhookDeliveriesToken } from '@quire/ports/webhooks/webhook-deliveries';
import { WebhookRepositoryToken } from '@quire/ports/webhooks/webhook-repository';
import { WebhookTransportToken } from '@quire/ports/webhooks/webhook-transport';

/** Each port's token by the name every use case takes that port under (`{ aliases, clock }`). */
const portTokens = {
  apiKeys: ApiKeyRepositoryToken,
  users: UserRepositoryToken,
  tenants: TenantRepositoryToken,
  hasher: KeyHasherToken,
  random: RandomSourceToken,
  ids: IdGeneratorToken,
  clock: ClockToken,
  aliases: AliasRepositoryToken,
  rules: ConditionalRuleRepositoryToken,
  snippets: SnippetRepositoryToken,
  snippetFolders: SnippetFolderRepositoryToken,
  templates: FormTemplateRepositoryToken,
  usage: UsageQueriesToken,
  revisions: LibraryRevisionsToken,
  formats: AliasFormatCheckerToken,
  ruleLanguage: RuleLanguageToken,
  analyser: DocumentAnalyserToken,
  textWriter: TextDocumentWriterToken,
  renderer: DocumentRendererToken,
  archive: ArchiveWriterToken,
  pdf: PdfConverterToken,
  blobs: BlobStoreToken,
  blobReferences: BlobReferencesToken,
  idempotency: IdempotencyStoreToken,
  planner: InterviewPlannerToken,
  answerSets: AnswerSetRepositoryToken,
  events: EventPublisherToken,
  webhooks: WebhookRepositoryToken,
  deliveries: WebhookDeliveriesToken,
  secretBox: SecretBoxToken,
  transport: WebhookTransportToken,
};

/** The tokens of the ports a use case takes, by those names: `ports('aliases', 'usage')`. */
export const ports = <K extends keyof typeof portTokens>(...names: ReadonlyArray<K>): Pick<typeof portTokens, K> =>
  Object.fromEntries(names.map((name) => [name, portTokens[name]])) as Pick<typeof portTokens, K>;
