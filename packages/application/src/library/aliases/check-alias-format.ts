import type { Alias } from '@quire/domain/library/aliases/alias';
import type { AliasFormatChecker } from '@quire/ports/library/alias-format-checker';
import * as E from 'fp-ts/Either';
import type { AppError } from '../../app-error';

/**
 * Is the alias's `format` one the engine can apply (a date pattern, a count of decimals, a
 * currency code)? InvalidFields on `format` otherwise.
 */
export const checkAliasFormat =
  (formats: AliasFormatChecker) =>
  (alias: Alias): E.Either<AppError, Alias> => {
    const problem = alias.format === null ? undefined : formats.problem(alias.type, alias.format);
    return problem === undefined ? E.right(alias) : E.left({ _tag: 'InvalidFields', problems: [{ _tag: 'InvalidText', field: 'format', reason: problem }] });
  };
