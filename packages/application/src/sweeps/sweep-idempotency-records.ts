import type { Clock } from '@quire/ports/platform/clock';
import type { IdempotencyStore } from '@quire/ports/storage/idempotency-store';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../app-error';
import { currentTime } from '../current-time';

export type SweepIdempotencyRecords = () => TE.TaskEither<AppError, { readonly deleted: number }>;
export const SweepIdempotencyRecordsToken: ServiceIdentifier<SweepIdempotencyRecords> = Symbol.for('quire.SweepIdempotencyRecords');

/** Deletes the `Idempotency-Key` records that expired (kept 24 hours, ADR 0022); run periodically by the server. */
export const sweepIdempotencyRecords =
  ({ idempotency, clock }: { idempotency: IdempotencyStore; clock: Clock }): SweepIdempotencyRecords =>
  () =>
    pipe(
      currentTime(clock),
      TE.chainW((now) => idempotency.sweep(now)),
      TE.map((deleted) => ({ deleted })),
    );
