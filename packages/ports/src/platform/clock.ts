import type { ServiceIdentifier } from 'inversify';

/** The source of time; the domain never reads the system clock itself. */
export interface Clock {
  /** The current instant. */
  now(): Date;
}
export const ClockToken: ServiceIdentifier<Clock> = Symbol.for('quire.Clock');
