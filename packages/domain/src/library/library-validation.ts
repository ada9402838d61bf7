import { sequenceS } from 'fp-ts/Apply';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as RA from 'fp-ts/ReadonlyArray';
import * as RNEA from 'fp-ts/ReadonlyNonEmptyArray';
import type { InvalidFields, LibraryFieldError } from './library-errors';

/** A value checked by field rules, with every problem found (not only the first). */
export type Checked<A> = E.Either<RNEA.ReadonlyNonEmptyArray<LibraryFieldError>, A>;

const Validation = E.getApplicativeValidation(RNEA.getSemigroup<LibraryFieldError>());

/** Lifts one rule's answer into a Checked value. */
export const check = <A>(result: E.Either<LibraryFieldError, A>): Checked<A> => pipe(result, E.mapLeft(RNEA.of));

/** Checks a record of fields independently, collecting every problem. */
export const checkAll = sequenceS(Validation);

/** Checks each item of a list independently (with its index), collecting every problem. */
export const checkEach = <A, B>(items: ReadonlyArray<A>, f: (item: A, index: number) => Checked<B>): Checked<ReadonlyArray<B>> =>
  pipe(items, RA.traverseWithIndex(Validation)((index, item) => f(item, index)));

/** The collected problems as the one error a create or update answers. */
export const toInvalidFields = <A>(checked: Checked<A>): E.Either<InvalidFields, A> =>
  pipe(checked, E.mapLeft((problems) => ({ _tag: 'InvalidFields' as const, problems })));

export const fail = (error: LibraryFieldError): Checked<never> => E.left(RNEA.of(error));
