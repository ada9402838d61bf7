import type { AnswerData } from '@quire/domain/answer-sets/answer-set';
import type { TenantId } from '@quire/domain/ids';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { type AppError, validation } from '../app-error';
import { checkDataAgainstAliases } from '../data-checking/check-data-against-aliases';
import type { TenantLibraryCache } from '../library/tenant-library-cache';

export type AnswerCheckDeps = { libraryCache: TenantLibraryCache };

/**
 * Answers are checked against the tenant's aliases on save as generation checks data (docs/generation.md):
 * a value of the wrong type is a 422 naming its path in the body (`data.children[1].date_of_birth`);
 * an unanswered question, a computed alias or a key that is no alias is no error.
 */
export const checkAnswers =
  (deps: AnswerCheckDeps) =>
  (tenantId: TenantId, data: AnswerData | undefined): TE.TaskEither<AppError, AnswerData | undefined> =>
  async () => {
    if (data === undefined) return E.right(data);
    const library = await deps.libraryCache.open(tenantId)();
    if (E.isLeft(library)) return library;
    const { errors } = checkDataAgainstAliases(library.right.vocabulary.aliases, data);
    return errors.length === 0 ? E.right(data) : E.left(validation(errors.map((error) => ({ path: `data.${error.path}`, message: error.message }))));
  };
