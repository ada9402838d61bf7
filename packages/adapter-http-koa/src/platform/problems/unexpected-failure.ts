import type { StorageError } from '@quire/ports/storage/storage-error';

/** A storage failure surfaced as a throw, so the one catch-all logs it (by its facts alone) and answers a bare 500. */
export class UnexpectedFailure extends Error {
  constructor(readonly failure: StorageError) {
    super(`storage failure in ${failure.operation}`);
    this.name = 'UnexpectedFailure';
  }
}
