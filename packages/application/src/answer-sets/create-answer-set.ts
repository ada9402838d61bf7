import { type AnswerSet, type AnswerSetInput, answerSetId, assertRoomForAnswerSet, createAnswerSet as newAnswerSet } from '@quire/domain/answer-sets/answer-set';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { currentTime } from '../current-time';
import { nameFree } from '../library/name-free';
import type { Principal } from '../principal';
import { type AnswerCheckDeps, checkAnswers } from './check-answers';

export type CreateAnswerSet = (input: { readonly principal: Principal; readonly set: AnswerSetInput }) => TE.TaskEither<AppError, AnswerSet>;

/**
 * `POST /AnswerSets` (docs/interviews.md): the answers checked against the aliases (422 with paths), the
 * field rules and limits, room in the tenant (at most MAX_ANSWER_SETS_PER_TENANT), a free name.
 */
export const createAnswerSet =
  (deps: AnswerCheckDeps & Pick<Ports, 'answerSets' | 'ids' | 'clock'>): CreateAnswerSet =>
  ({ principal, set }) =>
    pipe(
      checkAnswers(deps)(principal.tenantId, set.data),
      TE.chain(() => pipe(deps.answerSets.count(principal.tenantId), TE.mapLeft((error): AppError => error))),
      TE.chainEitherKW(assertRoomForAnswerSet),
      TE.chain(() => currentTime(deps.clock)),
      TE.chainEitherKW((now) => newAnswerSet({ ...set, id: answerSetId(deps.ids.next()), tenantId: principal.tenantId, now })),
      TE.chain((created) => nameFree<AnswerSet>('AnswerSet', deps.answerSets)(created)),
      TE.chainFirst((created) => pipe(deps.answerSets.insert(created), TE.mapLeft((error): AppError => error))),
    );
