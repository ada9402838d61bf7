import type { MetricsSource } from '@quire/ports/platform/metrics-source';
import type { Ports } from '@quire/ports/ports';
import type { ServiceIdentifier } from 'inversify';

/** A port the container builds: every one of `Ports` but the metrics sources, which are gathered. */
export type PortName = Exclude<keyof Ports, 'metrics'>;

/** The container's token of a port, named after its key in `Ports`: one token per port, none per use case. */
export const portToken = <K extends PortName>(name: K): ServiceIdentifier<Ports[K]> => Symbol.for(`quire.port.${name}`);

/** What reports for `GET /metrics`: any number of modules bind one; `Ports.metrics` is all of them. */
export const MetricsSourceToken: ServiceIdentifier<MetricsSource> = Symbol.for('quire.MetricsSource');
