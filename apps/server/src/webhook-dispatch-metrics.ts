import type { DeliveryRound } from '@quire/application/webhooks/deliver-due-webhooks';
import type { MetricFamily, MetricsSource } from '@quire/ports/platform/metrics-source';

type Outcome = 'succeeded' | 'retrying' | 'failed' | 'lost';
const OUTCOMES: ReadonlyArray<Outcome> = ['succeeded', 'retrying', 'failed', 'lost'];

/** What this process's webhook dispatcher did, for `GET /metrics`: deliveries settled by outcome, endpoints disabled, rounds that failed. */
export class WebhookDispatchMetrics implements MetricsSource {
  private readonly settled: Record<Outcome, number> = { succeeded: 0, retrying: 0, failed: 0, lost: 0 };
  private disabled = 0;
  private failedRounds = 0;

  record(round: DeliveryRound | undefined): void {
    if (round === undefined) {
      this.failedRounds += 1;
      return;
    }
    for (const outcome of OUTCOMES) this.settled[outcome] += round[outcome];
    this.disabled += round.disabled;
  }

  metricFamilies(): ReadonlyArray<MetricFamily> {
    return [
      {
        name: 'quire_webhook_deliveries_total',
        help: 'Webhook deliveries this process attempted or settled, by outcome (retrying: the attempt failed and another is due; failed: given up; lost: another process took it over)',
        type: 'counter',
        samples: OUTCOMES.map((outcome) => ({ labels: { outcome }, value: this.settled[outcome] })),
      },
      { name: 'quire_webhook_endpoints_disabled_total', help: 'Webhook endpoints this process disabled after their retry window', type: 'counter', samples: [{ value: this.disabled }] },
      { name: 'quire_webhook_rounds_failed_total', help: 'Dispatcher rounds that could not read or write the outbox', type: 'counter', samples: [{ value: this.failedRounds }] },
    ];
  }
}
