import type { AnswerSetId } from '@quire/domain/answer-sets/answer-set';
import type { Ports } from '@quire/ports/ports';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { deleteLibraryEntity } from '../library/delete-library-entity';
import type { VersionedInput } from '../library/require-library-entity';

export type DeleteAnswerSet = (input: VersionedInput<AnswerSetId>) => TE.TaskEither<AppError, void>;

/** `DELETE /AnswerSets/:id`: nothing uses an answer set but the requests that name it, so it is never refused (but for If-Match). */
export const deleteAnswerSet = ({ answerSets }: Pick<Ports, 'answerSets'>): DeleteAnswerSet => deleteLibraryEntity('AnswerSet', answerSets);
