/** The instant every builder stamps (tests pin their own time; nothing here reads the clock). */
export const T0 = new Date('2026-01-01T00:00:00.000Z');

/** `ms` milliseconds after T0. */
export const later = (ms: number): Date => new Date(T0.getTime() + ms);
