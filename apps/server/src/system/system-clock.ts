import type { Clock } from '@quire/ports/platform/clock';

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };
