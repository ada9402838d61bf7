import type { AnswerSet } from '@quire/domain/answer-sets/answer-set';
import type { AnswerSetSearch } from '@quire/ports/answer-sets/answer-set-repository';
import { normaliseQuery, type Page } from '@quire/ports/library/search/search';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';

export type SearchAnswerSets = (input: { readonly principal: Principal; readonly query: AnswerSetSearch }) => TE.TaskEither<AppError, Page<AnswerSet>>;

/** `GET /AnswerSets`: `q` over name and description; `templateId` keeps the sets made for that template. */
export const searchAnswerSets =
  ({ answerSets }: Pick<Ports, 'answerSets'>): SearchAnswerSets =>
  ({ principal, query }) =>
    pipe(
      answerSets.search(principal.tenantId, { ...query, q: normaliseQuery(query.q), templateId: query.templateId === null || query.templateId.trim() === '' ? null : query.templateId.trim() }),
      TE.mapLeft((error): AppError => error),
    );
