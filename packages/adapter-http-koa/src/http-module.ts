import { type MetricsSource, MetricsSourceToken } from '@quire/ports/platform/metrics-source';
import { ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import type Koa from 'koa';
import type { AppState } from './app-state';
import { createHttpApp } from './create-http-app';
import { httpDepTokens, type ServicesOf } from './http-deps';
import type { HttpOptions } from './http-options';

export const HttpOptionsToken: ServiceIdentifier<HttpOptions> = Symbol.for('quire.HttpOptions');
export const HttpAppToken: ServiceIdentifier<Koa<AppState>> = Symbol.for('quire.HttpApp');

/** Resolves every token of a map: its services under the same names. */
const resolveAll = <Tokens extends Record<string, ServiceIdentifier>>(context: ResolutionContext, tokens: Tokens): ServicesOf<Tokens> =>
  Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, context.get(token)])) as ServicesOf<Tokens>;

/**
 * Binds HttpAppToken to the Koa app, built from the use cases (applicationModule) and ports of
 * httpDepTokens, HttpOptionsToken, which the composition root binds, and every MetricsSource
 * other modules bind (for `GET /metrics`).
 */
export const httpModule = new ContainerModule(({ bind }) => {
  bind(HttpAppToken)
    .toDynamicValue((context) =>
      createHttpApp(resolveAll(context, httpDepTokens), context.get(HttpOptionsToken), context.getAll<MetricsSource>(MetricsSourceToken, { optional: true })),
    )
    .inSingletonScope();
});
