import type { EngineLimit } from '@quire/ports/documents/too-complex';
import { type Problem, problem } from './problem';

/** The engine stopped the work at a limit (docs/limits.md#isolation "Isolation"): 422 `too_complex`, the message naming the limit, `limit` saying which. */
export const tooComplexProblem = (stopped: { readonly limit: EngineLimit; readonly message: string }, extra: Readonly<Record<string, unknown>> = {}): Problem =>
  problem(422, 'too_complex', 'Too complex', stopped.message, { limit: stopped.limit, ...extra });
