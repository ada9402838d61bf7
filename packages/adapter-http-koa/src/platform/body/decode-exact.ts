import { type AppError, validation } from '@quire/application/app-error';
import type { FieldError } from '@quire/application/field-error';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { fieldErrorsOf } from './field-errors-of';
import { unknownPropertyPaths } from './unknown-property-paths';

/**
 * Decodes a request body or query with an exact codec, refusing what the codec would silently
 * strip: io-ts `exact` drops unknown properties, so we compare the input with the decoded value
 * and report every property that disappeared (unknown properties answer 422; docs/api.md#request-bodies).
 */
export const decodeExact = <A, O>(codec: t.Type<A, O, unknown>, input: unknown): E.Either<AppError, A> =>
  pipe(
    codec.decode(input),
    E.mapLeft((errors) => validation(fieldErrorsOf(errors))),
    E.filterOrElse(
      (decoded) => unknownPropertyPaths(input, decoded).length === 0,
      (decoded) => validation(unknownPropertyPaths(input, decoded).map((path): FieldError => ({ path, message: 'is not a known property' }))),
    ),
  );
