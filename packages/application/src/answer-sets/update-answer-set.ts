import { type AnswerSet, type AnswerSetId, type AnswerSetPatch, updateAnswerSet as changeAnswerSet } from '@quire/domain/answer-sets/answer-set';
import { nameKey } from '@quire/domain/names';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { currentTime } from '../current-time';
import { fromLibraryWriteError } from '../library/library-write-error';
import { nameFree } from '../library/name-free';
import type { VersionedInput } from '../library/require-library-entity';
import { updateLibraryEntity } from '../library/update-library-entity';
import { type AnswerCheckDeps, checkAnswers } from './check-answers';

export type UpdateAnswerSetInput = VersionedInput<AnswerSetId> & { readonly patch: AnswerSetPatch };
export type UpdateAnswerSet = (input: UpdateAnswerSetInput) => TE.TaskEither<AppError, AnswerSet>;

/** `PUT /AnswerSets/:id`: the fields given replace the stored ones (`data` whole), checked as on create; nothing changed answers the set as it is. */
export const updateAnswerSet = (deps: AnswerCheckDeps & Pick<Ports, 'answerSets' | 'clock'>): UpdateAnswerSet =>
  updateLibraryEntity(
    'AnswerSet',
    deps.answerSets,
    (before, { patch }: UpdateAnswerSetInput) =>
      pipe(
        checkAnswers(deps)(before.tenantId, patch.data),
        TE.chain(() => currentTime(deps.clock)),
        TE.chainEitherKW((now) => changeAnswerSet(before, patch, now)),
        TE.map((after) => ({ after })),
      ),
    (before, { after }) =>
      pipe(
        nameKey(after.name) === nameKey(before.name) ? TE.right(after) : nameFree<AnswerSet>('AnswerSet', deps.answerSets)(after),
        TE.chain((changed) => pipe(deps.answerSets.update(changed), TE.mapLeft(fromLibraryWriteError('AnswerSet')))),
      ),
  );
