import type { Router } from '@koa/router';
import type { MetricsSource } from '@quire/ports/platform/metrics-source';
import type { AppState } from '../../app-state';
import { processMetrics } from './process-metrics';
import { PROMETHEUS_TEXT, prometheusText } from './prometheus-text';

/**
 * `GET /metrics` (docs/operations.md#metrics-get-metrics): the process's, the HTTP layer's and every other source's metrics in
 * Prometheus's text format. Public like `/healthz`: its labels carry no tenant, key, name or
 * document content (see docs/operations.md for keeping it inside the network).
 */
export const registerMetricsRoute = (router: Router<AppState>, sources: ReadonlyArray<MetricsSource>): void => {
  router.get('/metrics', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = PROMETHEUS_TEXT;
    ctx.body = prometheusText([...processMetrics(), ...sources.flatMap((source) => source.metricFamilies())]);
  });
};
