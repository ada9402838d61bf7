import { TenantLibraryCacheToken } from '../library/tenant-library-cache';
import { ports } from '../port-tokens';
import { bindAll, tokensOf, useCase, writeUseCase } from '../use-case-binding';
import { createAnswerSet, CreateAnswerSetToken } from './create-answer-set';
import { deleteAnswerSet, DeleteAnswerSetToken } from './delete-answer-set';
import { getAnswerSet, GetAnswerSetToken } from './get-answer-set';
import { searchAnswerSets, SearchAnswerSetsToken } from './search-answer-sets';
import { updateAnswerSet, UpdateAnswerSetToken } from './update-answer-set';

const checking = { libraryCache: TenantLibraryCacheToken };

const answerSets = {
  searchAnswerSets: useCase(SearchAnswerSetsToken, searchAnswerSets, ports('answerSets')),
  getAnswerSet: useCase(GetAnswerSetToken, getAnswerSet, ports('answerSets')),
  createAnswerSet: writeUseCase(CreateAnswerSetToken, createAnswerSet, { ...checking, ...ports('answerSets', 'ids', 'clock') }),
  updateAnswerSet: writeUseCase(UpdateAnswerSetToken, updateAnswerSet, { ...checking, ...ports('answerSets', 'clock') }),
  deleteAnswerSet: writeUseCase(DeleteAnswerSetToken, deleteAnswerSet, ports('answerSets')),
};

/** The answer-set use cases (`/AnswerSets`) by name. */
export const answerSetUseCases = tokensOf(answerSets);
export const bindAnswerSetUseCases = bindAll(answerSets);
