import type { Ports } from '@quire/ports/ports';
import { sweepEndedSessions } from './sweep-ended-sessions';
import { sweepIdempotencyRecords } from './sweep-idempotency-records';
import { sweepUnreferencedBlobs } from './sweep-unreferenced-blobs';

/** The periodic sweeps (run by apps/server). */
export const sweepUseCases = (ports: Ports) => ({
  sweepIdempotencyRecords: sweepIdempotencyRecords(ports),
  sweepUnreferencedBlobs: sweepUnreferencedBlobs(ports),
  sweepEndedSessions: sweepEndedSessions(ports),
});
export type SweepUseCases = ReturnType<typeof sweepUseCases>;
