import { ports } from '../port-tokens';
import { bindAll, tokensOf, useCase } from '../use-case-binding';
import { sweepIdempotencyRecords, SweepIdempotencyRecordsToken } from './sweep-idempotency-records';
import { sweepUnreferencedBlobs, SweepUnreferencedBlobsToken } from './sweep-unreferenced-blobs';

const sweeps = {
  sweepIdempotencyRecords: useCase(SweepIdempotencyRecordsToken, sweepIdempotencyRecords, ports('idempotency', 'clock')),
  sweepUnreferencedBlobs: useCase(SweepUnreferencedBlobsToken, sweepUnreferencedBlobs, ports('blobs', 'blobReferences', 'clock')),
};

/** The periodic sweeps (run by apps/server) by name. */
export const sweepUseCases = tokensOf(sweeps);
export const bindSweepUseCases = bindAll(sweeps);
