import type { AnswerData } from '@quire/domain/answer-sets/answer-set';
import type { TenantId } from '@quire/domain/ids';
import type { DocumentRenderer } from '@quire/ports/documents/document-renderer';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { type AppError, validation } from '../app-error';
import { checkDataAgainstAliases } from '../generation/check-data-against-aliases';
import type { TenantLibraryCache } from '../library/tenant-library-cache';

export type AnswerCheckDeps = { libraryCache: TenantLibraryCache; renderer: Pick<DocumentRenderer, 'matchKey'> };

/**
 * Answers are checked against the tenant's aliases on save as generation checks data (SPEC §4.1):
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
    const { errors } = checkDataAgainstAliases(library.right.vocabulary.aliases, data, deps.renderer.matchKey);
    return errors.length === 0 ? E.right(data) : E.left(validation(errors.map((error) => ({ path: `data.${error.path}`, message: error.message }))));
  };

/**
 * The data a generation fills with: the answer set's, with the request's `data` winning key by key
 * (SPEC §4.1). Keys are the same when they name the same alias (by name or any synonym) or, when no
 * alias, match as the engine matches names: `{ "Client Name": … }` in the request replaces the set's `client_name`.
 */
export const mergeAnswers = (
  saved: AnswerData,
  data: Readonly<Record<string, unknown>>,
  aliasKeyOf: (key: string) => string,
): Readonly<Record<string, unknown>> => {
  const given = new Set(Object.keys(data).map(aliasKeyOf));
  return { ...Object.fromEntries(Object.entries(saved).filter(([key]) => !given.has(aliasKeyOf(key)))), ...data };
};
