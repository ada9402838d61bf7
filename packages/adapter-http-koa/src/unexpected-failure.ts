import type { StorageError } from '@quire/ports/storage-error';

/** A storage failure surfaced as a throw, so the one catch-all logs it and answers a bare 500. */
export class UnexpectedFailure extends Error {
  constructor(failure: StorageError) {
    super(`storage failure in ${failure.operation}: ${failure.cause instanceof Error ? failure.cause.message : 'unknown cause'}`);
    this.name = 'UnexpectedFailure';
  }
}
