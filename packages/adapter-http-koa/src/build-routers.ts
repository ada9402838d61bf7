import { Router, type RouterMiddleware } from '@koa/router';
import type { ApplicationUseCases } from '@quire/application/application-use-cases';
import type { MetricsSource } from '@quire/ports/platform/metrics-source';
import type { Ports } from '@quire/ports/ports';
import { registerAliasRoutes } from './library/aliases/alias-routes';
import { registerApiKeyRoutes } from './api-keys/api-key-routes';
import { registerComparingRoutes } from './comparing/compare-routes';
import type { AppState } from './app-state';
import { registerAuthRoutes } from './auth/auth-routes';
import { authenticate } from './platform/auth/authenticate';
import { registerDocsRoutes } from './platform/docs/docs-routes';
import { registerConsoleRoutes } from './platform/console/console-routes';
import { registerHealthRoutes } from './platform/health/health-routes';
import { DEFAULT_UPLOAD_LIMIT_BYTES, type HttpOptions } from './http-options';
import { idempotency } from './platform/idempotency/idempotency';
import { registerFormTemplateRoutes } from './library/form-templates/form-template-routes';
import { DEFAULT_GENERATION_BODY_LIMIT_BYTES, registerGenerationRoutes } from './generation/generation-routes';
import { registerInterviewRoutes } from './interviews/interview-routes';
import { registerAnswerSetRoutes } from './answer-sets/answer-set-routes';
import { registerAuditRoutes } from './audit/audit-routes';
import { registerMemberRoutes } from './members/member-routes';
import { registerMetricsRoute } from './platform/metrics/metrics-route';
import { registerOpenApiRoute } from './platform/openapi/openapi-routes';
import { registerRuleRoutes } from './library/rules/rule-routes';
import { MULTIPART_OVERHEAD_BYTES } from './platform/body/read-multipart';
import { rateLimited } from './platform/rate-limit/rate-limit';
import { securedRoutes } from './platform/auth/secured-routes';
import { registerSnippetFolderRoutes } from './library/snippet-folders/snippet-folder-routes';
import { registerSnippetRoutes } from './library/snippets/snippet-routes';
import { DEFAULT_DATA_SHAPE_LIMITS } from './platform/body/json-shape';
import { DEFAULT_BATCH_BODY_LIMIT_BYTES, registerJobRoutes } from './jobs/job-routes';
import { DEFAULT_BATCH_MAX_ITEMS } from './jobs/job-codecs';
import { registerWebhookRoutes } from './webhooks/webhook-routes';
import { registerSettingsRoutes } from './settings/settings-routes';

/** The largest body a POST with Idempotency-Key may have (it is read first, to be hashed): a multipart upload; each route still applies its own limit. */
const largestBody = (limits: { jsonBodyLimitBytes: number; uploadLimitBytes: number; generationBodyLimitBytes: number; batchBodyLimitBytes: number }): number =>
  Math.max(limits.jsonBodyLimitBytes, limits.uploadLimitBytes + MULTIPART_OVERHEAD_BYTES, limits.generationBodyLimitBytes, limits.batchBodyLimitBytes);

export type Routers = { readonly publicRouter: Router<AppState>; readonly apiRouter: Router<AppState> };

/** What the routes call: the use cases of the features they serve, by feature (each routes file takes its feature's record). */
export type HttpUseCases = Pick<ApplicationUseCases, 'apiKeys' | 'members' | 'audit' | 'sessions' | 'aliases' | 'rules' | 'snippetFolders' | 'snippets' | 'formTemplates' | 'comparing' | 'generation' | 'interviews' | 'answerSets' | 'jobs' | 'webhooks' | 'settings'>;

/** The ports the adapter reads itself: the readiness probes, the idempotency records, the rate limit and the clock they run on, the sources of `GET /metrics`. */
export type HttpPorts = Pick<Ports, 'databaseHealth' | 'blobs' | 'idempotency' | 'rateLimiter' | 'clock' | 'metrics'>;

/**
 * Every route the app serves: the public ones at the root (no key; the sign-in routes among them), and the API under the prefix,
 * every one behind the authenticate middleware (a key, or a session cookie and its CSRF token) and, right after it, the per-key rate limit. Paths match case-insensitively (docs/api.md#base-url).
 */
export const buildRouters = (
  useCases: HttpUseCases,
  ports: HttpPorts,
  options: Pick<HttpOptions, 'prefix' | 'jsonBodyLimitBytes' | 'uploadLimitBytes' | 'generationBodyLimitBytes' | 'generationDataShape' | 'logger' | 'console' | 'batchBodyLimitBytes' | 'batchMaxItems' | 'metricsOfServer' | 'auth'>,
  metricsSources: ReadonlyArray<MetricsSource> = [],
): Routers => {
  const limits = {
    jsonBodyLimitBytes: options.jsonBodyLimitBytes,
    uploadLimitBytes: options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES,
    generationBodyLimitBytes: options.generationBodyLimitBytes ?? DEFAULT_GENERATION_BODY_LIMIT_BYTES,
    generationDataShape: options.generationDataShape ?? DEFAULT_DATA_SHAPE_LIMITS,
    batchBodyLimitBytes: options.batchBodyLimitBytes ?? DEFAULT_BATCH_BODY_LIMIT_BYTES,
  };
  const publicRouter = new Router<AppState>({ sensitive: false });
  registerHealthRoutes(publicRouter, ports);
  registerMetricsRoute(publicRouter, metricsSources, options.metricsOfServer);
  registerOpenApiRoute(publicRouter, options.prefix);
  registerDocsRoutes(publicRouter);
  registerConsoleRoutes(publicRouter, options.console, options.logger);
  registerAuthRoutes(publicRouter, useCases.sessions, options);

  const apiRouter = new Router<AppState>({ prefix: options.prefix, sensitive: false });
  const idempotent = idempotency({ store: ports.idempotency, clock: ports.clock, bodyLimitBytes: largestBody(limits) });
  const authenticated = authenticate(useCases.apiKeys.authenticateApiKey, useCases.sessions);
  const limited = rateLimited({ limiter: ports.rateLimiter, clock: ports.clock, logger: options.logger });
  const guard: RouterMiddleware<AppState> = (ctx, next) => authenticated(ctx, () => limited(ctx, next));
  const secured = securedRoutes(apiRouter, guard, idempotent);
  registerApiKeyRoutes(secured, useCases.apiKeys, options);
  registerMemberRoutes(secured, useCases.members, options);
  registerAuditRoutes(secured, useCases.audit);
  registerAliasRoutes(secured, useCases.aliases, options);
  registerRuleRoutes(secured, useCases.rules, options);
  registerSnippetFolderRoutes(secured, useCases.snippetFolders, options); // before the snippet routes: `/Snippets/Folders` is no snippet id
  registerSnippetRoutes(secured, useCases.snippets, { prefix: options.prefix, ...limits });
  registerFormTemplateRoutes(secured, useCases.formTemplates, { prefix: options.prefix, ...limits });
  registerComparingRoutes(secured, useCases.comparing, limits);
  registerGenerationRoutes(secured, useCases.generation, limits);
  registerInterviewRoutes(secured, useCases.interviews, limits);
  registerAnswerSetRoutes(secured, useCases.answerSets, { prefix: options.prefix, ...limits });
  registerJobRoutes(secured, useCases.jobs, { prefix: options.prefix, batchBodyLimitBytes: limits.batchBodyLimitBytes, batchMaxItems: options.batchMaxItems ?? DEFAULT_BATCH_MAX_ITEMS, generationDataShape: limits.generationDataShape });
  registerWebhookRoutes(secured, useCases.webhooks, options);
  registerSettingsRoutes(secured, useCases.settings, options);
  return { publicRouter, apiRouter };
};
