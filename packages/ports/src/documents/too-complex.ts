/** Which limit of one engine task was passed (docs/limits.md#isolation "Isolation"): its time, its worker's memory, or the size of what it reads or writes. */
export type EngineLimit = 'time' | 'memory' | 'size';

/**
 * The engine was stopped on a document or a generation that needed more time or memory than one
 * engine task may have (ENGINE_ANALYSIS_TIMEOUT_MS, ENGINE_GENERATION_TIMEOUT_MS,
 * ENGINE_WORKER_MEMORY_MB): answered 422 `too_complex`, the message naming the limit
 * ("analysis took longer than 10 s", "needed more than 512 MiB"). Tagged as the errors of an upload are
 * (`_tag`) and coded as the failures of a generation are (`code`): the one object reaches either switch.
 */
export type TooComplex = { readonly _tag: 'TooComplex'; readonly code: 'too_complex'; readonly limit: EngineLimit; readonly message: string };
