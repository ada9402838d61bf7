import type { MetricFamily } from '@quire/ports/platform/metrics-source';

/** The media type of Prometheus's text exposition format. */
export const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

const escapeHelp = (text: string): string => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const escapeLabel = (value: string): string => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

const labelsOf = (labels: Readonly<Record<string, string>> | undefined): string => {
  const entries = Object.entries(labels ?? {});
  return entries.length === 0 ? '' : `{${entries.map(([name, value]) => `${name}="${escapeLabel(value)}"`).join(',')}}`;
};

const valueOf = (value: number): string => (Number.isNaN(value) ? 'NaN' : value === Infinity ? '+Inf' : value === -Infinity ? '-Inf' : String(value));

/** The families in Prometheus's text format (one HELP and TYPE line each, then their samples). */
export const prometheusText = (families: ReadonlyArray<MetricFamily>): string =>
  families
    .map((family) =>
      [
        `# HELP ${family.name} ${escapeHelp(family.help)}`,
        `# TYPE ${family.name} ${family.type}`,
        ...family.samples.map((sample) => `${family.name}${sample.suffix ?? ''}${labelsOf(sample.labels)} ${valueOf(sample.value)}`),
      ].join('\n'),
    )
    .join('\n') + '\n';
