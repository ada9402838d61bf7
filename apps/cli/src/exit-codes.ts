/** Exit codes (ADR 0061): 0 done; 1 the command failed (a template or data problem, a refused change), the reason printed; 2 wrong arguments; 78 bad configuration. */
export const EXIT = { ok: 0, failed: 1, usage: 2, config: 78 } as const;
