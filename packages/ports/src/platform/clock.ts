/** The source of time; the domain never reads the system clock itself. */
export interface Clock {
  /** The current instant. */
  now(): Date;
}
