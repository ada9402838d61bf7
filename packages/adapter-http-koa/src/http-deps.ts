import { apiKeyUseCases } from '@quire/application/api-keys/api-key-use-cases';
import { generationUseCases } from '@quire/application/generation/generation-use-cases';
import { interviewUseCases } from '@quire/application/interviews/interview-use-cases';
import { answerSetUseCases } from '@quire/application/answer-sets/answer-set-use-cases';
import { aliasUseCases } from '@quire/application/library/aliases/alias-use-cases';
import { formTemplateUseCases } from '@quire/application/library/form-templates/form-template-use-cases';
import { ruleUseCases } from '@quire/application/library/rules/rule-use-cases';
import { snippetFolderUseCases } from '@quire/application/library/snippet-folders/snippet-folder-use-cases';
import { snippetUseCases } from '@quire/application/library/snippets/snippet-use-cases';
import type { UseCasesOf } from '@quire/application/use-case-binding';
import { RateLimiterToken } from '@quire/ports/accounts/rate-limiter';
import { ClockToken } from '@quire/ports/platform/clock';
import { BlobStoreToken } from '@quire/ports/storage/blob-store';
import { DatabaseHealthToken } from '@quire/ports/storage/database-health';
import { IdempotencyStoreToken } from '@quire/ports/storage/idempotency-store';

/** The ports the adapter reads itself: the readiness probes, the idempotency records, the rate limit and the clock they run on. */
const platformPorts = {
  databaseHealth: DatabaseHealthToken,
  blobStore: BlobStoreToken,
  idempotencyStore: IdempotencyStoreToken,
  rateLimiter: RateLimiterToken,
  clock: ClockToken,
};

/**
 * Everything the HTTP adapter calls, by the name the routes use: the application's token map of
 * each feature the routes serve, and the ports above. httpModule resolves every token; a use case
 * added to one of those maps reaches its routes without a line here.
 */
export const httpDepTokens = {
  ...apiKeyUseCases,
  ...aliasUseCases,
  ...ruleUseCases,
  ...snippetFolderUseCases,
  ...snippetUseCases,
  ...formTemplateUseCases,
  ...generationUseCases,
  ...interviewUseCases,
  ...answerSetUseCases,
  ...platformPorts,
};

/** What each token stands for (UseCasesOf reads any map of typed tokens, the ports' too). */
export type HttpDeps = UseCasesOf<typeof httpDepTokens>;
