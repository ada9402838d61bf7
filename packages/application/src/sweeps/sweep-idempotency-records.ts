import type { Ports } from '@quire/ports/ports';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { deleteEnded } from './delete-ended';

export type SweepIdempotencyRecords = () => TE.TaskEither<AppError, { readonly deleted: number }>;

/** Deletes the `Idempotency-Key` records that expired (kept 24 hours, ADR 0022); run periodically by the server. */
export const sweepIdempotencyRecords =
  ({ idempotency, clock }: Pick<Ports, 'idempotency' | 'clock'>): SweepIdempotencyRecords =>
  () =>
    deleteEnded(clock, (now) => idempotency.sweep(now));
