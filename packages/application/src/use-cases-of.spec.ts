import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, conflict } from './app-error';
import { readsOf, writesOf } from './use-cases-of';

const lost = conflict('concurrent_update', 'The row changed meanwhile.');

/** A use case of `deps` that loses its first race, counting its runs in `deps.runs`. */
const losingOnce = (deps: { runs: number; prefix: string }) => (input: string) =>
  TE.fromEither<AppError, string>((deps.runs += 1) === 1 ? E.left(lost) : E.right(`${deps.prefix}${input}`));

describe('readsOf and writesOf', () => {
  it('makes each use case from the dependencies, under its own name', async () => {
    const deps = { runs: 1, prefix: 'made:' };
    const made = readsOf(deps, { read: losingOnce });
    expect(Object.keys(made)).toEqual(['read']);
    expect(await made.read('x')()).toEqual(E.right('made:x'));
  });

  it('runs a write again when it loses a race, and a read not', async () => {
    const reads = readsOf({ runs: 0, prefix: '' }, { read: losingOnce });
    const writes = writesOf({ runs: 0, prefix: 'written:' }, { write: losingOnce });
    expect(await reads.read('x')()).toEqual(E.left(lost));
    expect(await writes.write('x')()).toEqual(E.right('written:x'));
  });
});
