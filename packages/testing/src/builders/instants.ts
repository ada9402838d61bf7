/** The instant every builder stamps (tests pin their own time; nothing here reads the clock). */
export const T0 = new Date('2026-01-01T00:00:00.000Z');

/** `ms` milliseconds after T0. */
export const later = (ms: number): Date => new Date(T0.getTime() + ms);

/** The stamps of something made at T0 and not changed since: created and updated then, at version 1. */
export const MADE_AT_T0 = { createdAt: T0, updatedAt: T0, version: 1 } as const;
