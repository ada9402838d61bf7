import type { OpenIdIdentityProvider } from '@quire/adapter-oidc/openid-identity-provider';
import { createKnex } from '@quire/adapter-persistence-knex/create-knex';
import { migrateToLatest } from '@quire/adapter-persistence-knex/migrate-to-latest';
import { type ApplicationSettings, type ApplicationUseCases, applicationUseCases } from '@quire/application/application-use-cases';
import type { Ports } from '@quire/ports/ports';
import { Container } from 'inversify';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config';
import { loadOrCreateEmbeddedPepper } from '../system/embedded-pepper';
import { WebhookDispatchMetrics } from '../webhook-dispatch-metrics';
import { applicationSettingsOf } from './application-settings';
import { blobStoreModule } from './blob-store-module';
import { engineModule } from './engine-module';
import { identityProviderModule } from './identity-provider-module';
import { type JobQueueSetup, jobQueueModule } from './job-queue-module';
import { persistenceModule } from './persistence-module';
import { resolvePorts } from './resolve-ports';
import { systemModule } from './system-module';
import { webhookModule } from './webhook-module';

/** The composed application: its ports, its use cases (the HTTP app, the CLI and `quire worker` call them), and what to close at the end. */
export type Composition = {
  readonly ports: Ports;
  readonly useCases: ApplicationUseCases;
  readonly settings: ApplicationSettings;
  readonly jobQueue: JobQueueSetup;
  /** The OpenID Connect provider when one is configured (the server reads its discovery document at start, to log whether sign-in works). */
  readonly identityProvider: OpenIdIdentityProvider | undefined;
  /** What this process's webhook dispatcher did (it records each round here; `GET /metrics` reports it). */
  readonly webhookMetrics: WebhookDispatchMetrics;
  readonly close: () => Promise<void>;
};

/**
 * The only place that knows the adapters, used by the server, the CLI and `quire worker`: reads the
 * key pepper, opens the database (migrating it), and lets the container build each port from the
 * adapter the configuration picks (its modules); then the application is a plain function of those
 * ports.
 */
export const compose = async (
  config: ServerConfig,
  logger: Logger,
  /** `false` in the HTTP processes of a primary: it migrated the store before it started them (one migrator). */
  options: { readonly migrate: boolean } = { migrate: true },
): Promise<Composition> => {
  const pepper = config.keyPepper ?? loadOrCreateEmbeddedPepper(config.dataDir);
  const settings = applicationSettingsOf(config);
  const knex = createKnex(config.databaseUrl);
  const engine = engineModule(config, logger);
  const blobs = blobStoreModule(config.blobs);
  const jobQueue = jobQueueModule(config);
  const closeAll = async () => {
    await engine.close();
    await jobQueue.close();
    blobs.close();
    await knex.destroy();
  };
  try {
    if (options.migrate) await migrateToLatest(knex, ({ message, ...fields }) => logger.warn(fields, message));
    const webhookMetrics = new WebhookDispatchMetrics();
    const identity = identityProviderModule(config.oidc);
    const container = new Container();
    await container.load(
      identity.module,
      systemModule(pepper),
      persistenceModule(knex, config),
      blobs.module,
      engine.module,
      jobQueue.module,
      webhookModule(config.webhooks, settings.webhooks, webhookMetrics),
    );
    const ports = resolvePorts(container);
    return { ports, useCases: applicationUseCases(ports, settings), settings, jobQueue: jobQueue.setup, webhookMetrics, identityProvider: identity.provider, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
};
