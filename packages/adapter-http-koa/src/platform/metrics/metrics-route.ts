import type { Router } from '@koa/router';
import type { MetricFamily, MetricsSource } from '@quire/ports/platform/metrics-source';
import type { AppState } from '../../app-state';
import type { MetricsOfServer } from '../../http-options';
import { processMetrics } from './process-metrics';
import { PROMETHEUS_TEXT, prometheusText } from './prometheus-text';

/** This process's metrics: its own, the HTTP layer's and every other source's. */
export const localMetrics = (sources: ReadonlyArray<MetricsSource>): ReadonlyArray<MetricFamily> => [...processMetrics(), ...sources.flatMap((source) => source.metricFamilies())];

/**
 * `GET /metrics` (docs/operations.md#metrics-get-metrics): the server's metrics in Prometheus's text format; with several HTTP processes,
 * every process's summed (`gather`), whichever process answers. Public like `/healthz`: its labels
 * carry no tenant, key, name or document content (see docs/operations.md for keeping it inside the
 * network).
 */
export const registerMetricsRoute = (router: Router<AppState>, sources: ReadonlyArray<MetricsSource>, ofServer?: MetricsOfServer): void => {
  ofServer?.serve(() => localMetrics(sources));
  router.get('/metrics', async (ctx) => {
    const local = localMetrics(sources);
    const families = ofServer === undefined ? local : await ofServer.gather(local);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = PROMETHEUS_TEXT;
    ctx.body = prometheusText(families);
  });
};
