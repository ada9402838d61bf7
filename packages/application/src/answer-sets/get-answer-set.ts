import type { AnswerSet, AnswerSetId } from '@quire/domain/answer-sets/answer-set';
import type { AnswerSetRepository } from '@quire/ports/answer-sets/answer-set-repository';
import type { ServiceIdentifier } from 'inversify';
import { getLibraryEntity, type GetLibraryEntity } from '../library/require-library-entity';

export type GetAnswerSet = GetLibraryEntity<AnswerSetId, AnswerSet>;
export const GetAnswerSetToken: ServiceIdentifier<GetAnswerSet> = Symbol.for('quire.GetAnswerSet');

/** `GET /AnswerSets/:id`: one answer set of the caller's tenant. */
export const getAnswerSet = ({ answerSets }: { answerSets: AnswerSetRepository }): GetAnswerSet => getLibraryEntity('AnswerSet', answerSets);
