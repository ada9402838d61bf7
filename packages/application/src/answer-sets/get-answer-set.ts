import type { AnswerSet, AnswerSetId } from '@quire/domain/answer-sets/answer-set';
import type { Ports } from '@quire/ports/ports';
import { getLibraryEntity, type GetLibraryEntity } from '../library/require-library-entity';

export type GetAnswerSet = GetLibraryEntity<AnswerSetId, AnswerSet>;

/** `GET /AnswerSets/:id`: one answer set of the caller's tenant. */
export const getAnswerSet = ({ answerSets }: Pick<Ports, 'answerSets'>): GetAnswerSet => getLibraryEntity('AnswerSet', answerSets);
