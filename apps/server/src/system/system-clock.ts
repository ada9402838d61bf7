import type { Clock } from '@quire/ports/clock';

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };
